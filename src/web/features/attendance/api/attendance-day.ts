import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceApi } from '#shared/api/attendance.js';
import type { ATTENDANCE_STATUSES } from '#shared/constants.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

interface DayParams {
  search: string;
  page: number;
  limit: number;
}

export const attendanceDayQueryOptions = (params: DayParams) =>
  queryOptions({ ...callQuery(attendanceApi.day, { query: params }), placeholderData: keepPreviousData });

export function useAttendanceDay(params: DayParams) {
  return useQuery(attendanceDayQueryOptions(params));
}

export const markAttendance = ({ employeeId, status }: { employeeId: string; status: AttendanceStatus }) =>
  call(attendanceApi.mark, { params: { employeeId }, body: { status } });

/** Marking changes the day's list and the report, so both are refreshed. */
export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSettled: () => invalidateAreas(queryClient, 'Attendance'),
  });
}
