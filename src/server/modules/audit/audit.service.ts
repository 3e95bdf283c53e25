import { desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditSubject } from '#shared/constants.js';
import { addDays } from '#shared/dates.js';
import { DATE_MSG } from '#shared/messages/dates.js';
import type { AuditEventJson, AuditQuery } from '#shared/schemas/audit.js';
import type { Actor } from '../../auth/actor.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { runLast } from '../../db/last-statements.js';
import type { ExportColumn } from '../../lib/export.js';
import { badRequest } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { andAll, orderOf } from '../../lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';

export interface AuditEntry {
  action: AuditAction;
  subject: AuditSubject;
  subjectId: string;
  person: { id: string; name: string } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change: if the change fails,
 * the row goes with it; if the row cannot be written, the change does not happen.
 */
export async function recordAudit(tx: Db | Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  // Last in its transaction: the trail's lock is then held for this statement and the commit only.
  await runLast(tx, () =>
    tx.insert(auditEvents).values({
      actorId: actor.principal.userId,
      actorName: actor.principal.name,
      action: entry.action,
      subject: entry.subject,
      subjectId: entry.subjectId,
      personId: entry.person?.id ?? null,
      personName: entry.person?.name ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      requestId: actor.requestId,
      ip: actor.ip,
    }),
  );
}

type AuditRow = typeof auditEvents.$inferSelect;

function toAuditJson(row: AuditRow): AuditEventJson {
  return {
    _id: row.id,
    seq: row.seq,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action as AuditAction,
    subject: row.subject,
    subjectId: row.subjectId,
    person: row.personId ? { _id: row.personId, name: row.personName ?? '' } : null,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    reason: row.reason,
    requestId: row.requestId,
    ip: row.ip,
  };
}

/**
 * A reversed date range is refused before an export starts streaming. The list's schema refuses
 * it too; an export's query is the list's fields without their checks of several fields.
 */
export function checkDateRange(query: Pick<AuditQuery, 'from' | 'to'>) {
  if (query.from && query.to && query.to < query.from) throw badRequest(DATE_MSG.rangeReversed, { field: 'to' });
}

/** The filters as SQL; dates are whole UTC days, `to` included. */
function filtersOf(query: Omit<AuditQuery, 'page' | 'limit'>): SQL | undefined {
  return andAll([
    query.personId ? eq(auditEvents.personId, query.personId) : undefined,
    query.actorId ? eq(auditEvents.actorId, query.actorId) : undefined,
    query.subject ? eq(auditEvents.subject, query.subject) : undefined,
    query.from ? gte(auditEvents.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditEvents.at, new Date(`${addDays(query.to, 1)}T00:00:00Z`)) : undefined,
    query.seq ? eq(auditEvents.seq, query.seq) : undefined,
  ]);
}

const NEWEST_FIRST = [desc(auditEvents.at), desc(auditEvents.id)];
const SORT_COLUMNS = { at: auditEvents.at, actor: auditEvents.actorName };

/** The audit trail, newest first, one page and the filtered total. */
export async function listAudit(db: Db, query: AuditQuery) {
  const where = filtersOf(query);
  const order = orderOf(parseSort(query.sort), SORT_COLUMNS, NEWEST_FIRST, auditEvents.id);
  const base = db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(...order);
  const { rows, total } = await pageOf(
    { page: query.page ?? 1, limit: query.limit },
    {
      all: () => base,
      page: (limit, offset) => base.limit(limit).offset(offset),
      count: () =>
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditEvents)
          .where(where),
    },
  );
  return { result: rows.map(toAuditJson), total: total ?? rows.length };
}

const EXPORT_BATCH = 2000;

/**
 * The filtered trail in the list's order, read in keyset stretches: each continues after the
 * previous stretch's last row, compared as the database holds it (a timestamp in microseconds),
 * so a long history is neither held in memory nor read again from the start for each stretch.
 */
export async function* auditStretches(
  db: Db,
  query: Omit<AuditQuery, 'page' | 'limit'>,
): AsyncGenerator<AuditEventJson[]> {
  const where = filtersOf(query);
  const sort = parseSort(query.sort) ?? { column: 'at' as const, desc: true };
  const column = SORT_COLUMNS[sort.column];
  const order = orderOf(sort, SORT_COLUMNS, NEWEST_FIRST, auditEvents.id);
  for (let last: string | undefined; ;) {
    const after = last
      ? sql`(${column}, ${auditEvents.id}) ${sort.desc ? sql`<` : sql`>`} (select ${column}, ${auditEvents.id} from ${auditEvents} where ${auditEvents.id} = ${last})`
      : undefined;
    const batch = await db
      .select()
      .from(auditEvents)
      .where(andAll([where, after]))
      .orderBy(...order)
      .limit(EXPORT_BATCH);
    if (batch.length) yield batch.map(toAuditJson);
    if (batch.length < EXPORT_BATCH) return;
    last = batch[batch.length - 1]!.id;
  }
}

/** The trail as a file: the columns of its first CSV. */
export const AUDIT_COLUMNS: readonly ExportColumn<AuditEventJson>[] = [
  { header: 'when', value: (e) => e.at, kind: 'datetime', width: 20 },
  { header: 'actor', value: (e) => e.actor.name, width: 22 },
  { header: 'action', value: (e) => e.action, width: 20 },
  { header: 'person', value: (e) => e.person?.name, width: 22 },
  { header: 'record', value: (e) => e.subjectId, width: 38 },
  { header: 'before', value: (e) => (e.before ? JSON.stringify(e.before) : ''), width: 40 },
  { header: 'after', value: (e) => (e.after ? JSON.stringify(e.after) : ''), width: 40 },
  { header: 'reason', value: (e) => e.reason, width: 30 },
  { header: 'requestId', value: (e) => e.requestId, width: 16 },
  { header: 'ip', value: (e) => e.ip, width: 16 },
];

const HR = new Set(['admin', 'moderator']);

/**
 * The history of one record, oldest first. HR reads any; anyone else only records of their own.
 * Someone else's record reads as empty, the same answer as an id nothing was ever recorded for,
 * so ids cannot be probed.
 */
export async function recordHistory(db: Db, principal: Principal, subjectId: string) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, subjectId))
    .orderBy(auditEvents.at, auditEvents.id);
  if (!HR.has(principal.role) && rows.some((row) => row.personId !== principal.employeeId || !row.personId)) {
    return [];
  }
  return rows.map(toAuditJson);
}
