/**
 * Writing a feed as iCalendar (RFC 5545) with ical.js: all-day events (DTEND is the day after the
 * last), each with a UID that stays the same for the leave or holiday it stands for, so a
 * subscriber's calendar replaces an event when its days change and removes or cancels it when
 * it is withdrawn.
 *
 * Text comes from names people typed, and old rows may hold a CR, a CRLF or U+2028: each line
 * break becomes a line feed and other control characters go before ical.js escapes the text (a
 * line feed as `\n`), so nothing in a name can end a content line — not for a strict parser,
 * and not for one that splits lines on a bare CR or LF. Lines are folded here, at 75 octets with
 * the continuation's space counted and no character split (ical.js lets a continuation reach 76).
 */
import ICAL from 'ical.js';
import { addDays } from '#shared/dates.js';
import { toPlainLines } from '#shared/text.js';

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
  calendar.updatePropertyWithValue('x-wr-calname', toPlainLines(name));
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const item of events) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', item.uid);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(item.startDate));
    event.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(item.endDate, 1)));
    event.updatePropertyWithValue('summary', toPlainLines(item.summary));
    event.updatePropertyWithValue('status', item.status);
    event.updatePropertyWithValue('sequence', item.sequence ?? 0);
    // An absence does not make the subscriber busy.
    event.updatePropertyWithValue('transp', 'TRANSPARENT');
    if (item.description) event.updatePropertyWithValue('description', toPlainLines(item.description));
    calendar.addSubcomponent(event);
  }
  return `${contentLines(calendar).map(fold).join(CRLF)}${CRLF}`;
}

const CRLF = '\r\n';
/** Octets of a content line, its line break left out (RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/** The component's content lines, unfolded: BEGIN, its properties as ical.js writes them (values escaped), its components, END. */
function contentLines(component: ICAL.Component): string[] {
  const name = component.name.toUpperCase();
  return [
    `BEGIN:${name}`,
    ...component
      .getAllProperties()
      .map((property) => ICAL.stringify.property(property.toJSON(), ICAL.design.icalendar, true)),
    ...component.getAllSubcomponents().flatMap(contentLines),
    `END:${name}`,
  ];
}

/** A content line folded: at most 75 octets a line, a continuation's leading space included, never inside a character. */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const room = lines.length ? LINE_OCTETS - 1 : LINE_OCTETS;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}
