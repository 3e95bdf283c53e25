/** Reading salary structures: a person's revisions with their components, and everyone's for a payroll run. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { SALARY_COMPONENTS, type SalaryComponent } from '#shared/constants.js';
import { fromCents, toCents } from '#shared/money.js';
import { kindOf, monthlyAmounts, type ComponentRule } from '#shared/pay-lines.js';
import type { StructureJson } from '#shared/schemas/salary-structures.js';
import type { Db, Tx } from '../../db/client.js';
import { salaryStructureComponents, salaryStructures, users } from '../../db/schema/index.js';

/** One revision as payroll computes with it: the month it takes effect from (YYYY-MM) and its rules. */
export interface Revision {
  id: string;
  employeeId: string;
  effectiveFrom: string;
  rules: ComponentRule[];
}

type ComponentRow = typeof salaryStructureComponents.$inferSelect;

const ORDER = new Map<SalaryComponent, number>(SALARY_COMPONENTS.map((key, index) => [key, index]));

const ruleOf = (row: ComponentRow): ComponentRule => ({
  component: row.component,
  method: row.method,
  amountCents: row.amount === null ? null : (toCents(row.amount) ?? 0),
  // numeric(5,2) text → basis points, without a float.
  percentBp: row.percent === null ? null : (toCents(row.percent) ?? 0),
  of: row.percentOf,
});

async function componentsOf(db: Db | Tx, structureIds: string[]) {
  const byStructure = new Map<string, ComponentRow[]>();
  for (let i = 0; i < structureIds.length; i += 5000) {
    const rows = await db
      .select()
      .from(salaryStructureComponents)
      .where(inArray(salaryStructureComponents.structureId, structureIds.slice(i, i + 5000)));
    for (const row of rows) byStructure.set(row.structureId, [...(byStructure.get(row.structureId) ?? []), row]);
  }
  for (const rows of byStructure.values()) rows.sort((a, b) => ORDER.get(a.component)! - ORDER.get(b.component)!);
  return byStructure;
}

/** Every revision of some people, oldest first per person (for a payroll run: one query per 5,000 people). */
export async function revisionsOf(db: Db | Tx, employeeIds: readonly string[]): Promise<Map<string, Revision[]>> {
  const byPerson = new Map<string, Revision[]>();
  if (!employeeIds.length) return byPerson;
  const heads: (typeof salaryStructures.$inferSelect)[] = [];
  for (let i = 0; i < employeeIds.length; i += 5000) {
    heads.push(
      ...(await db
        .select()
        .from(salaryStructures)
        .where(inArray(salaryStructures.employeeId, employeeIds.slice(i, i + 5000)))
        .orderBy(asc(salaryStructures.effectiveFrom))),
    );
  }
  const components = await componentsOf(
    db,
    heads.map((head) => head.id),
  );
  for (const head of heads) {
    const revision = {
      id: head.id,
      employeeId: head.employeeId,
      effectiveFrom: head.effectiveFrom.slice(0, 7),
      rules: (components.get(head.id) ?? []).map(ruleOf),
    };
    byPerson.set(head.employeeId, [...(byPerson.get(head.employeeId) ?? []), revision]);
  }
  return byPerson;
}

/** The revision in force in a month (YYYY-MM) of a person's, oldest first; undefined before the first. */
export function inForce(revisions: readonly Revision[] | undefined, month: string): Revision | undefined {
  return revisions?.filter((revision) => revision.effectiveFrom <= month).at(-1);
}

const money = (cents: number) => Number(fromCents(cents));

/** A person's revisions as the API gives them, newest first. */
export async function structuresJson(db: Db | Tx, employeeId: string): Promise<StructureJson[]> {
  const heads = await db
    .select({ head: salaryStructures, by: users.name })
    .from(salaryStructures)
    .leftJoin(users, eq(users.id, salaryStructures.createdBy))
    .where(eq(salaryStructures.employeeId, employeeId))
    .orderBy(desc(salaryStructures.effectiveFrom));
  const components = await componentsOf(
    db,
    heads.map(({ head }) => head.id),
  );
  return heads.map(({ head, by }) => {
    const rows = components.get(head.id) ?? [];
    const monthly = monthlyAmounts(rows.map(ruleOf));
    let earnings = 0;
    let deductions = 0;
    for (const [key, cents] of monthly) {
      if (kindOf(key) === 'earning') earnings += cents;
      else deductions += cents;
    }
    return {
      _id: head.id,
      effectiveFrom: head.effectiveFrom.slice(0, 7),
      reason: head.reason,
      createdBy: head.createdBy ? { _id: head.createdBy, name: by ?? 'Former user' } : null,
      createdAt: head.createdAt.toISOString(),
      components: rows.map((row) => ({
        component: row.component,
        kind: row.kind,
        method: row.method,
        amount: row.amount === null ? null : Number(row.amount),
        percent: row.percent === null ? null : Number(row.percent),
        of: row.percentOf,
        monthly: money(monthly.get(row.component) ?? 0),
      })),
      earnings: money(earnings),
      deductions: money(deductions),
      net: money(earnings - deductions),
    };
  });
}
