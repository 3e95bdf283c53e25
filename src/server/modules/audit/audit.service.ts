import { Readable } from 'node:stream';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditSubject } from '#shared/constants.js';
import { addDays } from '#shared/dates.js';
import type { AuditEventJson, AuditQuery } from '#shared/schemas/audit.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { csvLine } from '../../lib/csv.js';
import { forbidden } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { andAll, orderOf } from '../../lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';

/** Who makes a change, and from where: what every audited service receives from its route. */
export interface Actor {
  principal: Principal;
  requestId: string | null;
  ip: string | null;
}

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
  await tx.insert(auditEvents).values({
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
  });
}

type AuditRow = typeof auditEvents.$inferSelect;

function toAuditJson(row: AuditRow): AuditEventJson {
  return {
    _id: row.id,
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

/** The filters as SQL; dates are whole UTC days, `to` included. */
function filtersOf(query: Omit<AuditQuery, 'page' | 'limit'>): SQL | undefined {
  return andAll([
    query.personId ? eq(auditEvents.personId, query.personId) : undefined,
    query.actorId ? eq(auditEvents.actorId, query.actorId) : undefined,
    query.subject ? eq(auditEvents.subject, query.subject) : undefined,
    query.from ? gte(auditEvents.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditEvents.at, new Date(`${addDays(query.to, 1)}T00:00:00Z`)) : undefined,
  ]);
}

const NEWEST_FIRST = [desc(auditEvents.at), desc(auditEvents.id)];

/** The audit trail, newest first, one page and the filtered total. */
export async function listAudit(db: Db, query: AuditQuery) {
  const where = filtersOf(query);
  const order = orderOf(
    parseSort(query.sort),
    { at: auditEvents.at, actor: auditEvents.actorName },
    NEWEST_FIRST,
    auditEvents.id,
  );
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

const CSV_BATCH = 1000;

/** The filtered trail as CSV, read in keyset batches so a long history never sits in memory. */
export function auditCsv(db: Db, query: Omit<AuditQuery, 'page' | 'limit'>): Readable {
  const where = filtersOf(query);
  async function* lines() {
    yield csvLine(['when', 'actor', 'action', 'person', 'record', 'before', 'after', 'reason', 'requestId', 'ip']);
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after
        ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id)))
        : undefined;
      const batch: AuditRow[] = await db
        .select()
        .from(auditEvents)
        .where(andAll([where, keyset]))
        .orderBy(...NEWEST_FIRST)
        .limit(CSV_BATCH);
      let chunk = '';
      for (const row of batch) {
        chunk += csvLine([
          row.at.toISOString(),
          row.actorName,
          row.action,
          row.personName,
          row.subjectId,
          row.before ? JSON.stringify(row.before) : '',
          row.after ? JSON.stringify(row.after) : '',
          row.reason,
          row.requestId,
          row.ip,
        ]);
      }
      if (chunk) yield chunk;
      if (batch.length < CSV_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { at: last.at, id: last.id };
    }
  }
  return Readable.from(lines());
}

const HR = new Set(['admin', 'moderator']);

/**
 * The history of one record, oldest first. HR reads any; anyone else only records of their own
 * (a record with no history reads as empty either way, so ids cannot be probed).
 */
export async function recordHistory(db: Db, principal: Principal, subjectId: string) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, subjectId))
    .orderBy(auditEvents.at, auditEvents.id);
  if (!HR.has(principal.role) && rows.some((row) => row.personId !== principal.employeeId || !row.personId)) {
    throw forbidden();
  }
  return rows.map(toAuditJson);
}
