import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { exportQuerySchema } from '../schemas/export.js';
import { ATTENDANCE_STATUSES } from '../constants.js';
import {
  attendanceListQuerySchema,
  attendanceReportFilterSchema,
  attendanceReportQuerySchema,
  attendanceRowSchema,
  correctAttendanceSchema,
  markAttendanceSchema,
  myAttendanceDaySchema,
  myAttendanceQuerySchema,
  reportRowSchema,
} from '../schemas/attendance.js';

const tags = ['Attendance'] as const;

export const attendanceApi = {
  day: endpoint({
    method: 'GET',
    path: '/api/attendance/getAttendances',
    tags,
    summary: "Every employee with their mark for the day (default: the organisation's today)",
    query: attendanceListQuerySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        message: z.string(),
        /** The day shown: the organisation's today unless `date` was given. */
        date: z.string(),
        attendance: z.array(attendanceRowSchema),
        total: z.number().optional(),
      }),
    },
  }),
  mark: endpoint({
    method: 'PUT',
    path: '/api/attendance/updateAttendance/:employeeId',
    tags,
    summary: 'Mark an employee for today (once; 409 when already marked)',
    params: z.object({ employeeId: z.uuid({ error: 'Invalid employee id.' }) }),
    body: markAttendanceSchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        message: z.string(),
        attendance: z.object({
          _id: z.string(),
          employeeId: z.string(),
          date: z.string(),
          status: z.enum(ATTENDANCE_STATUSES),
        }),
      }),
    },
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/attendance/report',
    tags,
    summary:
      "Marks grouped by date, newest first; with unmarked=include also the past working days nobody marked, as status null ('Not marked'); filters: date, employee, department, status (limit, then skip or after = the previous page's next)",
    query: attendanceReportQuerySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        groupData: z.record(z.string(), z.array(reportRowSchema)),
        next: z.string().nullable(),
      }),
    },
  }),
  export: exportEndpoint({
    list: 'attendance-report',
    tags,
    summary: 'The whole report under the same filters as CSV or XLSX, streamed',
    query: attendanceReportFilterSchema,
  }),
  reportCsv: endpoint({
    method: 'GET',
    path: '/api/attendance/report.csv',
    tags,
    summary:
      'The first address of the report’s export, kept for old clients: the same as /api/export/attendance-report',
    query: exportQuerySchema(attendanceReportFilterSchema),
    responses: {
      200: z.string().meta({ description: 'text/csv (or XLSX): date, employeeId, name, department, status' }),
    },
  }),
  presentDays: endpoint({
    method: 'GET',
    path: '/api/attendance/employee/:userId',
    tags,
    summary: 'Days an employee was marked Present',
    params: z.object({ userId: z.uuid({ error: 'Invalid id.' }) }),
    responses: { 200: z.object({ success: z.literal(true), count: z.number() }) },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/attendance/mine',
    tags,
    summary: "The signed-in person's own marks of a month, by day (everyone with an employee record)",
    query: myAttendanceQuerySchema,
    reads: ['Attendance'],
    responses: {
      200: z.object({
        success: z.literal(true),
        /** The month shown: the organisation's this month unless `month` was given. */
        month: z.string(),
        days: z.array(myAttendanceDaySchema),
      }),
    },
  }),
  correct: endpoint({
    method: 'PUT',
    path: '/api/attendance/correct/:employeeId',
    tags,
    summary: "Set or change a person's mark on a day up to today, with a reason (admin); audited",
    params: z.object({ employeeId: z.uuid({ error: 'Invalid employee id.' }) }),
    body: correctAttendanceSchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        message: z.string(),
        changed: z.boolean(),
        attendance: z.object({ employeeId: z.string(), date: z.string(), status: z.enum(ATTENDANCE_STATUSES) }),
      }),
    },
  }),
  markAllPresent: endpoint({
    method: 'POST',
    path: '/api/attendance/mark-all-present',
    tags,
    summary: 'Mark everyone still unmarked today as Present (admin); marked people keep their mark',
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), marked: z.number() }) },
  }),
};
