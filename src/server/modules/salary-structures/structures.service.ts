/**
 * Salary structures (issue 29): a person's dated revisions. Revising adds one, audited; the basic
 * of the latest revision is kept on the employee record, so every screen and run that reads it
 * keeps working. A revision dated before months already paid is settled by the next payroll run
 * (arrears), not here.
 */
import { desc, eq } from 'drizzle-orm';
import { monthNameOf } from '#shared/dates.js';
import { fromCents } from '#shared/money.js';
import { kindOf } from '#shared/pay-lines.js';
import { STRUCTURE_MSG } from '#shared/messages/salary-structures.js';
import type { PersonStructuresJson, StructureInput } from '#shared/schemas/salary-structures.js';
import type { Actor } from '../../auth/actor.js';
import { findPerson } from '../../auth/policies.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db, Tx } from '../../db/client.js';
import { employees, salaryStructureComponents, salaryStructures } from '../../db/schema/index.js';
import { conflict, forbidden, notFound, pgErrorOf } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { structuresJson } from './structures.queries.js';
import { isHr } from '../../auth/policies.js';

async function personStructures(db: Db | Tx, employeeId: string): Promise<PersonStructuresJson> {
  const history = await structuresJson(db, employeeId);
  return { current: history[0] ?? null, history };
}

/** A person's structure and revisions: HR sees anyone's, everyone else only their own. */
export async function getStructures(db: Db, principal: Principal, idOrUserId: string) {
  const person = await findPerson(db, idOrUserId);
  if (!person) throw notFound(STRUCTURE_MSG.employeeUnknown);
  if (!isHr(principal) && person.userId !== principal.userId) throw forbidden();
  return personStructures(db, person.id);
}

/**
 * Adds a revision in force from the first day of `effectiveMonth`. The person's row is locked, so
 * revisions of one person take turns; a second revision for the same month is refused (409) by
 * the unique key, whichever arrives second. Nobody revises their own.
 */
export async function reviseStructure(db: Db, actor: Actor, idOrUserId: string, input: StructureInput) {
  const person = await findPerson(db, idOrUserId);
  if (!person) throw notFound(STRUCTURE_MSG.employeeUnknown);
  if (person.userId === actor.principal.userId) throw forbidden(STRUCTURE_MSG.selfRevise);
  const effectiveFrom = `${input.effectiveMonth}-01`;
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, person.id)).for('update');
      const [latest] = await tx
        .select({ effectiveFrom: salaryStructures.effectiveFrom })
        .from(salaryStructures)
        .where(eq(salaryStructures.employeeId, person.id))
        .orderBy(desc(salaryStructures.effectiveFrom))
        .limit(1);
      const [made] = await tx
        .insert(salaryStructures)
        .values({ employeeId: person.id, effectiveFrom, reason: input.reason, createdBy: actor.principal.userId })
        .returning({ id: salaryStructures.id });
      await tx.insert(salaryStructureComponents).values(
        input.components.map((rule) => ({
          structureId: made!.id,
          component: rule.component,
          kind: kindOf(rule.component),
          method: rule.method,
          amount: rule.amountCents === null ? null : fromCents(rule.amountCents),
          percent: rule.percentBp === null ? null : fromCents(rule.percentBp),
          percentOf: rule.of,
        })),
      );
      const basic = input.components.find((rule) => rule.component === 'basic')!.amountCents!;
      // The employee record follows the latest revision; an earlier one dated back leaves it be.
      if (!latest || latest.effectiveFrom < effectiveFrom) {
        await tx
          .update(employees)
          .set({ salary: fromCents(basic) })
          .where(eq(employees.id, person.id));
      }
      await recordAudit(tx, actor, {
        action: 'salary.revise',
        subject: 'salary',
        subjectId: made!.id,
        person: { id: person.id, name: person.name },
        after: {
          effectiveFrom: input.effectiveMonth,
          components: input.components.map((rule) => ({
            component: rule.component,
            method: rule.method,
            amount: rule.amountCents === null ? null : Number(fromCents(rule.amountCents)),
            percent: rule.percentBp === null ? null : Number(fromCents(rule.percentBp)),
            of: rule.of,
          })),
        },
        reason: input.reason,
      });
      return {
        message: STRUCTURE_MSG.revised(monthNameOf(input.effectiveMonth)),
        result: await personStructures(tx, person.id),
      };
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'salary_structures_employee_month_key') {
      throw conflict(STRUCTURE_MSG.monthTaken(monthNameOf(input.effectiveMonth)), { field: 'effectiveMonth' });
    }
    throw error;
  }
}
