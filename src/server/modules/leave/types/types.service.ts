import { asc, eq } from 'drizzle-orm';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveTypeInput, LeaveTypeJson } from '#shared/schemas/leave-balance.js';
import type { Db } from '#server/db/client.js';
import { leaveTypes } from '#server/db/schema/index.js';
import { conflict, notFound, pgErrorOf } from '#server/lib/errors.js';
import type { Actor } from '#server/auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import type { LeaveTypeRow } from './types.queries.js';

function toLeaveTypeJson(row: LeaveTypeRow): LeaveTypeJson {
  return {
    _id: row.id,
    name: row.name,
    paid: row.paid,
    entitlement: Number(row.entitlement),
    accrual: row.accrual,
    carryForwardCap: Number(row.carryForwardCap),
    carryExpiryMonths: row.carryExpiryMonths,
    allowNegative: row.allowNegative,
    allowHalfDays: row.allowHalfDays,
    encashable: row.encashable,
    encashCap: Number(row.encashCap),
    active: row.active,
    approval: row.approval,
  };
}

const columnsOf = (input: LeaveTypeInput) => ({
  ...input,
  entitlement: String(input.entitlement),
  carryForwardCap: String(input.carryForwardCap),
  encashCap: String(input.encashable ? input.encashCap : 0),
});

/** The leave types in their order; retired ones only when asked (the admin's screen). */
export async function listLeaveTypes(db: Db, includeRetired: boolean) {
  const rows = await db
    .select()
    .from(leaveTypes)
    .where(includeRetired ? undefined : eq(leaveTypes.active, true))
    .orderBy(asc(leaveTypes.position), asc(leaveTypes.name));
  return rows.map(toLeaveTypeJson);
}

/** A name another type has (in any case) is refused on the name field. */
function nameTaken(error: unknown): never {
  if (pgErrorOf(error)?.code === '23505') throw conflict(LEAVE_MSG.typeTaken, { field: 'name' });
  throw error;
}

export async function addLeaveType(db: Db, actor: Actor, input: LeaveTypeInput) {
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(leaveTypes)
        .values({ ...columnsOf(input), position: 100 })
        .returning();
      await recordAudit(tx, actor, {
        action: 'leave_type.create',
        subject: 'leave_type',
        subjectId: created!.id,
        person: null,
        after: toLeaveTypeJson(created!),
      });
      return created!;
    })
    .catch(nameTaken);
  return toLeaveTypeJson(row);
}

/** Changes a type; a new name follows on its leaves (ON UPDATE CASCADE). Its ledger keeps its rows. */
export async function editLeaveType(db: Db, actor: Actor, id: string, input: LeaveTypeInput) {
  const row = await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(leaveTypes).where(eq(leaveTypes.id, id)).for('update');
      if (!before) throw notFound(LEAVE_MSG.typeUnknown);
      const [after] = await tx
        .update(leaveTypes)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(leaveTypes.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'leave_type.update',
        subject: 'leave_type',
        subjectId: id,
        person: null,
        before: toLeaveTypeJson(before),
        after: toLeaveTypeJson(after!),
      });
      return after!;
    })
    .catch(nameTaken);
  return toLeaveTypeJson(row);
}
