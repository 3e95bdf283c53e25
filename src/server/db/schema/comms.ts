import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import {
  announcementSenderEnum,
  announcementTypeEnum,
  notificationKindEnum,
  notificationTargetEnum,
  outboxStatusEnum,
} from './enums.js';
import { departments, employees } from './people.js';

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    type: announcementTypeEnum('type').notNull(),
    // An announcement meant for one person goes when that person does.
    selectedEmployeeId: uuid('selected_employee_id').references(() => employees.id, {
      onDelete: 'cascade',
    }),
    senderType: announcementSenderEnum('sender_type').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    // For a manager's announcement: the department it was sent to.
    departmentId: uuid('department_id').references(() => departments.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_created_idx').on(t.createdAt),
    index('announcements_sender_created_idx').on(t.senderUserId, t.createdAt),
    index('announcements_selected_idx').on(t.selectedEmployeeId),
    check('announcements_message_not_blank', sql`length(trim(${t.message})) > 0`),
    check('announcements_selected_has_employee', sql`(${t.type} = 'selected') = (${t.selectedEmployeeId} is not null)`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Monotonic sequence: the SSE event id, so a reconnecting client misses nothing.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    // The record it is about (kind + id); the web maps it to a screen for the reader's role.
    targetKind: notificationTargetEnum('target_kind').notNull(),
    targetId: uuid('target_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Side effects to carry out after the transaction that caused them commits (mail today): a
 * worker in any server process claims due rows with FOR UPDATE SKIP LOCKED (status `sending`,
 * `next_attempt_at` then being the end of its lease), sends them, and retries with back-off;
 * `sent` is done, `failed` ran out of attempts and waits for the admin's retry.
 * A mail's payload: { to, subject, text, link?, topic? } (`link`: a path of the app).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: outboxStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    // The admin's list: one status (failed first), newest first.
    index('outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);
