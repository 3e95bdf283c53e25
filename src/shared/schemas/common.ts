import { z } from 'zod';
import { MSG } from '../messages.js';
import { TEXT_MSG } from '../messages/text.js';
import { isOneLine, isPlainText, toOneLine, withLineFeeds } from '../text.js';
import { isIsoDate } from '../age.js';
import { isRecordDay } from '../bounds.js';
import { DATE_MSG } from '../messages/dates.js';

export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});

export const messageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

export const idParamSchema = z.object({ id: z.uuid({ error: 'Invalid id.' }) });

/** Whose records (a leave or salary history): a person's user or employee id, the caller's own when left out. */
export const personQuerySchema = z.object({ employee: z.uuid({ error: 'Invalid employee id.' }).optional() });

/**
 * One line of text — a name, a title, a search: trimmed; a line break or another control character
 * is refused with '<what> cannot contain line breaks or control characters.' (shared/text.ts).
 * The field's own rules follow: `lineText('Names', { error: required }).min(1, required).max(120)`.
 */
export const lineText = (what: string, params?: { error: string }) =>
  z.string(params).trim().refine(isOneLine, TEXT_MSG.oneLine(what));

/**
 * What a search box sends: matched, never kept or written anywhere, so a tab or a line break pasted
 * into it is read as a space rather than refused (a list or a suggestion asked as one types must
 * not fail on it). Trimmed; the field's own length follows.
 */
export const searchText = () => z.string().overwrite(toOneLine).trim();

/**
 * Text in lines — a reason, a description, a message: a line break written CRLF or CR is kept as a
 * line feed (as a browser's text area sends it), then trimmed; a tab or another control character
 * is refused with '<what> cannot contain tabs or other control characters.'
 */
export const plainText = (what: string, params?: { error: string }) =>
  z.string(params).overwrite(withLineFeeds).trim().refine(isPlainText, TEXT_MSG.plain(what));

/**
 * A number written plainly: a JSON number, or decimal text ('12', '-1.5', ' 2 '). Anything else a
 * coercion would have turned into a number — '0x10', '1e2', '', [1], true — is refused with `message`.
 */
export const plainDecimal = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, message),
      ],
      { error: message },
    )
    .transform((value) => Number(value));

/**
 * A day of the records' years (1950–2100, shared/bounds.ts), for a date schema's own checks:
 * `.refine(...inRecordYears)`. A day that is not a real YYYY-MM-DD day is left to its own message.
 */
export const inRecordYears: [(day: string) => boolean, string] = [
  (day) => !isIsoDate(day) || isRecordDay(day),
  DATE_MSG.dayOutOfRange,
];

/** Why a record is corrected or removed: required, kept in the audit trail. */
export const reasonSchema = plainText('Reasons', { error: MSG.reasonRequired })
  .min(1, { error: MSG.reasonRequired })
  .max(500, { error: MSG.reasonTooLong });

export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonBody = z.infer<typeof reasonBodySchema>;
