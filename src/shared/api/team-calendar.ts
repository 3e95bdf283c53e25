import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  clashJsonSchema,
  teamCalendarJsonSchema,
  teamCalendarQuerySchema,
  whoIsOutJsonSchema,
} from '../schemas/team-calendar.js';

// One query area with the leaves: a leave's decision refreshes the calendar and the card.
const tags = ['Leave'] as const;

/** Who is out, as each role may see it (issue 15): the team calendar, the dashboards' card, the clash warning. */
export const teamCalendarApi = {
  calendar: endpoint({
    method: 'GET',
    path: '/api/team-calendar',
    tags,
    reads: ['Leave', 'Employees', 'Accounts', 'Departments', 'Calendar'],
    summary:
      'Who is out between two days: HR sees every department (paged by department), a manager theirs, an employee theirs as Out only',
    query: teamCalendarQuerySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        result: teamCalendarJsonSchema,
        /** Departments in the whole view (HR pages through them). */
        total: z.number(),
      }),
    },
  }),
  whoIsOut: endpoint({
    method: 'GET',
    path: '/api/team-calendar/out',
    tags,
    summary: "Who is out today and this week, as the team calendar shows them to the caller (the dashboards' card)",
    responses: { 200: z.object({ success: z.literal(true), result: whoIsOutJsonSchema }) },
  }),
  departments: endpoint({
    method: 'GET',
    path: '/api/team-calendar/departments',
    tags,
    summary:
      "Every department by name, for HR's filters and choices (the team calendar, payroll; admins and HR officers)",
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(z.object({ _id: z.string(), dep_name: z.string() })) }),
    },
  }),
  clash: endpoint({
    method: 'GET',
    path: '/api/team-calendar/clash/:id',
    tags,
    summary:
      'How many people of the leave’s department are already out on its days (for HR and the department’s manager)',
    params: z.object({ id: z.uuid({ error: 'Invalid leave id.' }) }),
    responses: { 200: z.object({ success: z.literal(true), result: clashJsonSchema.nullable() }) },
  }),
};
