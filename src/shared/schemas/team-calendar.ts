import { z } from 'zod';
import { isIsoDate } from '../age.js';
import { daysInclusive } from '../dates.js';
import { TEAM_CALENDAR_MSG as MSG } from '../messages/team-calendar.js';
import { inRecordYears } from './common.js';

/** Longest span one call shows: a month view with the days of its first and last weeks. */
export const TEAM_CALENDAR_MAX_DAYS = 42;
/** Departments on one page of the organisation's calendar (HR), unless the call asks otherwise. */
export const TEAM_CALENDAR_PAGE_SIZE = 3;
export const TEAM_CALENDAR_MAX_PAGE_SIZE = 20;

const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isIsoDate, MSG.dayInvalid)
    .refine(...inRecordYears);

/**
 * Who is out between two days (inclusive). `department` narrows HR's view (a manager and an
 * employee always see their own department); `page`/`limit` page HR's view by department;
 * `onlyOut` leaves out the people who are not out on any of the days.
 */
export const teamCalendarQuerySchema = z
  .object({
    from: day(MSG.fromRequired),
    to: day(MSG.toRequired),
    department: z.uuid({ error: MSG.departmentInvalid }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(TEAM_CALENDAR_MAX_PAGE_SIZE).optional(),
    onlyOut: z.enum(['true', 'false']).optional(),
  })
  .refine(
    (q) =>
      !isIsoDate(q.from) ||
      !isIsoDate(q.to) ||
      (q.to >= q.from && daysInclusive(q.from, q.to) <= TEAM_CALENDAR_MAX_DAYS),
    { message: MSG.rangeInvalid(TEAM_CALENDAR_MAX_DAYS), path: ['to'] },
  );
export type TeamCalendarQuery = z.infer<typeof teamCalendarQuerySchema>;

/**
 * 'Approved' and 'Pending' for those who decide leave (HR, the department's manager); 'Out' for
 * an employee looking at their colleagues, who learns neither the type, nor the reason, nor
 * whether it was decided (they see approved absences only).
 */
export const ABSENCE_KINDS = ['Approved', 'Pending', 'Out'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

export const absenceJsonSchema = z.object({
  _id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Only the afternoon of the first day / the morning of the last day. */
  startHalf: z.boolean(),
  endHalf: z.boolean(),
  status: z.enum(ABSENCE_KINDS),
  /** Null when the caller may not see it (an employee's view). */
  leaveType: z.string().nullable(),
});
export type AbsenceJson = z.infer<typeof absenceJsonSchema>;

export const calendarPersonSchema = z.object({
  _id: z.string(),
  emp_name: z.string(),
  designation: z.string(),
  absences: z.array(absenceJsonSchema),
});
export type CalendarPerson = z.infer<typeof calendarPersonSchema>;

export const calendarDepartmentSchema = z.object({
  /** Null for the people who have no department (HR's view only). */
  _id: z.string().nullable(),
  dep_name: z.string(),
  people: z.array(calendarPersonSchema),
});
export type CalendarDepartment = z.infer<typeof calendarDepartmentSchema>;

export const calendarDaySchema = z.object({
  day: z.string(),
  weekend: z.boolean(),
  /** The public holiday's name, or null. */
  holiday: z.string().nullable(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const teamCalendarJsonSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The organisation's today (ORG_TIMEZONE), which the calendar marks: not the browser's. */
  today: z.string(),
  /** False in an employee's view: every absence is 'Out', without its type. */
  detail: z.boolean(),
  days: z.array(calendarDaySchema),
  departments: z.array(calendarDepartmentSchema),
});
export type TeamCalendarJson = z.infer<typeof teamCalendarJsonSchema>;

export const outPersonSchema = z.object({
  _id: z.string(),
  emp_name: z.string(),
  dep_name: z.string(),
  status: z.enum(ABSENCE_KINDS),
  /** The last day of the absence that covers the day asked about (today) or starts first (this week). */
  startDate: z.string(),
  endDate: z.string(),
});
export type OutPerson = z.infer<typeof outPersonSchema>;

/** The dashboards' card: who is out today and in the seven days from today (the first few of each). */
export const whoIsOutJsonSchema = z.object({
  today: z.string(),
  weekEnd: z.string(),
  outToday: z.array(outPersonSchema),
  outTodayTotal: z.number(),
  outThisWeek: z.array(outPersonSchema),
  outThisWeekTotal: z.number(),
});
export type WhoIsOutJson = z.infer<typeof whoIsOutJsonSchema>;

/** How many of the leave's department are already out on its days: the approver's clash warning. */
export const clashJsonSchema = z.object({
  department: z.string(),
  /** Others with an approved leave on at least one of the days. */
  out: z.number(),
  /** Others with a pending request on at least one of the days (and no approved one). */
  pending: z.number(),
  /** Everyone working in the department on those days, the requester included. */
  of: z.number(),
  message: z.string(),
});
export type ClashJson = z.infer<typeof clashJsonSchema>;
