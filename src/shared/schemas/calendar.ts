import { z } from 'zod';
import { isIsoDate } from '../age.js';
import { CALENDAR_MSG } from '../messages/calendar.js';
import { lineText } from './common.js';

/** Years a holiday may fall in: far enough back for corrections, far enough ahead for planning. */
export const HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;
export const HOLIDAY_NAME_MAX = 100;
/** What one import may hold: a year's holidays with room to spare. */
export const HOLIDAY_IMPORT_LIMITS = { kilobytes: 256, rows: 400 } as const;

const weekday = z
  .int({ error: CALENDAR_MSG.weekdayInvalid })
  .min(0, CALENDAR_MSG.weekdayInvalid)
  .max(6, CALENDAR_MSG.weekdayInvalid);

/** The work week as the admin sets it: the working days (JavaScript day numbers, 0 = Sunday). */
export const workWeekInputSchema = z.object({
  workingDays: z
    .array(weekday, { error: CALENDAR_MSG.needWorkingDay })
    .min(1, CALENDAR_MSG.needWorkingDay)
    .refine((days) => new Set(days).size === days.length, CALENDAR_MSG.weekdayInvalid),
});
export type WorkWeekInput = z.infer<typeof workWeekInputSchema>;

export const workWeekJsonSchema = z.object({
  workingDays: z.array(z.number()),
  weekendDays: z.array(z.number()),
  /** True until an admin saves a work week: the usual one of the organisation's zone applies. */
  isDefault: z.boolean(),
  timeZone: z.string(),
});
export type WorkWeekJson = z.infer<typeof workWeekJsonSchema>;

const yearMessage = CALENDAR_MSG.yearInvalid(HOLIDAY_YEARS.min, HOLIDAY_YEARS.max);
const year = z.int({ error: yearMessage }).min(HOLIDAY_YEARS.min, yearMessage).max(HOLIDAY_YEARS.max, yearMessage);

export const holidayYearQuerySchema = z.object({ year: z.coerce.number({ error: yearMessage }).pipe(year) });

const inYears = (day: string) => {
  const y = Number(day.slice(0, 4));
  return y >= HOLIDAY_YEARS.min && y <= HOLIDAY_YEARS.max;
};

export const holidayDaySchema = z
  .string({ error: CALENDAR_MSG.dayRequired })
  .trim()
  .min(1, CALENDAR_MSG.dayRequired)
  .refine(isIsoDate, CALENDAR_MSG.dayInvalid)
  .refine(inYears, CALENDAR_MSG.dayOutOfRange(HOLIDAY_YEARS.min, HOLIDAY_YEARS.max));

export const holidayNameSchema = lineText('Holiday names', { error: CALENDAR_MSG.nameRequired })
  .min(1, CALENDAR_MSG.nameRequired)
  .max(HOLIDAY_NAME_MAX, CALENDAR_MSG.nameTooLong(HOLIDAY_NAME_MAX));

export const holidayInputSchema = z.object({ day: holidayDaySchema, name: holidayNameSchema });
export type HolidayInput = z.infer<typeof holidayInputSchema>;

export const holidayJsonSchema = z.object({
  _id: z.string(),
  /** YYYY-MM-DD. */
  day: z.string(),
  name: z.string(),
  updatedAt: z.string(),
});
export type HolidayJson = z.infer<typeof holidayJsonSchema>;

/** A holiday file sent as text with its name (.csv or .ics decides how it is read), for one year. */
export const holidayImportSchema = z.object({
  year,
  fileName: lineText('File names', { error: CALENDAR_MSG.fileNameRequired })
    .min(1, CALENDAR_MSG.fileNameRequired)
    .max(255),
  text: z
    .string({ error: CALENDAR_MSG.fileNameRequired })
    .max(HOLIDAY_IMPORT_LIMITS.kilobytes * 1024, CALENDAR_MSG.fileTooLarge(HOLIDAY_IMPORT_LIMITS.kilobytes)),
});
export type HolidayImport = z.infer<typeof holidayImportSchema>;

export const holidayImportRowSchema = z.object({
  /** Where the row comes from: 'Line 3' of a CSV, 'Event 2' of an .ics file. */
  source: z.string(),
  day: z.string().nullable(),
  name: z.string(),
  /** Why the row cannot be imported; null when it can. */
  error: z.string().nullable(),
});
export type HolidayImportRow = z.infer<typeof holidayImportRowSchema>;

export const holidayImportPreviewSchema = z.object({
  format: z.enum(['csv', 'ics']),
  year: z.number(),
  rows: z.array(holidayImportRowSchema),
  /** Rows with an error: the import is refused while there is one. */
  errors: z.number(),
  /** Days of an .ics file in other years, left out (a published calendar often covers several). */
  outside: z.number(),
});
export type HolidayImportPreview = z.infer<typeof holidayImportPreviewSchema>;
