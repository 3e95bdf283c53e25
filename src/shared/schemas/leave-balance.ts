import { z } from 'zod';
import { LEAVE_ACCRUALS, LEAVE_APPROVAL_FLOWS, LEAVE_LEDGER_KINDS } from '../constants.js';
import { isIsoDate } from '../age.js';
import { inRecordYears, lineText, plainDecimal, reasonSchema } from './common.js';
import { endNotBeforeStart, leaveWithinBounds } from './leave.js';
import { isRecordYear } from '../bounds.js';
import { DATE_MSG } from '../messages/dates.js';
import { pageQuerySchema, sortQuerySchema } from './paging.js';
import { LEAVE_MSG } from '../messages/leave.js';

const BALANCE_MSG = {
  name: 'Enter the leave type’s name.',
  nameTooLong: 'A leave type’s name has at most 60 characters.',
  days: 'Enter a number of days from 0 to 366, in half days.',
  expiry: 'Carried days expire after 1 to 12 months, or never.',
  adjustDays: 'Enter the days to add (or, with a minus sign, take away), in half days: not 0.',
} as const;

const halfDays = (message: string) =>
  plainDecimal(message).refine((n) => n >= 0 && n <= 366 && Number.isInteger(n * 2), message);

/** A leave year of the records' years (shared/bounds.ts). */
export const leaveYearSchema = plainDecimal(DATE_MSG.leaveYearOutOfRange).refine(
  isRecordYear,
  DATE_MSG.leaveYearOutOfRange,
);

/** A leave type as the admin edits it. */
export const leaveTypeInputSchema = z.object({
  name: lineText('Leave type names', { error: BALANCE_MSG.name })
    .min(1, BALANCE_MSG.name)
    .max(60, BALANCE_MSG.nameTooLong),
  paid: z.boolean().default(true),
  entitlement: halfDays(BALANCE_MSG.days),
  accrual: z.enum(LEAVE_ACCRUALS).default('yearly'),
  carryForwardCap: halfDays(BALANCE_MSG.days).default(0),
  carryExpiryMonths: plainDecimal(BALANCE_MSG.expiry)
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 12, BALANCE_MSG.expiry)
    .nullable()
    .default(null),
  allowNegative: z.boolean().default(false),
  allowHalfDays: z.boolean().default(true),
  /** Unused days are paid out when someone leaves (the final settlement), at most `encashCap` days. */
  encashable: z.boolean().default(false),
  encashCap: halfDays(BALANCE_MSG.days).default(0),
  active: z.boolean().default(true),
  /** Who decides its requests: HR (the spec's way), the manager, or the manager and then HR. */
  approval: z.enum(LEAVE_APPROVAL_FLOWS).default('hr'),
});
export type LeaveTypeInput = z.infer<typeof leaveTypeInputSchema>;

/** A leave type as the API answers it (its own shape: the input's parsing has no place in an answer). */
export const leaveTypeJsonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  paid: z.boolean(),
  entitlement: z.number(),
  accrual: z.enum(LEAVE_ACCRUALS),
  carryForwardCap: z.number(),
  carryExpiryMonths: z.number().nullable(),
  allowNegative: z.boolean(),
  allowHalfDays: z.boolean(),
  encashable: z.boolean(),
  encashCap: z.number(),
  active: z.boolean(),
  approval: z.enum(LEAVE_APPROVAL_FLOWS),
});
export type LeaveTypeJson = z.infer<typeof leaveTypeJsonSchema>;

/** One person's balance of one type in one leave year, and how it is made up. */
export const balanceJsonSchema = z.object({
  leaveTypeId: z.string(),
  leaveType: z.string(),
  paid: z.boolean(),
  allowNegative: z.boolean(),
  allowHalfDays: z.boolean(),
  year: z.number(),
  /** The year's entitlement (pro rata from the joining month). */
  entitled: z.number(),
  /** Granted or accrued so far. */
  accrued: z.number(),
  /** Carried in from the year before. */
  carried: z.number(),
  /** Carried on into the next year (once this one is closed). */
  carriedOut: z.number(),
  lapsed: z.number(),
  adjusted: z.number(),
  taken: z.number(),
  pending: z.number(),
  available: z.number(),
});
export type BalanceJson = z.infer<typeof balanceJsonSchema>;

export const ledgerRowJsonSchema = z.object({
  _id: z.number(),
  leaveType: z.string(),
  year: z.number(),
  kind: z.enum(LEAVE_LEDGER_KINDS),
  days: z.number(),
  pending: z.boolean(),
  effectiveDate: z.string(),
  reason: z.string().nullable(),
  leaveId: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerRowJson = z.infer<typeof ledgerRowJsonSchema>;

export const balanceQuerySchema = z.object({ year: leaveYearSchema.optional() });

/** HR adds or takes away days of one balance, with a reason (audited). */
export const adjustBalanceSchema = z.object({
  employeeId: z.uuid({ error: 'Select an employee.' }),
  leaveTypeId: z.uuid({ error: LEAVE_MSG.typeRequired }),
  year: leaveYearSchema,
  days: plainDecimal(BALANCE_MSG.adjustDays).refine(
    (n) => n >= -366 && n <= 366 && n !== 0 && Number.isInteger(n * 2),
    BALANCE_MSG.adjustDays,
  ),
  reason: reasonSchema,
});
export type AdjustBalanceInput = z.infer<typeof adjustBalanceSchema>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');
const day = z.string().refine(isIsoDate, 'Enter a real date (YYYY-MM-DD).');

/** The arithmetic of a leave before it is asked for. */
export const leavePreviewQuerySchema = z
  .object({
    leaveType: lineText('Leave type names').min(1, LEAVE_MSG.typeRequired),
    startDate: day,
    endDate: day,
    startHalf: flag,
    endHalf: flag,
    /** HR previewing for someone (their user or employee id); the caller otherwise. */
    userId: z.uuid().optional(),
    /** The pending leave being edited: its own days count as available again. */
    leaveId: z.uuid().optional(),
  })
  // The days a leave may have (shared/bounds.ts), so the preview counts no more days than a request could.
  .refine(...endNotBeforeStart)
  .refine(...leaveWithinBounds);

export const leavePreviewJsonSchema = z.object({
  calendarDays: z.number(),
  workingDays: z.number(),
  weekendDays: z.number(),
  holidays: z.number(),
  /** '5 calendar days = 3 working days + 1 holiday + 1 weekend day'. */
  description: z.string(),
  years: z.array(z.object({ year: z.number(), days: z.number(), available: z.number(), after: z.number() })),
  /** Null when the request can be made; otherwise why not. */
  refusal: z.string().nullable(),
});
export type LeavePreviewJson = z.infer<typeof leavePreviewJsonSchema>;

export const BALANCE_SORTS = ['name', 'employeeId', 'department', 'type', 'available', 'taken', 'pending'] as const;

export const balanceReportQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(BALANCE_SORTS),
  year: leaveYearSchema.optional(),
  department: z.uuid().optional(),
  leaveType: z.uuid().optional(),
});
export type BalanceReportQuery = z.infer<typeof balanceReportQuerySchema>;

export const balanceReportRowSchema = balanceJsonSchema.extend({
  employee: z.object({
    _id: z.string(),
    employeeId: z.string(),
    emp_name: z.string(),
    department: z.string().nullable(),
  }),
});
export type BalanceReportRow = z.infer<typeof balanceReportRowSchema>;

export const yearEndBodySchema = z.object({
  /** The day to bring the ledger up to (the organisation's today when absent). */
  asOf: day.refine(...inRecordYears).optional(),
  /** Only say what would be written (nothing is). */
  preview: z.boolean().default(true),
});

export const yearEndJsonSchema = z.object({
  asOf: z.string(),
  preview: z.boolean(),
  steps: z.array(z.object({ key: z.string(), rows: z.number(), days: z.number() })),
});
export type YearEndJson = z.infer<typeof yearEndJsonSchema>;
