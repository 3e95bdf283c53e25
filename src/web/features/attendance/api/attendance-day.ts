import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceApi } from '#shared/api/attendance.js';
import type { ATTENDANCE_STATUSES } from '#shared/constants.js';
import { ATTENDANCE_SHEET_SORTS } from '#shared/list-columns.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { type ListState, listParamsOf, withSort } from '#web/lib/list-params.js';

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

interface DayParams {
  search: string;
  page: number;
  limit: number;
  /** A past day to show; the organisation's today when absent. */
  date?: string | undefined;
  /** Only the people without a mark ('Not yet marked'). */
  unmarked?: 'true' | undefined;
  sort?: string;
}

/**
 * What the day's sheet asks for: the list's page, the day (the organisation's today unless the
 * address names a past one) and whether only the people without a mark are shown.
 */
export function attendanceDayParamsOf(list: ListState): DayParams {
  const day = list.filter('day') ?? '';
  return {
    ...listParamsOf(list),
    date: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined,
    unmarked: list.filter('unmarked') === '1' ? 'true' : undefined,
  };
}

export const attendanceDayQueryOptions = (params: DayParams) =>
  queryOptions({
    ...callQuery(attendanceApi.day, { query: withSort(params, ATTENDANCE_SHEET_SORTS) }),
    placeholderData: keepPreviousData,
  });

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

/** How many people have no mark today (for the 'Mark all unmarked as Present' confirmation). */
export function useUnmarkedToday(enabled: boolean) {
  return useQuery({
    ...callQuery(attendanceApi.day, { query: { unmarked: 'true', page: 1, limit: 1 } }),
    select: (response) => response.total ?? 0,
    enabled,
  });
}

function useAttendanceChange<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateAreas(queryClient, 'Attendance', 'Audit') });
}

export type MarkCorrection = { employeeId: string; date: string; status: AttendanceStatus; reason: string };

export const useCorrectMark = () =>
  useAttendanceChange(({ employeeId, ...body }: MarkCorrection) =>
    call(attendanceApi.correct, { params: { employeeId }, body }),
  );

export const useMarkAllPresent = () => useAttendanceChange(() => call(attendanceApi.markAllPresent));
