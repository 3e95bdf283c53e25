/**
 * Opening balances for go-live: a CSV or XLSX of (Employee ID, Leave Type, Available) checked row by row
 * and loaded as one adjustment per balance that changes — the difference between the days the
 * ledger has and the days the file gives — all in one transaction, or nothing. Loading the same
 * file twice changes nothing the second time.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { OPENING_MSG } from '#shared/messages/opening-balances.js';
import { reasonSchema } from '#shared/schemas/common.js';
import {
  OPENING_COLUMNS,
  OPENING_IMPORT_LIMITS,
  openingDaysSchema,
  type OpeningPreview,
  type OpeningRow,
} from '#shared/schemas/opening-balances.js';
import type { Db, Tx } from '#server/db/client.js';
import { leaveLedger } from '#server/db/schema/index.js';
import { badRequest } from '#server/lib/errors.js';
import { errorCount, type ImportTableRow, joinErrors, markRepeats, readImportTable } from '#server/lib/import-table.js';
import { mapInTurns } from '#server/lib/in-turns.js';
import type { ImportUpload } from '#server/lib/import-upload.js';
import { rolledBack } from '#server/lib/rolled-back.js';
import { rowsOf } from '#server/lib/sql.js';
import type { Actor } from '#server/auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import { openYear, type LeaveClock } from './booking.js';

interface Person {
  id: string;
  code: string;
  name: string;
  user_id: string;
  last_working_day: string | null;
}
interface Type {
  id: string;
  name: string;
  active: boolean;
  allow_negative: boolean;
}
/** A row of the file with what it was matched to. */
interface Planned extends OpeningRow {
  person?: Person | undefined;
  type?: Type | undefined;
}

async function peopleOf(tx: Tx, codes: string[]): Promise<Map<string, Person>> {
  const rows = rowsOf<Person>(
    await tx.execute(sql`select e.id, e.employee_code as code, u.name, e.user_id, e.last_working_day::text
      from employees e join users u on u.id = e.user_id
      where lower(e.employee_code) = any(${sql.param(codes.map((code) => code.toLowerCase()))}::text[])`),
  );
  return new Map(rows.map((row) => [row.code.toLowerCase(), row]));
}

async function typesOf(tx: Tx): Promise<Map<string, Type>> {
  const rows = rowsOf<Type>(await tx.execute(sql`select id, name, active, allow_negative from leave_types`));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

type OpeningTable = ImportTableRow<(typeof OPENING_COLUMNS)[number]['key']>[];

/** The file's rows (read before any transaction begins: parsing a workbook holds no connection). */
async function readOpeningFile(upload: ImportUpload): Promise<OpeningTable> {
  return (await readImportTable(upload.bytes, OPENING_COLUMNS, OPENING_IMPORT_LIMITS.rows)).rows;
}

/** The employee's problem of a row, if any. */
function personError(row: Planned, cells: Record<string, string>, actorUserId: string): string | null {
  if (!cells.employeeId) return OPENING_MSG.employeeRequired;
  if (!row.person) return OPENING_MSG.employeeUnknown(cells.employeeId);
  if (row.person.last_working_day) return OPENING_MSG.employeeLeft(row.person.last_working_day);
  if (row.person.user_id === actorUserId) return LEAVE_MSG.selfAdjust;
  return null;
}

/** The leave type's problem of a row, if any. */
function typeError(row: Planned, cells: Record<string, string>): string | null {
  if (!cells.leaveType) return OPENING_MSG.typeRequired;
  if (!row.type) return OPENING_MSG.typeUnknown(cells.leaveType);
  if (!row.type.active) return OPENING_MSG.typeRetired(row.type.name);
  return null;
}

/** Every error of a row in the order a person reads it (employee, type, days); null when it can be loaded. */
function errorOf(row: Planned, cells: Record<string, string>, actorUserId: string): string | null {
  const days =
    row.available === null
      ? OPENING_MSG.available
      : row.available < 0 && row.type && !row.type.allow_negative
        ? OPENING_MSG.noNegative(row.type.name)
        : null;
  return joinErrors([personError(row, cells, actorUserId), typeError(row, cells), days]);
}

/** The file's rows matched to people and types and checked; nothing read of balances yet. */
async function readRows(tx: Tx, table: OpeningTable, actor: Actor): Promise<Planned[]> {
  const people = await peopleOf(tx, [...new Set(table.map((row) => row.cells.employeeId).filter(Boolean))]);
  const types = await typesOf(tx);
  const rows = await mapInTurns(table, ({ source, cells }): Planned => {
    const days = openingDaysSchema.safeParse(cells.available === '' ? undefined : cells.available);
    const row: Planned = {
      source,
      employeeId: cells.employeeId,
      name: null,
      leaveType: cells.leaveType,
      available: days.success ? days.data : null,
      current: null,
      change: null,
      error: null,
      person: people.get(cells.employeeId.toLowerCase()),
      type: types.get(cells.leaveType.toLowerCase()),
    };
    return { ...row, name: row.person?.name ?? null, error: errorOf(row, cells, actor.principal.userId) };
  });
  return markRepeats(
    rows,
    (row) => (row.person && row.type ? `${row.person.id} ${row.type.id}` : null),
    OPENING_MSG.repeated,
  );
}

/**
 * Every row of the file checked, and the change each would make to the current leave year's
 * ledger (brought up to date first, so a grant still to come is not counted twice). With `lock`
 * the people in the file are locked, so no request books between reading and loading.
 */
async function plan(tx: Tx, clock: LeaveClock, actor: Actor, table: OpeningTable, lock: boolean) {
  const year = Number(clock.today.slice(0, 4));
  const rows = await readRows(tx, table, actor);
  const ids = [...new Set(rows.filter((row) => !row.error).map((row) => row.person!.id))].sort();
  if (lock && ids.length) {
    await tx.execute(
      sql`select 1 from employees where id = any(${sql.param(ids)}::uuid[]) order by id for no key update`,
    );
  }
  await openYear(tx, clock, undefined, year);
  const sums = rowsOf<{ employee_id: string; leave_type_id: string; days: string }>(
    await tx.execute(sql`select employee_id, leave_type_id, available as days from leave_balances
      where year = ${year} and employee_id = any(${sql.param(ids)}::uuid[])`),
  );
  const current = new Map(sums.map((row) => [`${row.employee_id} ${row.leave_type_id}`, Number(row.days)]));
  const planned = rows.map((row) => {
    if (row.error) return row;
    const now = current.get(`${row.person!.id} ${row.type!.id}`) ?? 0;
    return { ...row, current: now, change: row.available! - now };
  });
  return { year, planned };
}

function previewOf(year: number, planned: Planned[]): OpeningPreview {
  const rows = planned.map(({ person: _person, type: _type, ...row }) => row);
  return { year, rows, errors: errorCount(rows), changes: rows.filter((row) => row.change).length };
}

/** What loading the file would do, row by row. Nothing is saved. */
export async function previewOpening(db: Db, clock: LeaveClock, actor: Actor, upload: ImportUpload) {
  const table = await readOpeningFile(upload);
  return rolledBack(db, async (tx) => {
    const { year, planned } = await plan(tx, clock, actor, table, false);
    return previewOf(year, planned);
  });
}

const INSERT_BATCH = 5_000;

/**
 * Loads every row or none: a row with an error refuses the file (400) and nothing is written. Each
 * balance that changes gets one adjustment with the reason given; one audit row tells what was loaded.
 */
export async function importOpening(db: Db, clock: LeaveClock, actor: Actor, upload: ImportUpload) {
  const reason = reasonSchema.safeParse(upload.fields.reason);
  if (!reason.success) throw badRequest(reason.error.issues[0]!.message, { field: 'reason' });
  const table = await readOpeningFile(upload);
  return db.transaction(async (tx) => {
    const { year, planned } = await plan(tx, clock, actor, table, true);
    const errors = errorCount(planned);
    if (errors) throw badRequest(IMPORT_MSG.fixRows(errors), { field: 'file' });
    const changed = planned.filter((row) => row.change);
    for (let start = 0; start < changed.length; start += INSERT_BATCH) {
      await tx.insert(leaveLedger).values(
        changed.slice(start, start + INSERT_BATCH).map((row) => ({
          employeeId: row.person!.id,
          leaveTypeId: row.type!.id,
          year,
          kind: 'adjustment' as const,
          days: String(row.change),
          effectiveDate: clock.today,
          reason: reason.data,
          createdBy: actor.principal.userId,
        })),
      );
    }
    await recordAudit(tx, actor, {
      action: 'leave_balance.import',
      // A load is no one balance: its own id names it in the trail.
      subject: 'leave_balance',
      subjectId: randomUUID(),
      person: null,
      after: { file: upload.fileName, year, rows: planned.length, changed: changed.length },
      reason: reason.data,
    });
    return { year, rows: planned.length, changes: changed.length };
  });
}
