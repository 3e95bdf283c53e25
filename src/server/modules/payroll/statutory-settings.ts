/**
 * The statutory settings (issue 29): the fiscal year's first month, income tax with slabs per
 * fiscal year, and the provident fund's shares. Without a saved row the shipped examples apply
 * (both lines off, a July fiscal year, Bangladesh-like slabs), and the screen says they are examples.
 * A monthly draft reads them when made or refreshed and keeps what its month used of them
 * (payroll_runs.statutory, shown on the run page, as the pro-rating basis is); posting is refused
 * (409) while the settings in force say otherwise, until a refresh computes the rows with them.
 */
import { asc, sql } from 'drizzle-orm';
import { STATUTORY_MSG } from '#shared/messages/statutory.js';
import { fromCents, toCents } from '#shared/money.js';
import type { StatutorySettings, StatutoryUsed, TaxYearInput } from '#shared/schemas/statutory.js';
import { fiscalPlace, type TaxYear } from '#shared/statutory.js';
import type { Db, Tx } from '../../db/client.js';
import { statutorySettings, taxYears } from '../../db/schema/index.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';

/** The audit trail's id for the statutory settings (one setting row, no uuid of its own). */
export const STATUTORY_SETTINGS_AUDIT_ID = '00000000-0000-4000-8000-0000000f0a13';

/** Bangladesh-like slabs of yearly taxable income (examples, not advice): 0 % to 350,000, then 5 % … 30 %. */
const EXAMPLE_BANDS = [
  { upTo: 350_000, rate: 0 },
  { upTo: 450_000, rate: 5 },
  { upTo: 850_000, rate: 10 },
  { upTo: 1_350_000, rate: 15 },
  { upTo: 1_850_000, rate: 20 },
  { upTo: 3_850_000, rate: 25 },
  { upTo: null, rate: 30 },
];
const exampleYear = (fiscalYear: number): TaxYearInput => ({
  fiscalYear,
  bands: EXAMPLE_BANDS,
  rebatePercent: 3,
  rebateCap: 1_000_000,
  minimumTax: 5_000,
});

export const STATUTORY_DEFAULTS: StatutorySettings = {
  fiscalStartMonth: 7,
  taxEnabled: false,
  taxYears: [exampleYear(2025), exampleYear(2026)],
  pfEnabled: false,
  pfEmployeePercent: 10,
  pfEmployerPercent: 10,
};

const cents = (value: number) => toCents(String(value)) ?? 0;
const bp = (percent: number | string) => Math.round(Number(percent) * 100);

/** A year as the arithmetic needs it: cents and basis points. */
export function taxYearOf(year: TaxYearInput): TaxYear {
  return {
    fiscalYear: year.fiscalYear,
    bands: year.bands.map((band) => ({
      upToCents: band.upTo === null ? null : cents(band.upTo),
      rateBp: bp(band.rate),
    })),
    rebateBp: bp(year.rebatePercent),
    rebateCapCents: year.rebateCap === null ? null : cents(year.rebateCap),
    minimumCents: cents(year.minimumTax),
  };
}

/** The settings in force (the shipped examples until saved). */
export async function statutorySettingsOf(db: Db | Tx): Promise<StatutorySettings & { saved: boolean }> {
  const [row] = await db.select().from(statutorySettings).limit(1);
  if (!row) return { ...STATUTORY_DEFAULTS, saved: false };
  const years = await db.select().from(taxYears).orderBy(asc(taxYears.fiscalYear));
  return {
    saved: true,
    fiscalStartMonth: row.fiscalStartMonth,
    taxEnabled: row.taxEnabled,
    pfEnabled: row.pfEnabled,
    pfEmployeePercent: Number(row.pfEmployeePercent),
    pfEmployerPercent: Number(row.pfEmployerPercent),
    taxYears: years.map((year) => ({
      fiscalYear: year.fiscalYear,
      bands: year.bands.map((band) => ({
        upTo: band.upToCents === null ? null : Number(fromCents(band.upToCents)),
        rate: band.rateBp / 100,
      })),
      rebatePercent: Number(year.rebatePercent),
      rebateCap: year.rebateCap === null ? null : Number(year.rebateCap),
      minimumTax: Number(year.minimumTax),
    })),
  };
}

/** The year whose rules a fiscal year uses: its own, or the latest earlier year's (or the earliest year's, before them all). */
function taxYearInputFor(settings: StatutorySettings, fiscalYear: number): TaxYearInput {
  const sorted = [...settings.taxYears].sort((a, b) => a.fiscalYear - b.fiscalYear);
  return sorted.filter((one) => one.fiscalYear <= fiscalYear).at(-1) ?? sorted[0]!;
}

/** The rules of a fiscal year, as the arithmetic needs them. */
export function taxYearFor(settings: StatutorySettings, fiscalYear: number): TaxYear {
  return taxYearOf(taxYearInputFor(settings, fiscalYear));
}

/** A run's kept settings with their keys in one order (jsonb keeps its own), so equal ones have equal JSON. */
function inOrder(used: StatutoryUsed): StatutoryUsed {
  const { tax, pf } = used;
  return {
    tax: tax && {
      fiscalStartMonth: tax.fiscalStartMonth,
      fiscalYear: tax.fiscalYear,
      year: {
        fiscalYear: tax.year.fiscalYear,
        bands: tax.year.bands.map((band) => ({ upTo: band.upTo, rate: band.rate })),
        rebatePercent: tax.year.rebatePercent,
        rebateCap: tax.year.rebateCap,
        minimumTax: tax.year.minimumTax,
      },
    },
    pf: pf && { employeePercent: pf.employeePercent, employerPercent: pf.employerPercent },
  };
}

/**
 * What a run of `month` (YYYY-MM) uses of the settings: the run keeps it when its rows are computed
 * (made, refreshed), shows it, and is refused posting while the settings in force say otherwise.
 */
export function statutoryUsedOf(settings: StatutorySettings, month: string): StatutoryUsed {
  const { fiscalYear } = fiscalPlace(month, settings.fiscalStartMonth);
  return inOrder({
    tax: settings.taxEnabled
      ? { fiscalStartMonth: settings.fiscalStartMonth, fiscalYear, year: taxYearInputFor(settings, fiscalYear) }
      : null,
    pf: settings.pfEnabled
      ? { employeePercent: settings.pfEmployeePercent, employerPercent: settings.pfEmployerPercent }
      : null,
  });
}

/** Whether a run's kept settings (read back from jsonb) are `now`'s. */
export const sameStatutory = (kept: StatutoryUsed, now: StatutoryUsed) =>
  JSON.stringify(inOrder(kept)) === JSON.stringify(inOrder(now));

/**
 * The settings a run's rows are computed with now, read under a share lock: a save (which locks the
 * table exclusively) waits until the run's transaction ends, so the rows and what the run keeps agree.
 */
export async function statutoryInForce(tx: Tx, month: string): Promise<StatutoryUsed> {
  await tx.execute(sql`lock table ${statutorySettings} in share mode`);
  return statutoryUsedOf(await statutorySettingsOf(tx), month);
}

const plain = (settings: StatutorySettings): StatutorySettings => ({
  fiscalStartMonth: settings.fiscalStartMonth,
  taxEnabled: settings.taxEnabled,
  taxYears: [...settings.taxYears].sort((a, b) => a.fiscalYear - b.fiscalYear),
  pfEnabled: settings.pfEnabled,
  pfEmployeePercent: settings.pfEmployeePercent,
  pfEmployerPercent: settings.pfEmployerPercent,
});

/** Saves the settings (the years replaced as a whole); saves take turns, and a change is audited. */
export async function setStatutorySettings(db: Db, actor: Actor, input: StatutorySettings) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${statutorySettings} in exclusive mode`);
    const current = await statutorySettingsOf(tx);
    const before = plain(current);
    const after = plain(input);
    if (current.saved && JSON.stringify(before) === JSON.stringify(after)) {
      return { settings: before, message: STATUTORY_MSG.unchanged };
    }
    const values = {
      fiscalStartMonth: after.fiscalStartMonth,
      taxEnabled: after.taxEnabled,
      pfEnabled: after.pfEnabled,
      pfEmployeePercent: String(after.pfEmployeePercent),
      pfEmployerPercent: String(after.pfEmployerPercent),
      updatedBy: actor.principal.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(statutorySettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: statutorySettings.id, set: values });
    await tx.delete(taxYears);
    await tx.insert(taxYears).values(
      after.taxYears.map((year) => {
        const rules = taxYearOf(year);
        return {
          fiscalYear: year.fiscalYear,
          bands: rules.bands,
          rebatePercent: String(year.rebatePercent),
          rebateCap: year.rebateCap === null ? null : String(year.rebateCap),
          minimumTax: String(year.minimumTax),
        };
      }),
    );
    await recordAudit(tx, actor, {
      action: 'payroll.statutory_settings',
      subject: 'payroll',
      subjectId: STATUTORY_SETTINGS_AUDIT_ID,
      person: null,
      before: { ...before },
      after: { ...after },
    });
    return { settings: after, message: STATUTORY_MSG.saved };
  });
}
