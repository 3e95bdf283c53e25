import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaxBand } from '#shared/statutory.js';
import { users } from './accounts.js';

/**
 * The statutory settings, one row at most (issue 29): the fiscal year's first month, whether
 * income tax and the provident fund are computed, and the fund's shares (% of the month's basic).
 * No row: the shipped defaults (both off, July, 10 % and 10 %).
 */
export const statutorySettings = pgTable(
  'statutory_settings',
  {
    id: boolean('id').primaryKey().default(true),
    fiscalStartMonth: smallint('fiscal_start_month').notNull(),
    taxEnabled: boolean('tax_enabled').notNull(),
    pfEnabled: boolean('pf_enabled').notNull(),
    pfEmployeePercent: numeric('pf_employee_percent', { precision: 5, scale: 2 }).notNull(),
    pfEmployerPercent: numeric('pf_employer_percent', { precision: 5, scale: 2 }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('statutory_settings_single_row', sql`${t.id}`),
    check('statutory_settings_first_month', sql`${t.fiscalStartMonth} between 1 and 12`),
    check(
      'statutory_settings_pf_range',
      sql`${t.pfEmployeePercent} between 0 and 100 and ${t.pfEmployerPercent} between 0 and 100`,
    ),
  ],
);

/**
 * A fiscal year's income-tax rules: its slabs (bands of yearly taxable income in whole cents,
 * rates in basis points, the last band open), the rebate and the minimum tax. A year without a
 * row uses the latest earlier year's.
 */
export const taxYears = pgTable(
  'tax_years',
  {
    fiscalYear: integer('fiscal_year').primaryKey(),
    bands: jsonb('bands').$type<TaxBand[]>().notNull(),
    rebatePercent: numeric('rebate_percent', { precision: 5, scale: 2 }).notNull(),
    rebateCap: numeric('rebate_cap', { precision: 14, scale: 2 }),
    minimumTax: numeric('minimum_tax', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    check('tax_years_rebate_range', sql`${t.rebatePercent} between 0 and 100`),
    check('tax_years_amounts', sql`${t.minimumTax} >= 0 and (${t.rebateCap} is null or ${t.rebateCap} >= 0)`),
  ],
);
