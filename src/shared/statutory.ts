/**
 * Statutory lines' arithmetic (issue 29), in whole cents: the fiscal year a month falls in, the
 * yearly income tax of a taxable income by a year's slabs less its rebate, a month's share of it
 * (the year's tax projected and spread over the months left), and the provident fund's shares.
 * Rates and percentages are basis points (1/100 %) so that no float touches money.
 */

/** One band of a year's slabs: yearly taxable income up to `upToCents` (null: the open last band) taxed at `rateBp`. */
export interface TaxBand {
  upToCents: number | null;
  rateBp: number;
}

/** A fiscal year's tax rules: its slabs, the rebate (a share of taxable income, capped) and the minimum tax. */
export interface TaxYear {
  /** The calendar year the fiscal year starts in (2025 for July 2025 – June 2026). */
  fiscalYear: number;
  bands: TaxBand[];
  rebateBp: number;
  rebateCapCents: number | null;
  minimumCents: number;
}

/** (cents × bp) ÷ 10,000, rounded half up. */
export const bpOf = (cents: number, bp: number) => Number((2n * BigInt(cents) * BigInt(bp) + 10_000n) / 20_000n);

/** The fiscal year a month (YYYY-MM) falls in, and its month's place in it (1 = the first month). */
export function fiscalPlace(month: string, firstMonth: number) {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const fiscalYear = mm >= firstMonth ? year : year - 1;
  const index = ((mm - firstMonth + 12) % 12) + 1;
  return { fiscalYear, index, first: `${fiscalYear}-${String(firstMonth).padStart(2, '0')}-01` };
}

/** '2025–26' for a year starting in July 2025; '2026' when the fiscal year is the calendar year. */
export const fiscalYearLabel = (fiscalYear: number, firstMonth: number) =>
  firstMonth === 1 ? String(fiscalYear) : `${fiscalYear}–${String((fiscalYear + 1) % 100).padStart(2, '0')}`;

/** The tax of a yearly taxable income by the bands alone. */
export function slabTax(bands: readonly TaxBand[], incomeCents: number): number {
  let tax = 0;
  let below = 0;
  for (const band of bands) {
    const top = band.upToCents ?? Number.MAX_SAFE_INTEGER;
    if (incomeCents <= below) break;
    tax += bpOf(Math.min(incomeCents, top) - below, band.rateBp);
    below = top;
  }
  return tax;
}

/**
 * A year's tax: the slabs' tax less the rebate (`rebateBp` of the taxable income, at most the cap,
 * never more than the tax); when the slabs tax anything, at least the minimum tax.
 */
export function yearlyTax(year: TaxYear, incomeCents: number) {
  const gross = slabTax(year.bands, Math.max(0, incomeCents));
  const share = bpOf(Math.max(0, incomeCents), year.rebateBp);
  const rebate = Math.min(gross, year.rebateCapCents === null ? share : Math.min(share, year.rebateCapCents));
  const tax = gross > 0 ? Math.max(gross - rebate, year.minimumCents) : 0;
  return { gross, rebate, tax };
}

/** What the month's tax line is computed from. */
export interface TaxProjection {
  /** Taxable income paid earlier in the fiscal year (posted payslips' earnings, bonuses included). */
  paidCents: number;
  /** Tax deducted earlier in the fiscal year. */
  deductedCents: number;
  /** This month's taxable earnings (pro-rated, arrears included). */
  monthCents: number;
  /** A regular month's taxable earnings (the full monthly amounts), projected over the months after this one. */
  regularCents: number;
  /** Months of the fiscal year after this one that the person is expected to be paid. */
  monthsAfter: number;
}

/**
 * The month's tax: the year's tax on the projected yearly income (paid + this month + regular ×
 * months after), less what was deducted already, spread evenly over this month and the months after;
 * whole cents (half up), never below zero.
 */
export function monthlyTax(year: TaxYear, p: TaxProjection) {
  const projected = p.paidCents + p.monthCents + p.regularCents * p.monthsAfter;
  const { tax } = yearlyTax(year, projected);
  const left = Math.max(0, tax - p.deductedCents);
  const months = BigInt(p.monthsAfter + 1);
  return { projected, yearly: tax, cents: Number((2n * BigInt(left) + months) / (2n * months)) };
}
