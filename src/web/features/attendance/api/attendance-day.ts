import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ATTENDANCE_STATUSES } from '../../../../shared/constants.js';
import type { AttendanceRow } from '../../../../shared/schemas/attendance.js';
import { api } from '../../../lib/api-client.js';
import { withQuery } from '../../../lib/query-string.js';

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const attendanceKeys = {
  all: ['attendance'] as const,
  day: (params: DayParams) => ['attendance', 'day', params] as const,
};

interface DayParams {
  search: string;
  page: number;
  limit: number;
}

interface DayResponse {
  success: true;
  /** The organisation's today, as the server sees it. */
  date: string;
  attendance: AttendanceRow[];
  total: number;
}

export function getAttendanceDay(params: DayParams, signal?: AbortSignal) {
  return api.get<DayResponse>(withQuery('/api/attendance/getAttendances', { ...params }), signal);
}

export const attendanceDayQueryOptions = (params: DayParams) =>
  queryOptions({
    queryKey: attendanceKeys.day(params),
    queryFn: ({ signal }) => getAttendanceDay(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAttendanceDay(params: DayParams) {
  return useQuery(attendanceDayQueryOptions(params));
}

export function markAttendance({ employeeId, status }: { employeeId: string; status: AttendanceStatus }) {
  return api.put<{ success: true; message: string }>(
    `/api/attendance/updateAttendance/${encodeURIComponent(employeeId)}`,
    { status },
  );
}

/** Marking changes the day's list and the report, so both are refreshed. */
export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
