import { z } from 'zod';
import { pageQuerySchema, sortQuerySchema } from './paging.js';
import { DEPARTMENT_MSG } from '../messages/departments.js';
import { DEPARTMENT_SORTS } from '../list-columns.js';
import { lineText, plainText } from './common.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { DEPARTMENT_SORTS };

export const departmentInputSchema = z.object({
  dep_name: lineText('Department names', { error: DEPARTMENT_MSG.required })
    .min(1, DEPARTMENT_MSG.required)
    .max(100, 'The department name is too long (100 characters at most).'),
  dep_desc: plainText('Descriptions')
    .max(1000, 'The description is too long (1000 characters at most).')
    .optional()
    .nullable(),
  manager: z.uuid({ error: DEPARTMENT_MSG.required }),
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

export const departmentJsonSchema = z.object({
  _id: z.string(),
  dep_name: z.string(),
  dep_desc: z.string().nullable(),
  manager: z.object({ _id: z.string(), emp_name: z.string(), profileImage: z.string().nullable() }).nullable(),
  /** People working in it now, its manager included. */
  employeeCount: z.number(),
  /** People who left while in it (kept for its history). */
  formerCount: z.number(),
  projectCount: z.number(),
});
export type DepartmentJson = z.infer<typeof departmentJsonSchema>;

export const departmentListQuerySchema = pageQuerySchema.extend({ sort: sortQuerySchema(DEPARTMENT_SORTS) });
export type DepartmentListQuery = z.infer<typeof departmentListQuerySchema>;
