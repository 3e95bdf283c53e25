import { z } from 'zod';
import { STATUTORY_MSG as MSG } from '../messages/statutory.js';
import { fiscalYearLabel } from '../statutory.js';

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const percent = z
  .number({ error: MSG.percentInvalid })
  .min(0, MSG.percentInvalid)
  .max(100, MSG.percentInvalid)
  .refine(twoDecimals, MSG.percentInvalid);
const amount = z
  .number({ error: MSG.amountInvalid })
  .min(0, MSG.amountInvalid)
  .max(99_999_999_999.99, MSG.amountInvalid)
  .refine(twoDecimals, MSG.amountInvalid);
const flag = z.boolean({ error: MSG.switchInvalid });

/** One band: yearly taxable income up to `upTo` (null: everything above the band before) taxed at `rate` %. */
export const taxBandSchema = z.object({ upTo: amount.nullable(), rate: percent });

/** A fiscal year's slabs, its rebate (`rebatePercent` of taxable income, at most `rebateCap`) and minimum tax. */
export const taxYearSchema = z.object({
  fiscalYear: z
    .number({ error: MSG.yearInvalid })
    .int(MSG.yearInvalid)
    .min(2000, MSG.yearInvalid)
    .max(2100, MSG.yearInvalid),
  bands: z.array(taxBandSchema, { error: MSG.yearsRequired }),
  rebatePercent: percent,
  rebateCap: amount.nullable(),
  minimumTax: amount,
});
export type TaxYearInput = z.infer<typeof taxYearSchema>;

/**
 * The statutory settings (issue 29): the fiscal year's first month, income tax (on or off, slabs per
 * fiscal year) and the provident fund (on or off, the employee's and the employer's shares, % of
 * the month's basic). Bands are checked in order: ascending upper amounts, only the last one open.
 */
export const statutorySettingsSchema = z
  .object({
    fiscalStartMonth: z
      .number({ error: MSG.firstMonthInvalid })
      .int(MSG.firstMonthInvalid)
      .min(1, MSG.firstMonthInvalid)
      .max(12, MSG.firstMonthInvalid),
    taxEnabled: flag,
    taxYears: z.array(taxYearSchema, { error: MSG.yearsRequired }).min(1, MSG.yearsRequired).max(20, MSG.yearsTooMany),
    pfEnabled: flag,
    pfEmployeePercent: percent,
    pfEmployerPercent: percent,
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.taxYears.forEach((year, index) => {
      const label = fiscalYearLabel(year.fiscalYear, value.fiscalStartMonth);
      const problem = bandsProblem(year, label, seen);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['taxYears', index, 'bands'] });
      seen.add(year.fiscalYear);
    });
  });
export type StatutorySettings = z.infer<typeof statutorySettingsSchema>;

function bandsProblem(year: TaxYearInput, label: string, seen: ReadonlySet<number>): string | null {
  if (seen.has(year.fiscalYear)) return MSG.yearTwice(label);
  if (!year.bands.length) return MSG.bandsRequired(label);
  if (year.bands.length > 12) return MSG.bandsTooMany(label);
  const last = year.bands.length - 1;
  for (const [index, band] of year.bands.entries()) {
    if (index < last && band.upTo === null) return MSG.bandOpenLast(label);
    if (index === last && band.upTo !== null) return MSG.bandLastOpen(label);
    const before = index > 0 ? year.bands[index - 1]!.upTo : null;
    if (band.upTo !== null && before !== null && band.upTo <= before) return MSG.bandsAscending(label);
  }
  return null;
}

/**
 * What a monthly run's draft was computed with (issue 29): the statutory settings as its month uses
 * them — the tax (the fiscal year's first month, the month's fiscal year and the slabs it used, a
 * year's own or the latest earlier year's), the provident fund's shares — each null while off.
 */
export const statutoryUsedSchema = z.object({
  tax: z.object({ fiscalStartMonth: z.number(), fiscalYear: z.number(), year: taxYearSchema }).nullable(),
  pf: z.object({ employeePercent: z.number(), employerPercent: z.number() }).nullable(),
});
export type StatutoryUsed = z.infer<typeof statutoryUsedSchema>;
