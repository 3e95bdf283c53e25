import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../constants.js';
import { isIsoDate } from '../age.js';
import { sortQuerySchema } from './paging.js';
import { AUDIT_SORTS } from '../list-columns.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { AUDIT_SORTS };

const day = z
  .string()
  .refine(isIsoDate, { error: 'Dates are written YYYY-MM-DD.' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Filters of the audit trail: person, actor, kind of change and a date range (inclusive). */
export const auditQuerySchema = z.object({
  sort: sortQuerySchema(AUDIT_SORTS),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  personId: z
    .uuid({ error: 'Invalid person id.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  actorId: z
    .uuid({ error: 'Invalid actor id.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  subject: z
    .enum(AUDIT_SUBJECTS, { error: 'Unknown kind of record.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  from: day,
  to: day,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventJsonSchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.enum(AUDIT_SUBJECTS),
  subjectId: z.string(),
  person: z.object({ _id: z.string(), name: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEventJson = z.infer<typeof auditEventJsonSchema>;
