import { z } from 'zod';
import { APPROVAL_STEP_KINDS, APPROVAL_STEP_STATUSES } from '../constants.js';
import { APPROVAL_MSG } from '../messages/leave-approval.js';
import { leaveListQuerySchema } from './leave.js';

const someone = z.object({ _id: z.string(), name: z.string() }).nullable();

/** One step of a request's approval, as the request's details show it. */
export const approvalStepJsonSchema = z.object({
  round: z.number(),
  position: z.number(),
  kind: z.enum(APPROVAL_STEP_KINDS),
  status: z.enum(APPROVAL_STEP_STATUSES),
  /** The one person it is with (null: HR). */
  approver: someone,
  /** The manager whose step went to their deputy, or to HR, while they were away. */
  delegatedFrom: someone,
  /** Why the step is with someone else than its first approver. */
  note: z.string().nullable(),
  waitingSince: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  decidedBy: someone,
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ApprovalStepJson = z.infer<typeof approvalStepJsonSchema>;

/** A manager's (or a deputy's) requests: `mine` only those waiting for them, else their department's too. */
export const approvalRequestsQuerySchema = leaveListQuerySchema.extend({
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const deputyBodySchema = z.object({
  deputyId: z.uuid({ error: 'Choose a person.' }).nullable(),
});
export const deputyJsonSchema = z.object({ deputy: someone });

/** A manager's step left waiting this many working days goes to HR (null: never). */
export const escalationBodySchema = z.object({
  days: z
    .int({ error: APPROVAL_MSG.escalationDays })
    .min(1, APPROVAL_MSG.escalationDays)
    .max(30, APPROVAL_MSG.escalationDays)
    .nullable(),
});
export const escalationJsonSchema = escalationBodySchema;
