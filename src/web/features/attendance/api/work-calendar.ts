import { useQuery } from '@tanstack/react-query';
import { calendarApi } from '#shared/api/calendar.js';
import { callQuery } from '#web/lib/call.js';

/**
 * Whether a day is off for the organisation: its work week's weekend days, and the name of a public
 * holiday on it. Undefined while either is being read.
 */
export function useDayOff(day: string | undefined) {
  const week = useQuery({ ...callQuery(calendarApi.workWeek), enabled: Boolean(day), staleTime: 60_000 });
  const year = day ? Number(day.slice(0, 4)) : 0;
  const holidays = useQuery({
    ...callQuery(calendarApi.holidays, { query: { year } }),
    enabled: Boolean(day),
    staleTime: 60_000,
  });
  return {
    weekendDays: week.data?.result.weekendDays,
    holiday: holidays.data?.result.find((holiday) => holiday.day === day)?.name,
  };
}
