/**
 * A person's yearly tax statement (issue 29, item 5): the posted payslips of one fiscal year, their
 * sums, and the year's income tax by the organisation's slabs for that year against the tax
 * deducted — payable or refundable. The person reads their own; admins and HR officers anyone's.
 */
import { monthNameOf } from '#shared/dates.js';
import { TAX_STATEMENT_MSG as MSG } from '#shared/messages/payslips.js';
import type { TaxYearJson } from '#shared/schemas/tax-statement.js';
import { fiscalYearLabel, yearlyTax, type TaxYear } from '#shared/statutory.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { statutorySettingsOf, taxYearFor } from '../payroll/index.js';
import { safeFileName } from '../payslips/index.js';
import { fiscalYearsOf, statementFigures, statementPerson, type StatementFigures } from './tax-statement.queries.js';
import { isHr } from '../../auth/policies.js';

const mm = (month: number) => String(month).padStart(2, '0');

/** A fiscal year's first day, the first day after it, its label and its months in words. */
export function fiscalYearOf(fiscalYear: number, firstMonth: number) {
  const lastMonth = firstMonth === 1 ? `${fiscalYear}-12` : `${fiscalYear + 1}-${mm(firstMonth - 1)}`;
  return {
    fiscalYear,
    first: `${fiscalYear}-${mm(firstMonth)}-01`,
    next: `${fiscalYear + 1}-${mm(firstMonth)}-01`,
    label: fiscalYearLabel(fiscalYear, firstMonth),
    period: `${monthNameOf(`${fiscalYear}-${mm(firstMonth)}`)} – ${monthNameOf(lastMonth)}`,
  };
}

export interface TaxStatement {
  person: { name: string; employeeCode: string; department: string | null; designation: string };
  year: ReturnType<typeof fiscalYearOf>;
  figures: StatementFigures;
  /** The slabs, rebate and minimum applied, and the label of the fiscal year they were saved for. */
  rules: TaxYear & { label: string };
  tax: {
    incomeCents: number;
    slabCents: number;
    rebateCents: number;
    taxCents: number;
    deductedCents: number;
    /** Tax for the year less tax deducted: above zero payable, below zero refundable. */
    balanceCents: number;
  };
  taxEnabled: boolean;
}

/** 'Tax-statement_2026-27_EMP-0042_Nadia-Islam.pdf'. */
const fileNameOf = (person: { employeeCode: string; name: string }, label: string) =>
  `Tax-statement_${label.replace('–', '-')}_${safeFileName(person.employeeCode)}_${safeFileName(person.name)}.pdf`;

/** The person asked for (or oneself): 404 when unknown, 403 when not one's own and not HR. */
async function personFor(db: Db, principal: Principal, idOrUserId: string | undefined) {
  const person = await statementPerson(db, idOrUserId ?? principal.employeeId ?? principal.userId);
  if (!person) throw notFound(MSG.employeeUnknown);
  if (!isHr(principal) && person.userId !== principal.userId) throw forbidden();
  return person;
}

/** The fiscal years in which the person has posted payslips, newest first. */
export async function taxYears(db: Db, principal: Principal, idOrUserId: string | undefined) {
  const person = await personFor(db, principal, idOrUserId);
  const { fiscalStartMonth } = await statutorySettingsOf(db);
  const years = await fiscalYearsOf(db, person.employeeId, fiscalStartMonth);
  return {
    fiscalStartMonth,
    result: years.map((one): TaxYearJson => {
      const year = fiscalYearOf(one.fiscalYear, fiscalStartMonth);
      return {
        fiscalYear: one.fiscalYear,
        label: year.label,
        period: year.period,
        payslips: one.payslips,
        fileName: fileNameOf(person, year.label),
      };
    }),
  };
}

/** The statement of one fiscal year; 404 when nothing was posted to the person in it. */
export async function taxStatement(
  db: Db,
  principal: Principal,
  query: { employee?: string | undefined; year: number },
): Promise<{ statement: TaxStatement; fileName: string }> {
  const person = await personFor(db, principal, query.employee);
  const settings = await statutorySettingsOf(db);
  const year = fiscalYearOf(query.year, settings.fiscalStartMonth);
  const figures = await statementFigures(db, person.employeeId, year.first, year.next);
  if (!figures.slips.length) throw notFound(MSG.nothingPosted(person.name, year.label, year.period));
  const rules = taxYearFor(settings, query.year);
  const computed = yearlyTax(rules, figures.totals.grossCents);
  const statement: TaxStatement = {
    person: {
      name: person.name,
      employeeCode: person.employeeCode,
      department: person.departmentName,
      designation: person.designation,
    },
    year,
    figures,
    rules: { ...rules, label: fiscalYearLabel(rules.fiscalYear, settings.fiscalStartMonth) },
    tax: {
      incomeCents: figures.totals.grossCents,
      slabCents: computed.gross,
      rebateCents: computed.rebate,
      taxCents: computed.tax,
      deductedCents: figures.totals.taxCents,
      balanceCents: computed.tax - figures.totals.taxCents,
    },
    taxEnabled: settings.taxEnabled,
  };
  return { statement, fileName: fileNameOf(person, year.label) };
}
