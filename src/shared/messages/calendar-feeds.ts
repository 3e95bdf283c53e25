import type { CalendarFeedKind } from '../constants.js';

export const FEED_LABELS: Record<CalendarFeedKind, string> = {
  mine: 'My leave',
  team: 'My team’s absences',
  holidays: 'Public holidays',
};

export const FEED_MSG = {
  created: 'Feed created. Copy its address now: it is not shown again.',
  revoked: 'Feed revoked: its address no longer works.',
  notFound: 'Feed not found.',
  teamNone: 'You see no team’s absences, so there is no team feed to make.',
  noLeave: 'You have no employee record, so there is no leave of yours to show.',
  tooMany: (max: number) => `You have ${max} feeds already. Revoke one you no longer use first.`,
} as const;
