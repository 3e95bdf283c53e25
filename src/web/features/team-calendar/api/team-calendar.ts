import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { teamCalendarApi } from '#shared/api/team-calendar.js';
import type { teamCalendarQuerySchema } from '#shared/schemas/team-calendar.js';
import { callQuery } from '#web/lib/call.js';

export type TeamCalendarParams = z.input<typeof teamCalendarQuerySchema>;

/** Who is out in a period, as the server scopes it for the signed-in role; the last answer stays while the next loads. */
export function useTeamCalendar(query: TeamCalendarParams) {
  return useQuery({ ...callQuery(teamCalendarApi.calendar, { query }), placeholderData: keepPreviousData });
}

/** Who is out today and in the seven days from today (the dashboards' card; their loaders fill it). */
export const whoIsOutOptions = () => callQuery(teamCalendarApi.whoIsOut);

export function useWhoIsOut() {
  return useQuery({ ...whoIsOutOptions(), select: (response) => response.result });
}
