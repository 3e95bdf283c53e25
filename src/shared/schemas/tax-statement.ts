import { z } from 'zod';
import { isRecordYear } from '../bounds.js';
import { TAX_STATEMENT_MSG as MSG } from '../messages/payslips.js';

const YEAR = /^(\d{4})(?:[-–](\d{2}))?$/;

/** Whether a fiscal year is written as its first calendar year ('2026') or as its label ('2026–27', '2026-27'). */
function isFiscalYear(text: string): boolean {
  const match = YEAR.exec(text);
  if (!match) return false;
  const first = Number(match[1]);
  return isRecordYear(first) && (match[2] === undefined || Number(match[2]) === (first + 1) % 100);
}

/** A fiscal year, by the calendar year it starts in: '2026', '2026–27' or '2026-27' → 2026. */
export const fiscalYearSchema = z
  .string({ error: MSG.yearInvalid })
  .trim()
  .refine(isFiscalYear, MSG.yearInvalid)
  .transform((text) => Number(text.slice(0, 4)));

/** Whose statement (an employee or user id; one's own when left out) and which fiscal year. */
export const taxStatementQuerySchema = z.object({
  employee: z.uuid({ error: 'Invalid employee id.' }).optional(),
  year: fiscalYearSchema,
});
export type TaxStatementQuery = z.input<typeof taxStatementQuerySchema>;

export const taxYearsQuerySchema = z.object({ employee: z.uuid({ error: 'Invalid employee id.' }).optional() });

/** A fiscal year in which the person has a posted payslip. */
export const taxYearJsonSchema = z.object({
  /** The calendar year it starts in: 2026 for July 2026 – June 2027. */
  fiscalYear: z.number(),
  /** '2026–27' (or '2026' when the fiscal year is the calendar year). */
  label: z.string(),
  /** 'July 2026 – June 2027'. */
  period: z.string(),
  /** Posted payslips in it (monthly, bonus, adjustment, settlement). */
  payslips: z.number(),
  /** The statement's file name: 'Tax-statement_2026-27_EMP-0042_Nadia-Islam.pdf'. */
  fileName: z.string(),
});
export type TaxYearJson = z.infer<typeof taxYearJsonSchema>;
