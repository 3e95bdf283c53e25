import { z } from 'zod';
import { ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_SENDER_TYPES, ANNOUNCEMENT_TYPES } from '../constants.js';
import { ANNOUNCEMENT_MSG } from '../messages/announcements.js';
import { plainText } from './common.js';

/** The longest announcement message, in characters. */
export const ANNOUNCEMENT_MESSAGE_MAX = 2000;

function announcementInput<T extends readonly [string, ...string[]]>(types: T, messageRequired: string) {
  return z
    .object({
      message: plainText('Messages', { error: messageRequired })
        .min(1, messageRequired)
        .max(ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_MSG.tooLong),
      type: z.enum(types, { error: `Type must be one of: ${types.join(', ')}.` }),
      selectedEmployee: z.uuid({ error: ANNOUNCEMENT_MSG.selectEmployee }).optional().nullable().or(z.literal('')),
      senderType: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.type === 'selected' && !value.selectedEmployee) {
        ctx.addIssue({ code: 'custom', message: ANNOUNCEMENT_MSG.selectEmployee, path: ['selectedEmployee'] });
      }
    });
}

export const adminAnnouncementSchema = announcementInput(ANNOUNCEMENT_TYPES, ANNOUNCEMENT_MSG.adminMessageRequired);
export const managerAnnouncementSchema = announcementInput(
  ['employees', 'selected'] as const,
  ANNOUNCEMENT_MSG.managerMessageRequired,
);
export type AdminAnnouncementInput = z.infer<typeof adminAnnouncementSchema>;
export type ManagerAnnouncementInput = z.infer<typeof managerAnnouncementSchema>;

export const announcementPageSchema = z.object({
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(ANNOUNCEMENT_PAGE_SIZE),
});

/** An announcements list: every one (admin), those one sent (a manager), those that reached one. */
export const ANNOUNCEMENT_FEEDS = ['all', 'sent', 'inbox'] as const;
export type AnnouncementFeed = (typeof ANNOUNCEMENT_FEEDS)[number];
export const announcementFeedQuerySchema = z.object({
  feed: z
    .enum(ANNOUNCEMENT_FEEDS, { error: `feed must be one of: ${ANNOUNCEMENT_FEEDS.join(', ')}.` })
    .optional()
    .describe("Left out: the role's own list (admin: all, manager: sent, others: inbox)"),
});

export const announcementJsonSchema = z.object({
  _id: z.string(),
  message: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  selectedEmployee: z.object({ _id: z.string(), emp_name: z.string(), emp_email: z.string() }).nullable(),
  senderType: z.enum(ANNOUNCEMENT_SENDER_TYPES),
  sender: z.object({ _id: z.string(), emp_name: z.string() }).nullable(),
  department: z.object({ _id: z.string(), dep_name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AnnouncementJson = z.infer<typeof announcementJsonSchema>;
