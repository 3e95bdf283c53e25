import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { NOTIFICATION_KINDS, NOTIFICATION_TARGETS } from '../constants.js';

const tags = ['Notifications'] as const;

/** One bell item, as the list and the event stream both send it. */
export const notificationJsonSchema = z.object({
  _id: z.string(),
  seq: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The record it is about; the web opens the screen that shows it to the reader's role. */
  target: z.object({ kind: z.enum(NOTIFICATION_TARGETS), id: z.string().nullable() }),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationJson = z.infer<typeof notificationJsonSchema>;

const unread = z.object({ success: z.literal(true), unread: z.number() });

export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    tags,
    summary: 'Own notifications, newest first, with the unread count',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      before: z.coerce.number().int().min(1).optional(),
    }),
    responses: {
      200: z.object({ success: z.literal(true), unread: z.number(), result: z.array(notificationJsonSchema) }),
    },
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    tags,
    summary: 'Mark every own notification read',
    responses: { 200: unread },
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    tags,
    summary: 'Mark one own notification read',
    params: z.object({ id: z.uuid({ error: 'Invalid notification id.' }) }),
    responses: { 200: unread },
  }),
  /** Server-Sent Events: registered by hand (the answer is a stream, not one body). */
  stream: endpoint({
    method: 'GET',
    path: '/api/notifications/stream',
    tags,
    summary: 'Server-Sent Events: `notification` events (id = sequence; send Last-Event-ID to resume)',
    query: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
    responses: { 200: z.string().meta({ description: 'text/event-stream' }) },
  }),
};
