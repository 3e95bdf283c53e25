/**
 * What free text may hold. A name, a title or a reason ends up in other formats — an iCalendar
 * feed, a CSV line, a mail header, a PDF — where a carriage return, a line feed or another control
 * character can end a line and start something else. So text keeps to printable characters: one
 * line for names and titles, line feeds only (no tabs, no other controls) for what is written in
 * several lines.
 */

// eslint-disable-next-line no-control-regex -- looking for exactly these: C0, DEL, C1, U+2028/2029
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- the same, a line feed (U+000A) apart
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** One line of printable text: no line break (CR, LF, U+2028, U+2029), no tab, no other control character. */
export const isOneLine = (text: string): boolean => !CONTROL.test(text);

/** Printable text in lines: line feeds, and no other control character (nor U+2028, U+2029). */
export const isPlainText = (text: string): boolean => !CONTROL_BUT_LINE_FEED.test(text);

/** CRLF and a lone CR as a line feed: how a line break is kept (and how a browser's text area sends it). */
export const withLineFeeds = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Text on one line, whatever it held: each line break, tab or other control character becomes a space. */
export const toOneLine = (text: string): string => text.replace(new RegExp(CONTROL, 'g'), ' ');

/**
 * Text of any origin (an old row, a file) in lines joined by a line feed: every line break —
 * CRLF, CR, U+2028, U+2029 — becomes one, and other control characters are dropped.
 */
export function toPlainLines(text: string): string {
  return withLineFeeds(text)
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(new RegExp(CONTROL_BUT_LINE_FEED, 'g'), '');
}
