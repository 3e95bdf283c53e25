import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../constants.js';
import { isIsoDate } from '../age.js';
import { sortQuerySchema } from './paging.js';
import { inRecordYears } from './common.js';
import { DATE_MSG } from '../messages/dates.js';
import { AUDIT_SORTS } from '../list-columns.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { AUDIT_SORTS };

const day = z
  .string()
  .refine(isIsoDate, { error: 'Dates are written YYYY-MM-DD.' })
  .refine(...inRecordYears)
  .optional()
  .or(z.literal('').transform(() => undefined));

const ROW_NUMBER = 'A row number is a whole number from 1.';

/** Filters of the audit trail: person, actor, kind of change and a date range (inclusive). */
export const auditQuerySchema = z
  .object({
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
    /** One row by its number in the trail (where a verification found it wrong). */
    seq: z
      .union(
        [
          z.coerce.number({ error: ROW_NUMBER }).int({ error: ROW_NUMBER }).min(1, { error: ROW_NUMBER }),
          z.literal('').transform(() => undefined),
        ],
        { error: ROW_NUMBER },
      )
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: DATE_MSG.rangeReversed, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventJsonSchema = z.object({
  _id: z.string(),
  /** The row's number in the trail: 1, 2, 3… in the order rows were written. */
  seq: z.number(),
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

/** What can be wrong with a row of the chain (README "Security"). */
export const AUDIT_CHAIN_PROBLEMS = ['content', 'link', 'missing'] as const;
export type AuditChainProblem = (typeof AUDIT_CHAIN_PROBLEMS)[number];

/** The first row of the trail that does not match, and what is wrong with it. */
export const auditChainBreakSchema = z.object({
  kind: z.enum(AUDIT_CHAIN_PROBLEMS),
  seq: z.number(),
  id: z.string(),
  at: z.string(),
  /** For `missing`: the first number not found before this row (the last is `seq - 1`). */
  missingFrom: z.number().nullable(),
});
export type AuditChainBreak = z.infer<typeof auditChainBreakSchema>;

/** A walk along the whole chain: intact (with its last row, to keep elsewhere), or where it breaks. */
export const auditVerificationSchema = z.discriminatedUnion('intact', [
  z.object({
    intact: z.literal(true),
    rows: z.number(),
    last: z.object({ seq: z.number(), at: z.string(), hash: z.string() }).nullable(),
  }),
  z.object({
    intact: z.literal(false),
    /** Rows found intact before the first that does not match. */
    rows: z.number(),
    problem: auditChainBreakSchema,
  }),
]);
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
