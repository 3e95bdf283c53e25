import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ATTENDANCE_REPORT_PAGE_SIZE } from '#shared/constants.js';
import { attendanceApi } from '#shared/api/attendance.js';
import type { ResponseOf } from '#shared/api/endpoint.js';
import type { AttendanceReportFilter, ReportRow } from '#shared/schemas/attendance.js';
import { call, keyOf } from '#web/lib/call.js';

type ReportResponse = ResponseOf<typeof attendanceApi.report>;

/**
 * Pages of 100 rows, each continuing after the last row of the one before (the
 * server's `next`), so the thousandth page costs what the first does.
 */
export const attendanceReportQueryOptions = (filter: AttendanceReportFilter) =>
  infiniteQueryOptions({
    queryKey: keyOf(attendanceApi.report, { query: filter }),
    queryFn: ({ pageParam, signal }) =>
      call(
        attendanceApi.report,
        { query: { ...filter, limit: ATTENDANCE_REPORT_PAGE_SIZE, after: pageParam } },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useAttendanceReport(filter: AttendanceReportFilter) {
  return useInfiniteQuery(attendanceReportQueryOptions(filter));
}

/** Pages merged into one list of days, newest first (a day may span two pages). */
export function mergeReportPages(pages: Pick<ReportResponse, 'groupData'>[]): [string, ReportRow[]][] {
  const days = new Map<string, ReportRow[]>();
  for (const page of pages) {
    for (const [day, rows] of Object.entries(page.groupData)) days.set(day, [...(days.get(day) ?? []), ...rows]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
}
