/** One leave as every part of the leave context reads it: its row with its person, as JSON, locked. */
import { eq } from 'drizzle-orm';
import { daysInclusive } from '#shared/dates.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveJson } from '#shared/schemas/leave.js';
import type { Db, Tx } from '#server/db/client.js';
import { joinPerson, personColumns, toPersonJson } from '#server/db/person.js';
import { employees, leaves, users } from '#server/db/schema/index.js';
import { notFound } from '#server/lib/errors.js';
import { imageName } from '../../uploads/index.js';

export function selectLeaves(db: Db) {
  return joinPerson(
    db
      .select({
        id: leaves.id,
        ...personColumns,
        designation: employees.designation,
        email: users.email,
        imageId: users.imageId,
        leaveType: leaves.leaveType,
        startDate: leaves.startDate,
        endDate: leaves.endDate,
        reason: leaves.reason,
        startHalf: leaves.startHalf,
        endHalf: leaves.endHalf,
        workingDays: leaves.workingDays,
        status: leaves.status,
        createdAt: leaves.createdAt,
        decidedAt: leaves.decidedAt,
        decisionNote: leaves.decisionNote,
        cancelRequestedAt: leaves.cancelRequestedAt,
        cancelReason: leaves.cancelReason,
      })
      .from(leaves)
      .$dynamic(),
    leaves.employeeId,
  );
}

export type LeaveRow = Awaited<ReturnType<ReturnType<typeof selectLeaves>['execute']>>[number];

export function toLeaveJson(row: LeaveRow): LeaveJson {
  return {
    _id: row.id,
    employeeId: row.employeeId,
    userId: row.userId,
    employee: {
      ...toPersonJson(row),
      emp_email: row.email,
      designation: row.designation,
      profileImage: imageName(row.imageId),
      department:
        row.departmentId && row.departmentName ? { _id: row.departmentId, dep_name: row.departmentName } : null,
    },
    leaveType: row.leaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    days: daysInclusive(row.startDate, row.endDate),
    startHalf: row.startHalf,
    endHalf: row.endHalf,
    workingDays: row.workingDays === null ? null : Number(row.workingDays),
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    cancelRequest:
      row.status === 'Approved' && row.cancelRequestedAt
        ? { at: row.cancelRequestedAt.toISOString(), reason: row.cancelReason ?? '' }
        : null,
  };
}

export async function findLeave(db: Db, id: string) {
  const [row] = await selectLeaves(db).where(eq(leaves.id, id));
  if (!row) throw notFound(LEAVE_MSG.notFound);
  return row;
}
/** A leave as its approval steps need it. */
export const approvalLeaveOf = (row: LeaveRow) => ({
  id: row.id,
  employeeId: row.employeeId,
  userId: row.userId,
  leaveType: row.leaveType,
});

/** What the audit trail keeps of a leave's state. */
export const leaveState = (row: { status: string; decisionNote: string | null }) => ({
  status: row.status,
  decisionNote: row.decisionNote,
});
export const person = (row: LeaveRow) => ({ id: row.employeeId, name: row.name });
export const period = (row: LeaveRow) => `${row.leaveType}, ${row.startDate} to ${row.endDate}`;
/** The leave's row, locked for the rest of the transaction (concurrent answers wait, then see the change). */
export async function lockLeave(db: Db | Tx, id: string) {
  const [current] = await db
    .select({
      status: leaves.status,
      startDate: leaves.startDate,
      decisionNote: leaves.decisionNote,
      cancelRequestedAt: leaves.cancelRequestedAt,
      cancelReason: leaves.cancelReason,
    })
    .from(leaves)
    .where(eq(leaves.id, id))
    .for('update');
  if (!current) throw notFound(LEAVE_MSG.notFound);
  return current;
}
