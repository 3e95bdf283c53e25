import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditSubjectEnum } from './enums.js';

/**
 * The audit trail: one row per HR-sensitive change, written in the transaction of the change.
 * Append-only: triggers (migrations 0005 and 0018) refuse UPDATE, DELETE and TRUNCATE, so no code
 * path can rewrite it. No foreign keys on purpose — a deleted person or record keeps its history,
 * and a cascade would be an UPDATE or DELETE. Names are copied as they were at the time.
 *
 * Each row is chained to the one before it (migration 0018, README "Security"): a BEFORE INSERT
 * trigger numbers it and hashes it, so a row changed or removed afterwards, even by the table's
 * owner, is found by `npm run audit:verify` (modules/audit/audit-chain.ts).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subject: auditSubjectEnum('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The employee whose record it is (the person filter, and what they may read of it). */
    personId: uuid('person_id'),
    personName: text('person_name'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    ip: text('ip'),
    // The chain's three columns are the trigger's to write, whatever an insert says: the
    // placeholders only spare every insert from naming them.
    /** The row's place in the trail: 1, 2, 3… in the order rows were appended, without gaps. */
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .$defaultFn(() => 0),
    /** The hash of the row before it (64 zeros for the first row). */
    prevHash: text('prev_hash')
      .notNull()
      .$defaultFn(() => ''),
    /** sha256 of `prevHash` followed by the row's canonical content, in hex. */
    hash: text('hash')
      .notNull()
      .$defaultFn(() => ''),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_person_at_idx').on(t.personId, t.at),
    index('audit_events_actor_at_idx').on(t.actorId, t.at),
    index('audit_events_subject_idx').on(t.subjectId, t.at),
    uniqueIndex('audit_events_seq_idx').on(t.seq),
  ],
);
