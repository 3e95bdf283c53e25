import { eq } from 'drizzle-orm';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { Db, Tx } from '#server/db/client.js';
import { leaveTypes } from '#server/db/schema/index.js';
import { badRequest } from '#server/lib/errors.js';

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;

/** The leave type a request names; an unknown or retired one is refused on the form's field. */
export async function requestableType(db: Db | Tx, name: string): Promise<LeaveTypeRow> {
  const [row] = await db.select().from(leaveTypes).where(eq(leaveTypes.name, name)).limit(1);
  if (!row || !row.active) throw badRequest(LEAVE_MSG.typeUnknown, { field: 'leaveType' });
  return row;
}
