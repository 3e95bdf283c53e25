import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../../shared/dates.js';
import { ATTENDANCE_MSG } from '../../../shared/messages/attendance.js';
import {
  attendanceListQuerySchema,
  attendanceReportQuerySchema,
  attendanceRowSchema,
  markAttendanceSchema,
  reportRowSchema,
} from '../../../shared/schemas/attendance.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import * as service from './attendance.service.js';

export async function attendanceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Attendance'];
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);

  r.get('/api/attendance/getAttendances', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: "Every employee with their mark for the day (default: the organisation's today)",
      querystring: attendanceListQuerySchema,
      response: {
        200: z.object({
          success: z.literal(true),
          message: z.string(),
          date: z.string(),
          attendance: z.array(attendanceRowSchema),
          total: z.number().optional(),
        }),
      },
    },
    handler: async (request) => {
      const date = request.query.date ?? today();
      const page = await service.listDay(ctx.db, date, request.query, ctx.cache);
      return {
        success: true as const,
        message: 'Attendance fetched',
        date,
        attendance: page.rows,
        ...(page.total !== undefined ? { total: page.total } : {}),
      };
    },
  });

  r.put('/api/attendance/updateAttendance/:employeeId', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: "Mark an employee for today (once; 409 when already marked)",
      params: z.object({ employeeId: z.uuid({ error: 'Invalid employee id.' }) }),
      body: markAttendanceSchema,
    },
    handler: async (request) => {
      const { status } = request.body;
      const attendance = await service.mark(ctx.db, principalOf(request), request.params.employeeId, today(), status);
      return { success: true, message: ATTENDANCE_MSG.updated(status), attendance };
    },
  });

  r.get('/api/attendance/report', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Marked days grouped by date, newest first (limit, then skip or after = the previous page\'s next)',
      querystring: attendanceReportQuerySchema,
      response: {
        200: z.object({ success: z.literal(true), groupData: z.record(z.string(), z.array(reportRowSchema)), next: z.string().nullable() }),
      },
    },
    handler: async (request) => ({ success: true as const, ...(await service.report(ctx.db, request.query)) }),
  });

  r.get('/api/attendance/report.csv', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'The whole report (or one date) as CSV, streamed',
      querystring: z.object({ date: attendanceReportQuerySchema.shape.date }),
    },
    handler: async (request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Attendance_report.csv"')
        .header('cache-control', 'no-store');
      return reply.send(service.reportCsv(ctx.db, request.query.date));
    },
  });

  r.get('/api/attendance/employee/:userId', {
    config: { access: ['employee', 'manager', 'admin'] },
    schema: {
      tags,
      summary: 'Days an employee was marked Present',
      params: z.object({ userId: z.uuid({ error: 'Invalid id.' }) }),
      response: { 200: z.object({ success: z.literal(true), count: z.number() }) },
    },
    handler: async (request) => ({
      success: true as const,
      count: await service.countPresent(ctx.db, principalOf(request), request.params.userId),
    }),
  });
}
