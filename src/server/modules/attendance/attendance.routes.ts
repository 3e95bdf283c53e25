import type { FastifyInstance, FastifyReply } from 'fastify';
import { attendanceApi as api } from '#shared/api/attendance.js';
import { todayIn } from '#shared/dates.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import type { AttendanceReportFilter } from '#shared/schemas/attendance.js';
import type { ExportFormat } from '#shared/schemas/export.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { sendExport } from '../../lib/export.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../auth/actor.js';
import { keptWorkWeek } from '../calendar/index.js';
import * as report from './attendance-report.js';
import * as service from './attendance.service.js';

export async function attendanceRoutes(app: FastifyInstance, ctx: AppContext) {
  markRoutes(app, ctx);
  reportRoutes(app, ctx);
}

/** Marking: the day's sheet, a mark, a correction with a reason, everyone present at once. */
function markRoutes(app: FastifyInstance, ctx: AppContext) {
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);

  route(app, api.day, {
    access: ['admin'],
    handler: async ({ query }) => {
      const date = query.date ?? today();
      const page = await service.listDay(ctx.db, date, query, ctx.cache);
      return {
        success: true as const,
        message: 'Attendance fetched',
        date,
        attendance: page.rows,
        ...(page.total !== undefined ? { total: page.total } : {}),
      };
    },
  });

  route(app, api.mark, {
    access: ['admin'],
    handler: async (request) => {
      const { status } = request.body;
      const attendance = await service.mark(ctx.db, principalOf(request), request.params.employeeId, today(), status);
      return { success: true as const, message: ATTENDANCE_MSG.updated(status), attendance };
    },
  });

  route(app, api.correct, {
    access: ['admin'],
    handler: async (request) => {
      const { changed, name, attendance } = await service.correctMark(
        ctx.db,
        actorOf(request),
        request.params.employeeId,
        request.body,
        today(),
      );
      const message = changed
        ? ATTENDANCE_MSG.corrected(name, attendance.date, attendance.status)
        : ATTENDANCE_MSG.unchanged;
      return { success: true as const, message, changed, attendance };
    },
  });

  route(app, api.markAllPresent, {
    access: ['admin'],
    handler: async (request) => {
      const marked = await service.markAllPresent(ctx.db, principalOf(request), today());
      return {
        success: true as const,
        message: marked ? ATTENDANCE_MSG.markedAll(marked) : ATTENDANCE_MSG.noneUnmarked,
        marked,
      };
    },
  });

  route(app, api.mine, {
    access: ['employee', 'manager', 'moderator', 'admin'],
    handler: async (request) => {
      const month = request.query.month ?? today().slice(0, 7);
      return { success: true as const, month, days: await service.myMonth(ctx.db, principalOf(request), month) };
    },
  });

  route(app, api.presentDays, {
    access: ['employee', 'manager', 'admin'],
    handler: async (request) => ({
      success: true as const,
      count: await service.countPresent(ctx.db, principalOf(request), request.params.userId),
    }),
  });
}

/** The report of every mark and unmarked working day, and its export. */
function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);
  /**
   * The report's 'Not marked' days follow the organisation's work week and holidays, from the
   * first mark ever made (both kept in the read cache until the calendar or a mark changes).
   */
  const reportDays = async () => ({
    today: today(),
    weekend: await keptWorkWeek(ctx.db, ctx.config.ORG_TIMEZONE, ctx.cache),
    firstMark: () => ctx.cache.get('attendance:first-mark', ['Attendance'], () => report.firstMarkDay(ctx.db)),
  });
  // The export, at its address and at the report CSV's first one.
  const exportReport = async (query: AttendanceReportFilter & { format: ExportFormat }, reply: FastifyReply) =>
    sendExport(reply, query.format, {
      title: 'Attendance report',
      day: today(),
      columns: report.REPORT_COLUMNS,
      rows: report.reportStretches(ctx.db, query, await reportDays(), ctx.cache),
    });

  route(app, api.report, {
    access: ['admin'],
    handler: async ({ query }) => ({
      success: true as const,
      ...(await report.report(ctx.db, query, await reportDays(), ctx.cache)),
    }),
  });

  route(app, api.export, { access: ['admin'], handler: ({ query }, reply) => exportReport(query, reply) });

  route(app, api.reportCsv, { access: ['admin'], handler: ({ query }, reply) => exportReport(query, reply) });
}
