import { z } from 'zod';
import { doneSchema } from './envelope.js';
import { endpoint } from './endpoint.js';
import {
  holidayImportPreviewSchema,
  holidayImportSchema,
  holidayInputSchema,
  holidayJsonSchema,
  holidayYearQuerySchema,
  workWeekInputSchema,
  workWeekJsonSchema,
} from '../schemas/calendar.js';

const tags = ['Calendar'] as const;
const idParams = z.object({ id: z.uuid({ error: 'Invalid holiday id.' }) });
const oneHoliday = z.object({ success: z.literal(true), message: z.string(), result: holidayJsonSchema });

/** The organisation's work week and public holidays: everyone reads them, the admin sets them. */
export const calendarApi = {
  workWeek: endpoint({
    method: 'GET',
    path: '/api/calendar/work-week',
    tags,
    summary: 'The working days and the weekend (the zone’s usual week until an admin sets one)',
    responses: { 200: z.object({ success: z.literal(true), result: workWeekJsonSchema }) },
  }),
  setWorkWeek: endpoint({
    method: 'PUT',
    path: '/api/calendar/work-week',
    tags,
    summary: 'Set the working days: at least one (audited)',
    body: workWeekInputSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), result: workWeekJsonSchema }) },
  }),
  holidays: endpoint({
    method: 'GET',
    path: '/api/calendar/holidays',
    tags,
    summary: 'The public holidays of a year, by day',
    query: holidayYearQuerySchema,
    responses: { 200: z.object({ success: z.literal(true), result: z.array(holidayJsonSchema) }) },
  }),
  addHoliday: endpoint({
    method: 'POST',
    path: '/api/calendar/holidays',
    tags,
    summary: 'Add a public holiday: one per day (audited)',
    body: holidayInputSchema,
    responses: { 201: oneHoliday },
  }),
  updateHoliday: endpoint({
    method: 'PUT',
    path: '/api/calendar/holidays/:id',
    tags,
    summary: 'Change a holiday’s day or name (audited)',
    params: idParams,
    body: holidayInputSchema,
    responses: { 200: oneHoliday },
  }),
  deleteHoliday: endpoint({
    method: 'DELETE',
    path: '/api/calendar/holidays/:id',
    tags,
    summary: 'Delete a holiday (audited)',
    params: idParams,
    responses: { 200: doneSchema },
  }),
  previewImport: endpoint({
    method: 'POST',
    path: '/api/calendar/holidays/import/preview',
    tags,
    summary: 'Read a CSV (date,name) or iCalendar file: every row of the year with its error or none; nothing is saved',
    body: holidayImportSchema,
    responses: { 200: z.object({ success: z.literal(true), result: holidayImportPreviewSchema }) },
  }),
  importHolidays: endpoint({
    method: 'POST',
    path: '/api/calendar/holidays/import',
    tags,
    summary: 'Import the holidays of a file, all or none: refused while a row has an error (audited)',
    body: holidayImportSchema,
    responses: {
      201: z.object({
        success: z.literal(true),
        message: z.string(),
        result: z.object({ added: z.number(), holidays: z.array(holidayJsonSchema) }),
      }),
    },
  }),
};
