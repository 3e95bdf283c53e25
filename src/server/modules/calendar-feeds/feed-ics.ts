/**
 * Writing a feed as iCalendar (RFC 5545) with ical.js: all-day events (DTEND is the day after the
 * last), each with a UID that stays the same for the leave or holiday it stands for, so a
 * subscriber's calendar replaces an event when its days change and removes or cancels it when
 * it is withdrawn.
 */
import ICAL from 'ical.js';
import { addDays } from '#shared/dates.js';

export interface FeedEvent {
  uid: string;
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  endDate: string;
  summary: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Rises with every change of the record (its update time in seconds), where known. */
  sequence?: number;
  description?: string;
}

const UID_DOMAIN = 'ems-panel';
export const leaveUid = (leaveId: string) => `leave-${leaveId}@${UID_DOMAIN}`;
export const holidayUid = (day: string) => `holiday-${day}@${UID_DOMAIN}`;

export function writeCalendar(name: string, events: FeedEvent[], now = new Date()): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//EMS Panel//Calendar feed//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', name);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const item of events) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', item.uid);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(item.startDate));
    event.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(item.endDate, 1)));
    event.updatePropertyWithValue('summary', item.summary);
    event.updatePropertyWithValue('status', item.status);
    event.updatePropertyWithValue('sequence', item.sequence ?? 0);
    // An absence does not make the subscriber busy.
    event.updatePropertyWithValue('transp', 'TRANSPARENT');
    if (item.description) event.updatePropertyWithValue('description', item.description);
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}
