import { z } from 'zod';
import { isRecordDay } from '../bounds.js';
import { PAYSLIPS_OF_EVERYONE } from '../constants.js';
import { DATE_MSG } from '../messages/dates.js';
import { PAYSLIP_MSG } from '../messages/payslips.js';

/** A pay month, 'YYYY-MM', of the records' years (shared/bounds.ts). */
export const payMonthSchema = z
  .string({ error: PAYSLIP_MSG.monthInvalid })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PAYSLIP_MSG.monthInvalid)
  .refine(isRecordDay, DATE_MSG.monthOutOfRange);

/** A department's payslips of one pay month, or everyone's (`department=all`) (HR). */
export const payslipBatchQuerySchema = z.object({
  month: payMonthSchema,
  department: z.union([z.literal(PAYSLIPS_OF_EVERYONE), z.uuid()], { error: PAYSLIP_MSG.departmentRequired }),
});
export type PayslipBatchQuery = z.infer<typeof payslipBatchQuerySchema>;

export const payslipBatchJsonSchema = z.object({
  success: z.literal(true),
  /** Payslips the ZIP holds: every salary record of the month of the department's people. */
  count: z.number(),
  /** The department's name, or 'Everyone'. */
  department: z.string(),
  /** 'November 2026'. */
  period: z.string(),
  /** The ZIP's file name. */
  fileName: z.string(),
});
export type PayslipBatchJson = z.infer<typeof payslipBatchJsonSchema>;
