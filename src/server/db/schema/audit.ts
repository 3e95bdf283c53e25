import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditSubjectEnum } from './enums.js';

/**
 * The audit trail: one row per HR-sensitive change, written in the transaction of the change.
 * Append-only: a trigger (migration 0005) refuses UPDATE and DELETE, so no code path can rewrite
 * it. No foreign keys on purpose — a deleted person or record keeps its history, and a cascade
 * would be an UPDATE or DELETE. Names are copied as they were at the time.
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
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_person_at_idx').on(t.personId, t.at),
    index('audit_events_actor_at_idx').on(t.actorId, t.at),
    index('audit_events_subject_idx').on(t.subjectId, t.at),
  ],
);
