import { z } from 'zod';
import { reasonSchema } from './common.js';
import { pageQuerySchema, sortQuerySchema } from './paging.js';
import { ROLES } from '../roles.js';
import { ACCOUNT_STATUSES, ACCOUNT_SORTS, type AccountStatus } from '../list-columns.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { ACCOUNT_STATUSES, ACCOUNT_SORTS, type AccountStatus };

export const accountListQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(ACCOUNT_SORTS),
  role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}.` }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: `Status must be one of: ${ACCOUNT_STATUSES.join(', ')}.` }).optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountJsonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** Sessions open now (signed in on that many browsers or devices). */
  sessions: z.number(),
  employee: z.object({ _id: z.string(), employeeId: z.string() }).nullable(),
});
export type AccountJson = z.infer<typeof accountJsonSchema>;

export const accountRoleSchema = z.object({
  role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}.` }),
  reason: reasonSchema,
});
