import { z } from 'zod';
import { CALENDAR_FEED_KINDS } from '../constants.js';

export const calendarFeedJsonSchema = z.object({
  _id: z.string(),
  kind: z.enum(CALENDAR_FEED_KINDS),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type CalendarFeedJson = z.infer<typeof calendarFeedJsonSchema>;

export const newFeedBodySchema = z.object({
  kind: z.enum(CALENDAR_FEED_KINDS, { error: 'Choose what the feed holds.' }),
});

/** A new feed: its secret address, shown this once. */
export const newFeedJsonSchema = calendarFeedJsonSchema.extend({ url: z.string() });

export const feedTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });
