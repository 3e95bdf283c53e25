import { z } from 'zod';
import { inRecordYears, reasonSchema } from './common.js';
import { pageQuerySchema, sortQuerySchema } from './paging.js';
import { isIsoDate } from '../age.js';
import { isRecordDay } from '../bounds.js';
import { DATE_MSG } from '../messages/dates.js';
import { ATTENDANCE_REPORT_PAGE_SIZE, ATTENDANCE_STATUSES } from '../constants.js';
import { ATTENDANCE_MSG } from '../messages/attendance.js';
import { ATTENDANCE_SHEET_SORTS, REPORT_STATUSES, type ReportStatus } from '../list-columns.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { ATTENDANCE_SHEET_SORTS, REPORT_STATUSES, type ReportStatus };

const isoDate = z
  .string()
  .trim()
  .refine(isIsoDate, 'Enter a real date (YYYY-MM-DD).')
  .refine(...inRecordYears);

export const markAttendanceSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES, { error: ATTENDANCE_MSG.badStatus }),
});

export const attendanceListQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(ATTENDANCE_SHEET_SORTS),
  date: isoDate.optional(),
  /** Only the people without a mark for the day ('Not yet marked'). */
  unmarked: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export type AttendanceListQuery = z.infer<typeof attendanceListQuerySchema>;

/** A correction of one person's mark on one day (today or earlier), with a reason. */
export const correctAttendanceSchema = z.object({
  date: isoDate,
  status: z.enum(ATTENDANCE_STATUSES, { error: ATTENDANCE_MSG.badStatus }),
  reason: reasonSchema,
});

/**
 * The report's filters; the CSV takes the same ones. `unmarked=include` adds the past working
 * days nobody marked (status null, 'Not marked' in the CSV); without it the report lists marks
 * only, as the original contract did (every status a mark).
 */
export const attendanceReportFilterSchema = z.object({
  unmarked: z.enum(['include', 'exclude'], { error: 'unmarked must be include or exclude.' }).optional(),
  date: isoDate.optional(),
  employee: z.uuid({ error: 'Invalid employee id.' }).optional(),
  department: z.uuid({ error: 'Invalid department id.' }).optional(),
  status: z.enum(REPORT_STATUSES, { error: `Status must be one of: ${REPORT_STATUSES.join(', ')}.` }).optional(),
});

export type AttendanceReportFilter = z.infer<typeof attendanceReportFilterSchema>;

export const attendanceReportQuerySchema = attendanceReportFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(ATTENDANCE_REPORT_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000_000).default(0),
  /**
   * Continue after this row instead of skipping: the `next` of the previous page. Cheap at any
   * depth, where a deep `skip` makes the database read and drop every row before it.
   */
  after: z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'after must be the next value of a previous page',
    )
    .optional(),
});

export const attendanceRowSchema = z.object({
  _id: z.string(),
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  employeeId: z.object({
    _id: z.string(),
    employeeId: z.string(),
    emp_name: z.string(),
    department: z.object({ dep_name: z.string() }).nullable(),
  }),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

export const reportRowSchema = z.object({
  date: z.string(),
  /** The person's record id (employeeId is their Employee ID, as in the legacy report). */
  personId: z.string(),
  employeeId: z.string(),
  name: z.string(),
  department: z.string(),
  /** null: a past working day without a mark ('Not marked'), only with `unmarked=include`. */
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** One's own marks of a month ('YYYY-MM'; the organisation's this month when left out). */
export const myAttendanceQuerySchema = z.object({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, ATTENDANCE_MSG.monthInvalid)
    .refine(isRecordDay, DATE_MSG.monthOutOfRange)
    .optional(),
});

export const myAttendanceDaySchema = z.object({
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
});
export type MyAttendanceDay = z.infer<typeof myAttendanceDaySchema>;
