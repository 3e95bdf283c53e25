import type { FastifyInstance } from 'fastify';
import { calendarApi as api } from '#shared/api/calendar.js';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../auth/actor.js';
import { getWorkWeek, setWorkWeek } from './calendar.service.js';
import { importHolidays, previewImport } from './holiday-import.service.js';
import * as holidays from './holidays.service.js';

/** Everyone reads the work week and the holidays (the leave form counts with them); the admin sets them. */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const timeZone = ctx.config.ORG_TIMEZONE;

  route(app, api.workWeek, {
    access: 'signed-in',
    handler: async () => ({ success: true as const, result: await getWorkWeek(ctx.db, timeZone) }),
  });

  route(app, api.setWorkWeek, {
    access: ['admin'],
    handler: async (request) => {
      const { workWeek, message } = await setWorkWeek(ctx.db, actorOf(request), timeZone, request.body);
      return { success: true as const, message, result: workWeek };
    },
  });

  route(app, api.holidays, {
    access: 'signed-in',
    handler: async ({ query }) => ({ success: true as const, result: await holidays.listHolidays(ctx.db, query.year) }),
  });

  route(app, api.addHoliday, {
    access: ['admin'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: CALENDAR_MSG.added,
      result: await holidays.addHoliday(ctx.db, actorOf(request), request.body),
    }),
  });

  route(app, api.updateHoliday, {
    access: ['admin'],
    handler: async (request) => {
      const { holiday, changed } = await holidays.updateHoliday(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        message: changed ? CALENDAR_MSG.updated : CALENDAR_MSG.unchanged,
        result: holiday,
      };
    },
  });

  route(app, api.deleteHoliday, {
    access: ['admin'],
    handler: async (request) => {
      await holidays.deleteHoliday(ctx.db, actorOf(request), request.params.id);
      return { success: true as const, message: CALENDAR_MSG.deleted };
    },
  });

  route(app, api.previewImport, {
    access: ['admin'],
    handler: async ({ body }) => ({ success: true as const, result: await previewImport(ctx.db, body) }),
  });

  route(app, api.importHolidays, {
    access: ['admin'],
    idempotent: true,
    handler: async (request) => {
      const added = await importHolidays(ctx.db, actorOf(request), request.body);
      return {
        success: true as const,
        message: CALENDAR_MSG.imported(added.length, request.body.year),
        result: { added: added.length, holidays: added },
      };
    },
  });
}
