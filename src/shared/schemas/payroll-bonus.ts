import { z } from 'zod';
import { isIsoDate } from '../age.js';
import { lineText } from './common.js';
import { payDateWindow } from '../bounds.js';
import { addDays } from '../dates.js';
import { BONUS_MSG } from '../messages/payroll-bonus.js';

/** Below the minimum service, a festival bonus is pro-rated by months served, or not paid. */
export const BONUS_SHORT_SERVICE = ['prorate', 'none'] as const;
export type BonusShortService = (typeof BONUS_SHORT_SERVICE)[number];

/** The festival and its rules, as a bonus run shows them. */
export const bonusRulesSchema = z.object({
  name: z.string(),
  festivalDate: z.string(),
  /** Of each person's monthly basic. */
  percent: z.number(),
  /** Months of service for the full bonus (0: everyone employed on the festival date gets it in full). */
  minMonths: z.number(),
  shortService: z.enum(BONUS_SHORT_SERVICE),
});
export type BonusRules = z.infer<typeof bonusRulesSchema>;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * A new festival bonus run: the festival's name and date, the pay date (by default the festival
 * date; inside the pay-date window, within 60 days of the festival), the departments (none: everyone)
 * and the rules.
 */
export const bonusRunInputSchema = z
  .object({
    name: lineText('Festival names', { error: BONUS_MSG.nameRequired })
      .min(1, BONUS_MSG.nameRequired)
      .max(80, BONUS_MSG.nameTooLong),
    festivalDate: z
      .string({ error: BONUS_MSG.festivalDateRequired })
      .trim()
      .refine(isIsoDate, BONUS_MSG.festivalDateRequired),
    payDate: z.string().trim().optional(),
    departmentIds: z
      .array(z.uuid({ error: BONUS_MSG.departmentUnknown }))
      .max(100, BONUS_MSG.departmentUnknown)
      .optional()
      .default([]),
    percent: wholeNumber(BONUS_MSG.percentInvalid, 1, 300),
    minMonths: wholeNumber(BONUS_MSG.minMonthsInvalid, 0, 60),
    shortService: z.enum(BONUS_SHORT_SERVICE, { error: BONUS_MSG.shortServiceInvalid }),
  })
  .transform((input, ctx) => {
    const { earliest, latest } = payDateWindow();
    const payDate = input.payDate || input.festivalDate;
    if (!isIsoDate(payDate) || payDate < earliest || payDate > latest) {
      ctx.addIssue({ code: 'custom', path: ['payDate'], message: BONUS_MSG.payDateWindow(earliest, latest) });
      return z.NEVER;
    }
    if (input.festivalDate < addDays(payDate, -60) || input.festivalDate > addDays(payDate, 60)) {
      ctx.addIssue({ code: 'custom', path: ['festivalDate'], message: BONUS_MSG.festivalNearPay });
      return z.NEVER;
    }
    return { ...input, payDate, departmentIds: [...new Set(input.departmentIds)] };
  });
export type BonusRunInput = z.infer<typeof bonusRunInputSchema>;
