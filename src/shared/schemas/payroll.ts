import { z } from 'zod';
import { payDateWindow } from '../bounds.js';
import { PAYROLL_BASES, PAYROLL_RUN_SKIPS, PAYROLL_RUN_STATUSES } from '../constants.js';
import { isIsoDate } from '../age.js';
import { lastDayOfMonth } from '../dates.js';
import { PAYROLL_MSG } from '../messages/payroll.js';
import { pageQuerySchema } from './paging.js';
import { moneyAmount } from './salary.js';
import { payLineJsonSchema } from './salary-structures.js';
import { bonusRulesSchema } from './payroll-bonus.js';
import { statutoryUsedSchema } from './statutory.js';

const monthSchema = z
  .string({ error: PAYROLL_MSG.monthRequired })
  .trim()
  .min(1, PAYROLL_MSG.monthRequired)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PAYROLL_MSG.monthInvalid);

/** The months a payroll can pay: those with a day inside the pay-date window. */
export function payrollMonthWindow(today?: string) {
  const { earliest, latest } = payDateWindow(today);
  return { earliest: earliest.slice(0, 7), latest: latest.slice(0, 7) };
}

/**
 * A new draft: the month, the departments (none chosen = everyone) and the pay date (a day of
 * that month inside the pay-date window; by default the month's last day, or the window's last
 * day when that is earlier).
 */
export const payrollRunInputSchema = z
  .object({
    month: monthSchema,
    departmentIds: z
      .array(z.uuid({ error: PAYROLL_MSG.departmentUnknown }))
      .max(100, PAYROLL_MSG.departmentsTooMany)
      .optional()
      .default([]),
    payDate: z.string().trim().optional(),
  })
  .transform((input, ctx) => {
    const { earliest, latest } = payDateWindow();
    const window = payrollMonthWindow();
    if (input.month < window.earliest || input.month > window.latest) {
      ctx.addIssue({
        code: 'custom',
        path: ['month'],
        message: PAYROLL_MSG.monthOutOfRange(window.earliest, window.latest),
      });
      return z.NEVER;
    }
    const monthEnd = lastDayOfMonth(input.month);
    const payDate = input.payDate || (monthEnd > latest ? latest : monthEnd);
    if (!isIsoDate(payDate) || payDate.slice(0, 7) !== input.month || payDate < earliest || payDate > latest) {
      const message =
        payDate.slice(0, 7) === input.month && isIsoDate(payDate)
          ? `The pay date must be between ${earliest} and ${latest}.`
          : PAYROLL_MSG.payDateInMonth(input.month);
      ctx.addIssue({ code: 'custom', path: ['payDate'], message });
      return z.NEVER;
    }
    return { month: input.month, departmentIds: [...new Set(input.departmentIds)], payDate };
  });
export type PayrollRunInput = z.infer<typeof payrollRunInputSchema>;

/** One row's figures: allowance and deductions (the basic is the employee's salary), and whether it is paid. */
export const payrollRowInputSchema = z.object({
  allowance: moneyAmount(),
  deductions: moneyAmount(),
  included: z.boolean({ error: 'Say whether this person is paid in this run.' }),
});
export type PayrollRowInput = z.infer<typeof payrollRowInputSchema>;

/** Posting: the version of the draft whose totals were reviewed. */
export const payrollPostSchema = z.object({
  version: z.number({ error: 'Review the totals before posting.' }).int().min(1),
});

/**
 * The payroll settings (issue 29): the pro-rating basis, whether days marked Absent are deducted,
 * and the change in net pay, in percent, that a draft warns about. A draft keeps those in force
 * when it is made.
 */
export const payrollSettingsSchema = z.object({
  basis: z.enum(PAYROLL_BASES, { error: PAYROLL_MSG.basisInvalid }),
  deductAbsence: z.boolean({ error: PAYROLL_MSG.deductAbsenceInvalid }),
  changePercent: z
    .number({ error: PAYROLL_MSG.changePercentInvalid })
    .int(PAYROLL_MSG.changePercentInvalid)
    .min(1, PAYROLL_MSG.changePercentInvalid)
    .max(100, PAYROLL_MSG.changePercentInvalid),
});
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;

/** Every row, those paid, those skipped, or those whose net changed by more than the run's percentage. */
export const PAYROLL_ROW_FILTERS = ['all', 'pay', 'skipped', 'changed'] as const;
export const payrollRowsQuerySchema = pageQuerySchema.extend({
  show: z.enum(PAYROLL_ROW_FILTERS, { error: 'Show all, pay, skipped or changed.' }).optional().default('all'),
});
export type PayrollRowsQuery = z.infer<typeof payrollRowsQuerySchema>;

export const payrollTotalsSchema = z.object({
  /** Rows in the run. */
  people: z.number(),
  /** Rows to be paid (or paid, once posted). */
  toPay: z.number(),
  paidAlready: z.number(),
  excluded: z.number(),
  self: z.number(),
  basic: z.number(),
  allowance: z.number(),
  deductions: z.number(),
  net: z.number(),
  /** Rows to pay whose net moved by more than the run's percentage since the person's last payslip. */
  changed: z.number(),
});

const who = z.object({ _id: z.string(), name: z.string() }).nullable();

export const payrollRunJsonSchema = z.object({
  _id: z.string(),
  month: z.string(),
  monthName: z.string(),
  payDate: z.string(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  /** Bumped by every change to the draft; posting names the version whose totals were reviewed. */
  version: z.number(),
  /** The departments paid; empty means everyone. */
  departments: z.array(z.object({ _id: z.string(), dep_name: z.string() })),
  createdBy: who,
  createdAt: z.string(),
  updatedAt: z.string(),
  postedBy: who,
  postedAt: z.string().nullable(),
  /** The pro-rating policy the draft was made under. */
  basis: z.enum(PAYROLL_BASES),
  deductAbsence: z.boolean(),
  changePercent: z.number(),
  /** The statutory settings the draft's rows were computed with (null: a bonus run, or a run drafted before they were kept). */
  statutory: statutoryUsedSchema.nullable(),
  /** A month's salaries, or a festival bonus (with its rules). */
  kind: z.enum(['monthly', 'bonus']),
  bonus: bonusRulesSchema.nullable(),
  totals: payrollTotalsSchema,
});
export type PayrollRunJson = z.infer<typeof payrollRunJsonSchema>;

export const payrollRowJsonSchema = z.object({
  employee: z.object({
    _id: z.string(),
    userId: z.string(),
    employeeId: z.string(),
    emp_name: z.string(),
    designation: z.string(),
    department: z.string().nullable(),
  }),
  /** The month's salary; the basic is it pro-rated. */
  monthlyBasic: z.number(),
  basicSalary: z.number(),
  allowance: z.number(),
  deductions: z.number(),
  netSalary: z.number(),
  /**
   * The row's arithmetic: days employed in the month (by the run's basis) of the basis's days, and
   * the days taken off them (unpaid leave, absences). Null on rows drafted before pro-rating.
   */
  paidDays: z.number().nullable(),
  basisDays: z.number().nullable(),
  unpaidDays: z.number().nullable(),
  absentDays: z.number().nullable(),
  /** The net of the person's last payslip before the month; null: none. */
  previousNet: z.number().nullable(),
  /** The pay lines of a person paid from a salary structure (components, arrears, adjustments); empty otherwise. */
  lines: z.array(payLineJsonSchema),
  /** The net moved by more than the run's percentage since then. */
  changed: z.boolean(),
  /** Why the person is not paid in this run: paid already that month, left out by HR, or the viewer themselves. */
  skip: z.enum(PAYROLL_RUN_SKIPS).nullable(),
  /** The salary record the run made (posted runs). */
  salaryId: z.string().nullable(),
});
export type PayrollRowJson = z.infer<typeof payrollRowJsonSchema>;

/** A change found at posting, for the 409's list. */
export const payrollChangeSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  change: z.string(),
});
export type PayrollChange = z.infer<typeof payrollChangeSchema>;
