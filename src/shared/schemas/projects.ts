import { z } from 'zod';
import { pageQuerySchema, sortQuerySchema } from './paging.js';
import { isIsoDate } from '../age.js';
import { PROJECT_STATUSES, TASK_STATUSES } from '../constants.js';
import { PROJECT_MSG } from '../messages/projects.js';
import { PROJECT_SORTS } from '../list-columns.js';
import { inRecordYears, lineText, plainText } from './common.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { PROJECT_SORTS };

const date = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isIsoDate, 'Enter a real date (YYYY-MM-DD).')
    .refine(...inRecordYears);

export const projectInputSchema = z
  .object({
    title: lineText('Project names', { error: PROJECT_MSG.required })
      .min(1, PROJECT_MSG.required)
      .max(200, 'The project name is too long (200 characters at most).'),
    department: z.uuid({ error: PROJECT_MSG.required }),
    startDate: date(PROJECT_MSG.required),
    endDate: date(PROJECT_MSG.required),
    status: z.enum(PROJECT_STATUSES).optional(),
  })
  .refine((p) => p.endDate >= p.startDate, { message: PROJECT_MSG.endBeforeStart, path: ['endDate'] });
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** PUT /api/projects/{id}: a manager sends only `status`; an admin may send every field. */
export const projectUpdateSchema = z.object({
  title: lineText('Project names').min(1, PROJECT_MSG.required).max(200).optional(),
  department: z.uuid({ error: PROJECT_MSG.departmentUnknown }).optional(),
  startDate: date(PROJECT_MSG.required).optional(),
  endDate: date(PROJECT_MSG.required).optional(),
  status: z.enum(PROJECT_STATUSES, { error: `Status must be one of: ${PROJECT_STATUSES.join(', ')}.` }).optional(),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const projectJsonSchema = z.object({
  _id: z.string(),
  title: z.string(),
  department: z.object({
    _id: z.string(),
    dep_name: z.string(),
    manager: z.object({ _id: z.string(), emp_name: z.string() }).nullable(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(PROJECT_STATUSES),
});
export type ProjectJson = z.infer<typeof projectJsonSchema>;

export const projectListQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(PROJECT_SORTS),
  status: z.enum(PROJECT_STATUSES).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const assignTaskSchema = z.object({
  project: z.uuid().optional(),
  employee: z.uuid({ error: PROJECT_MSG.taskEmployeeRequired }),
  taskTitle: lineText('Task titles', { error: PROJECT_MSG.taskTitleRequired })
    .min(1, PROJECT_MSG.taskTitleRequired)
    .max(200, 'The task title is too long (200 characters at most).'),
  taskDescription: plainText('Descriptions')
    .max(2000, 'The description is too long (2000 characters at most).')
    .optional()
    .nullable(),
  deadline: z
    .string()
    .trim()
    .optional()
    .nullable()
    .refine((value) => !value || isIsoDate(value), 'Enter a real date (YYYY-MM-DD).')
    .refine((value) => !value || inRecordYears[0](value), inRecordYears[1]),
});
export type AssignTaskInput = z.infer<typeof assignTaskSchema>;

export const taskStatusSchema = z.object({
  status: z.enum(TASK_STATUSES, { error: `Status must be one of: ${TASK_STATUSES.join(', ')}.` }),
});

export const taskJsonSchema = z.object({
  _id: z.string(),
  project: z.object({ _id: z.string(), title: z.string() }),
  employee: z.object({ _id: z.string(), emp_name: z.string(), emp_email: z.string() }),
  taskTitle: z.string(),
  taskDescription: z.string().nullable(),
  deadline: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  createdAt: z.string(),
});
export type TaskJson = z.infer<typeof taskJsonSchema>;

/**
 * A task in the manager's department list: `project` is the project's id string, as the legacy
 * client filters tasks with `task.project === projectId`; its title sits beside it.
 */
export const departmentTaskJsonSchema = taskJsonSchema.extend({ project: z.string(), projectTitle: z.string() });
export type DepartmentTaskJson = z.infer<typeof departmentTaskJsonSchema>;

/** A task list's filters: one project, one status. */
export const taskListQuerySchema = z.object({
  project: z.uuid({ error: 'Invalid project id.' }).optional(),
  status: z.enum(TASK_STATUSES, { error: `Status must be one of: ${TASK_STATUSES.join(', ')}.` }).optional(),
});
