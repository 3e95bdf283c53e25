import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import {
  calendarFeedJsonSchema,
  feedTokenParamsSchema,
  newFeedBodySchema,
  newFeedJsonSchema,
} from '../schemas/calendar-feeds.js';

const tags = ['Calendar feeds'] as const;

/** Secret iCalendar feed addresses (issue 15): one's leave, one's team as the calendar shows it, the holidays. */
export const calendarFeedsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/calendar-feeds',
    tags,
    summary: 'The caller’s calendar feeds (their addresses are not shown again)',
    responses: { 200: z.object({ success: z.literal(true), result: z.array(calendarFeedJsonSchema) }) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/calendar-feeds',
    tags,
    summary: 'Make a secret feed address (shown once)',
    body: newFeedBodySchema,
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), result: newFeedJsonSchema }) },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/calendar-feeds/:id',
    tags,
    summary: 'Revoke a feed: its address answers 404 from now on',
    params: idParamSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
  }),
  feed: endpoint({
    method: 'GET',
    path: '/api/calendar-feeds/:token/calendar.ics',
    tags,
    summary: 'The feed itself (RFC 5545), for calendar apps: no session, the secret address is the key',
    params: feedTokenParamsSchema,
    responses: { 200: z.string() },
  }),
};
