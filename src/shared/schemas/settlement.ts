import { z } from 'zod';
import { PAYROLL_BASES, SETTLEMENT_STATUSES } from '../constants.js';
import { SETTLEMENT_MSG } from '../messages/settlement.js';
import { lineText } from './common.js';
import { moneyAmount } from './salary.js';

/** A recovery as kept: what is taken from the leaver and why, in cents. */
export interface SettlementRecovery {
  id: string;
  reason: string;
  cents: number;
}

/** HR adds a recovery: a reason (advance outstanding, unreturned equipment, notice shortfall…) and an amount. */
export const recoveryInputSchema = z.object({
  reason: lineText('Reasons', { error: SETTLEMENT_MSG.reasonRequired })
    .min(1, SETTLEMENT_MSG.reasonRequired)
    .max(200, SETTLEMENT_MSG.reasonTooLong),
  amount: moneyAmount(SETTLEMENT_MSG.amountRequired).refine((cents) => cents > 0, SETTLEMENT_MSG.amountPositive),
});
export type RecoveryInput = z.infer<typeof recoveryInputSchema>;

export const recoveryParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id.' }),
  recoveryId: z.uuid({ error: 'Invalid id.' }),
});

/** Finalising says which draft HR reviewed, by its net, so a draft that changed since is not finalised blind. */
export const finaliseInputSchema = z.object({ net: z.number({ error: SETTLEMENT_MSG.netRequired }) });

/** One line of a statement, with its arithmetic in words. */
export const settlementLineSchema = z.object({
  kind: z.enum(['pay', 'allowance', 'deduction', 'encashment', 'recovery']),
  label: z.string(),
  /** '12 of 30 days × 30,000.00', '5 of 7.5 days (at most 5) × 1,000.00 a day'. */
  detail: z.string(),
  side: z.enum(['earning', 'deduction']),
  amount: z.number(),
  /** A recovery's id (HR removes it while a draft). */
  recoveryId: z.string().nullable(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const settlementStatementSchema = z.object({
  employee: z.object({
    _id: z.string(),
    name: z.string(),
    employeeCode: z.string(),
    designation: z.string(),
    department: z.string().nullable(),
    hireDate: z.string(),
    lastWorkingDay: z.string(),
  }),
  /** The final month, 'YYYY-MM', and its name. */
  month: z.string(),
  monthName: z.string(),
  basis: z.enum(PAYROLL_BASES),
  /** The monthly basic the day rate comes from, and the basis's days in the final month. */
  monthlyBasic: z.number(),
  basisDays: z.number(),
  dayRate: z.number(),
  /** The final month was paid already (by a run or Add Salary) on this day: no pay line. */
  paidOn: z.string().nullable(),
  lines: z.array(settlementLineSchema),
  earnings: z.number(),
  deductions: z.number(),
  net: z.number(),
});
export type SettlementStatementJson = z.infer<typeof settlementStatementSchema>;

export const settlementJsonSchema = z.object({
  status: z.enum(SETTLEMENT_STATUSES),
  statement: settlementStatementSchema,
  finalisedAt: z.string().nullable(),
  finalisedBy: z.string().nullable(),
  /** The 'settlement' payslip written when finalised. */
  salaryId: z.string().nullable(),
});
export type SettlementJson = z.infer<typeof settlementJsonSchema>;
