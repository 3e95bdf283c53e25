import { z } from 'zod';
import { reasonSchema, searchText } from './common.js';
import { pageQuerySchema, sortQuerySchema } from './paging.js';
import { BOUNDS, payDateWindow } from '../bounds.js';
import { PAYABLE_SALARY_TYPES, SALARY_TYPES } from '../constants.js';
import { isIsoDate } from '../age.js';
import { toIsoDay } from '../dates.js';
import { toCents } from '../money.js';
import { SALARY_MSG } from '../messages/salary.js';
import { SALARY_SORTS } from '../list-columns.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { SALARY_SORTS };

/** A money amount in whole cents (0 when left empty; `required` makes it required). */
export const moneyAmount = (required?: string) =>
  z
    .union([z.number(), z.string()], { error: required ?? SALARY_MSG.amountInvalid })
    .optional()
    .nullable()
    .superRefine((value, ctx) => {
      if (required && (value === undefined || value === null || value === '')) {
        ctx.addIssue({ code: 'custom', message: required });
      } else if (toCents(value ?? '') === null) {
        ctx.addIssue({ code: 'custom', message: SALARY_MSG.amountInvalid });
      } else if ((toCents(value ?? '') ?? 0) > BOUNDS.maxAmountCents) {
        ctx.addIssue({ code: 'custom', message: SALARY_MSG.amountTooLarge });
      }
    })
    .transform((value) => toCents(value ?? '') ?? 0);

export const salaryInputSchema = z.object({
  employeeId: z.uuid({ error: SALARY_MSG.employeeRequired }),
  basicSalary: moneyAmount(SALARY_MSG.basicRequired),
  allowance: moneyAmount(),
  deductions: moneyAmount(),
  /** Ignored: the server computes the net itself. */
  netSalary: z.unknown().optional(),
  payDate: z.union([z.number(), z.string()], { error: SALARY_MSG.payDateRequired }).transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: SALARY_MSG.payDateRequired });
      return z.NEVER;
    }
    const day = toIsoDay(value);
    if (!day || !isIsoDate(day)) {
      ctx.addIssue({ code: 'custom', message: SALARY_MSG.payDateInvalid });
      return z.NEVER;
    }
    const { earliest, latest } = payDateWindow();
    if (day < earliest || day > latest) {
      ctx.addIssue({ code: 'custom', message: SALARY_MSG.payDateOutOfRange(earliest, latest) });
      return z.NEVER;
    }
    return day;
  }),
  /** `regular` (one per person per pay month) unless this is an extra payment. */
  type: z.enum(PAYABLE_SALARY_TYPES, { error: SALARY_MSG.typeInvalid }).optional().default('regular'),
  /** Pay it again: an extra payment the same as one recorded in the last 10 minutes is refused (409) without it. */
  confirm: z.boolean({ error: 'Say true or false.' }).optional(),
});
export type SalaryInput = z.infer<typeof salaryInputSchema>;

/** A correction of a salary record: its figures, pay date and type again, and why. */
export const salaryCorrectionSchema = salaryInputSchema
  .omit({ employeeId: true, netSalary: true, confirm: true })
  .extend({ reason: reasonSchema });
export type SalaryCorrection = z.infer<typeof salaryCorrectionSchema>;

export const salaryJsonSchema = z.object({
  _id: z.string(),
  basicSalary: z.number(),
  allowance: z.number(),
  deductions: z.number(),
  netSalary: z.number(),
  payDate: z.string(),
  type: z.enum(SALARY_TYPES),
  /** What the payslip pays when not the month's salary ('Festival bonus — Eid-ul-Adha 2026'); null: its type says. */
  title: z.string().nullable(),
  /** The payslip's lines when it was paid from a salary structure (components, arrears); empty otherwise. */
  lines: z.array(
    z.object({
      key: z.string(),
      side: z.enum(['earning', 'deduction', 'employer']),
      amount: z.number(),
      month: z.string().nullable(),
    }),
  ),
  emp_name: z.string(),
  employee: z.object({ _id: z.string(), userId: z.string(), emp_name: z.string(), employeeId: z.string() }),
  createdAt: z.string(),
});
export type SalaryJson = z.infer<typeof salaryJsonSchema>;

/** Who a salary can be paid to: the add-salary form's employee picker (admins and moderators). */
export const payeeQuerySchema = z.object({
  search: searchText().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const payeeJsonSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  employeeId: z.string(),
  emp_name: z.string(),
  department: z.object({ dep_name: z.string() }).nullable(),
  /** The salary on the employee record: what Add Salary pre-fills as the basic. */
  salary: z.number(),
});
export type PayeeJson = z.infer<typeof payeeJsonSchema>;

export const salaryListQuerySchema = pageQuerySchema.extend({ sort: sortQuerySchema(SALARY_SORTS) });
export type SalaryListQuery = z.infer<typeof salaryListQuerySchema>;
