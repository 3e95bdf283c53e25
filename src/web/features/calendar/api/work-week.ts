import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarApi } from '#shared/api/calendar.js';
import type { WorkWeekInput } from '#shared/schemas/calendar.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** The organisation's working days and weekend. */
export function useWorkWeek() {
  return useQuery(callQuery(calendarApi.workWeek));
}

/** Saving the week changes what counts as a working day: the report's 'Not marked' days follow. */
export function useSaveWorkWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkWeekInput) => call(calendarApi.setWorkWeek, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Calendar', 'Attendance', 'Audit'),
  });
}
