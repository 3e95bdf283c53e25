import { asc, gt, sql } from 'drizzle-orm';
import type { AuditChainBreak, AuditVerification } from '#shared/schemas/audit.js';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';

/** What the first row links to (migration 0018). */
const FIRST_LINK = '0'.repeat(64);
const BATCH = 2000;

interface ChainRow {
  seq: number;
  id: string;
  at: Date;
  prevHash: string;
  hash: string;
  /** The row's hash as the database computes it now, from its link and what it says. */
  recomputed: string;
}

/** A stretch of the chain in order, each row's hash computed again by the function that wrote it. */
function stretchAfter(db: Db, seq: number): Promise<ChainRow[]> {
  return db
    .select({
      seq: auditEvents.seq,
      id: auditEvents.id,
      at: auditEvents.at,
      prevHash: auditEvents.prevHash,
      hash: auditEvents.hash,
      recomputed: sql<string>`audit_event_hash(${auditEvents.prevHash}, ${auditEvents})`,
    })
    .from(auditEvents)
    .where(gt(auditEvents.seq, seq))
    .orderBy(asc(auditEvents.seq))
    .limit(BATCH);
}

/** What is wrong with `row`, the row after `previous` (null: it matches). */
function problemOf(row: ChainRow, previous: { seq: number; hash: string }): AuditChainBreak | null {
  const found = { seq: row.seq, id: row.id, at: row.at.toISOString(), missingFrom: null };
  if (row.seq !== previous.seq + 1) return { ...found, kind: 'missing', missingFrom: previous.seq + 1 };
  if (row.recomputed !== row.hash) return { ...found, kind: 'content' };
  if (row.prevHash !== previous.hash) return { ...found, kind: 'link' };
  return null;
}

/**
 * Walks the whole audit trail in order, a stretch of rows at a time, and stops at the first row
 * that does not match: one changed after it was written, one whose link to the row before it is
 * broken, or one after a gap in the numbering. `onProgress` hears the rows checked so far.
 */
export async function verifyAuditTrail(db: Db, onProgress?: (rows: number) => void): Promise<AuditVerification> {
  let rows = 0;
  let previous: { seq: number; hash: string; at?: Date } = { seq: 0, hash: FIRST_LINK };
  for (;;) {
    const stretch = await stretchAfter(db, previous.seq);
    for (const row of stretch) {
      const problem = problemOf(row, previous);
      if (problem) return { intact: false, rows, problem };
      rows += 1;
      previous = row;
    }
    onProgress?.(rows);
    if (stretch.length < BATCH) {
      const last = previous.at ? { seq: previous.seq, at: previous.at.toISOString(), hash: previous.hash } : null;
      return { intact: true, rows, last };
    }
  }
}
