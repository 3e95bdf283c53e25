import { z } from 'zod';
import { MSG } from '../messages.js';
import { pageQuerySchema, sortQuerySchema } from './paging.js';
import { BOUNDS, leaveWindow } from '../bounds.js';
import { daysInclusive } from '../dates.js';
import { isIsoDate } from '../age.js';
import { LEAVE_STATUSES } from '../constants.js';
import { LEAVE_MSG } from '../messages/leave.js';
import { LEAVE_SORTS } from '../list-columns.js';
import { lineText, plainText } from './common.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { LEAVE_SORTS };

const day = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isIsoDate, 'Enter a real date (YYYY-MM-DD).');

/** The fields of a leave, each with its own message. */
export const leaveFieldsSchema = z.object({
  userId: z.uuid({ error: 'Invalid employee id.' }).optional(),
  /** A leave type's name (the spec's three are seeded; admins add others). */
  leaveType: lineText('Leave type names', { error: LEAVE_MSG.typeRequired })
    .min(1, LEAVE_MSG.typeRequired)
    .max(60, LEAVE_MSG.typeUnknown),
  startDate: day(LEAVE_MSG.startRequired),
  endDate: day(LEAVE_MSG.endRequired),
  /** Only the second half of the first day (where the leave type allows half days). */
  startHalf: z.boolean().optional().default(false),
  /** Only the first half of the last day. */
  endHalf: z.boolean().optional().default(false),
  reason: plainText('Descriptions').max(1000, LEAVE_MSG.reasonTooLong).optional().default(''),
  /** HR recording a leave that was already agreed (admin only; never one's own). */
  approved: z.boolean().optional(),
});

/**
 * End on or after start. Checked whenever both days are valid, even if another field is not,
 * so a form shows every message at once.
 */
export const endNotBeforeStart: [
  (leave: { startDate: string; endDate: string }) => boolean,
  { message: string; path: string[]; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (leave) => leave.endDate >= leave.startDate,
  {
    message: LEAVE_MSG.endBeforeStart,
    path: ['endDate'],
    // Only for an object whose two days passed their own checks (a null body has neither).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some(
        (issue) => !issue.path?.length || issue.path[0] === 'startDate' || issue.path[0] === 'endDate',
      ),
  },
];

/** Dates within the window and a length an HR department would recognise (shared/bounds.ts). */
export const leaveWithinBounds: [
  (leave: { startDate: string; endDate: string }) => boolean,
  { message: string; path: string[]; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (leave) => {
    const { earliest, latest } = leaveWindow();
    return (
      leave.startDate >= earliest &&
      leave.endDate <= latest &&
      daysInclusive(leave.startDate, leave.endDate) <= BOUNDS.maxLeaveDays
    );
  },
  { message: LEAVE_MSG.outOfBounds(BOUNDS.maxLeaveDays), path: ['endDate'], when: endNotBeforeStart[1].when },
];

export const leaveInputSchema = leaveFieldsSchema.refine(...endNotBeforeStart).refine(...leaveWithinBounds);
export type LeaveInput = z.infer<typeof leaveInputSchema>;

export const leaveJsonSchema = z.object({
  _id: z.string(),
  employeeId: z.string(),
  userId: z.string(),
  employee: z.object({
    _id: z.string(),
    employeeId: z.string(),
    emp_name: z.string(),
    emp_email: z.string(),
    designation: z.string(),
    profileImage: z.string().nullable(),
    department: z.object({ _id: z.string(), dep_name: z.string() }).nullable(),
  }),
  leaveType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Spec §4: calendar days, end minus start plus one. */
  days: z.number(),
  startHalf: z.boolean(),
  endHalf: z.boolean(),
  /** Working days taken from the balance (weekends, holidays and half days out); null for a leave booked before balances. */
  workingDays: z.number().nullable(),
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected, why its decision was revoked, or why a cancellation was declined (shown to the employee). */
  decisionNote: z.string().nullable(),
  /** The employee asked to cancel this approved leave: when and why (HR decides). */
  cancelRequest: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type LeaveJson = z.infer<typeof leaveJsonSchema>;

export const leaveListQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(LEAVE_SORTS),
  status: z.enum(LEAVE_STATUSES).optional(),
  /** Only what waits for a decision: pending requests and asked cancellations. */
  waiting: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type LeaveListQuery = z.infer<typeof leaveListQuerySchema>;

/** An approval's comment, optional (the spec's approve call sends no body). */
export const approveBodySchema = z
  .object({ comment: plainText('Comments').max(500, { error: MSG.reasonTooLong }).optional() })
  .nullish();

/** Rejecting: a reason the employee will read (optional for old clients, which send no body). */
export const rejectBodySchema = z
  .object({ reason: plainText('Reasons').max(500, { error: MSG.reasonTooLong }).optional() })
  .nullish();
