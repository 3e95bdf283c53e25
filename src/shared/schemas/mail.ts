import { z } from 'zod';
import { OUTBOX_STATUSES } from '../constants.js';

/** The admin's list of outgoing mail: one status or all (failed first), newest first. */
export const mailListQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: `Status is one of: ${OUTBOX_STATUSES.join(', ')}.` }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MailListQuery = z.input<typeof mailListQuerySchema>;
export type MailListFilters = z.output<typeof mailListQuerySchema>;

export const mailMessageJsonSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  topic: z.string(),
  link: z.string().nullable(),
  /** The file the mail carries (a payslip PDF, made when it is sent). */
  attachment: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When it is tried next (queued), or its lease ends (sending). */
  nextAttemptAt: z.string().nullable(),
});
export type MailMessageJson = z.infer<typeof mailMessageJsonSchema>;

/** How mail leaves this server: through the mail server (SMTP_URL), or only written to its log. */
export const MAIL_DELIVERIES = ['smtp', 'log'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

export const mailCountsSchema = z.object(
  Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, z.number()])),
) as z.ZodObject<Record<(typeof OUTBOX_STATUSES)[number], z.ZodNumber>>;

export const mailPreferenceSchema = z.object({
  mailNotifications: z.boolean({ error: 'Say true or false.' }),
});
export type MailPreference = z.infer<typeof mailPreferenceSchema>;
