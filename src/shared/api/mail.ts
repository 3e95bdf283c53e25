import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { doneSchema } from './envelope.js';
import {
  MAIL_DELIVERIES,
  mailCountsSchema,
  mailListQuerySchema,
  mailMessageJsonSchema,
  mailPreferenceSchema,
} from '../schemas/mail.js';

const tags = ['Mail'] as const;

/** Outgoing mail (the outbox) for the admin, and each person's mail setting. */
export const mailApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/mail/outbox',
    tags,
    summary: 'Outgoing mail: one status or all (failed first), newest first, with the count of each status (admin)',
    query: mailListQuerySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        result: z.array(mailMessageJsonSchema),
        total: z.number(),
        counts: mailCountsSchema,
        /** 'log': no mail server is set, so a 'sent' message was only written to the server's log. */
        delivery: z.enum(MAIL_DELIVERIES),
      }),
    },
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/mail/outbox/:id/retry',
    tags,
    summary: 'Queue a failed message again, with a fresh set of attempts (admin)',
    params: z.object({ id: z.uuid({ error: 'Invalid message id.' }) }),
    responses: { 200: doneSchema },
  }),
  retryFailed: endpoint({
    method: 'POST',
    path: '/api/mail/outbox/retry-failed',
    tags,
    summary: 'Queue every failed message again (admin)',
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), result: z.object({ retried: z.number() }) }),
    },
  }),
  preference: endpoint({
    method: 'GET',
    path: '/api/user/mail-preference',
    tags,
    summary: 'Whether the own leave and announcement notifications are mailed as well',
    responses: { 200: z.object({ success: z.literal(true), result: mailPreferenceSchema }) },
  }),
  setPreference: endpoint({
    method: 'PUT',
    path: '/api/user/mail-preference',
    tags,
    summary:
      'Turn the mail of the own leave and announcement notifications on or off (a password reset is mailed regardless)',
    body: mailPreferenceSchema,
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), result: mailPreferenceSchema }),
    },
  }),
};
