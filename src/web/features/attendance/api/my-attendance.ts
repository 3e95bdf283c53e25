import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attendanceApi } from '#shared/api/attendance.js';
import { callQuery } from '#web/lib/call.js';

/** One's own marks of a month ('YYYY-MM'; the organisation's this month when absent). */
export function useMyAttendance(month: string | undefined) {
  return useQuery({
    ...callQuery(attendanceApi.mine, { query: month ? { month } : {} }),
    placeholderData: keepPreviousData,
  });
}
