import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ATTENDANCE_REPORT_PAGE_SIZE } from '../../../../shared/constants.js';
import type { ReportRow } from '../../../../shared/schemas/attendance.js';
import { api } from '../../../lib/api-client.js';
import { withQuery } from '../../../lib/query-string.js';

interface ReportResponse {
  success: true;
  groupData: Record<string, ReportRow[]>;
}

export function getAttendanceReport(date: string, skip: number, signal?: AbortSignal) {
  return api.get<ReportResponse>(
    withQuery('/api/attendance/report', { date, limit: ATTENDANCE_REPORT_PAGE_SIZE, skip }),
    signal,
  );
}

/** The CSV of the whole filter, streamed by the server (the session cookie authenticates it). */
export const attendanceCsvUrl = (date: string) => withQuery('/api/attendance/report.csv', { date });

const rowCount = (groups: Record<string, ReportRow[]>) =>
  Object.values(groups).reduce((sum, rows) => sum + rows.length, 0);

/** Pages of 100 rows by skip offset; no next page once a page comes back short (spec §9). */
export const attendanceReportQueryOptions = (date: string) =>
  infiniteQueryOptions({
    queryKey: ['attendance', 'report', date] as const,
    queryFn: ({ pageParam, signal }) => getAttendanceReport(date, pageParam, signal).then((r) => r.groupData),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, skip) =>
      rowCount(last) < ATTENDANCE_REPORT_PAGE_SIZE ? undefined : skip + ATTENDANCE_REPORT_PAGE_SIZE,
  });

export function useAttendanceReport(date: string) {
  return useInfiniteQuery(attendanceReportQueryOptions(date));
}

/** Pages merged into one list of days, newest first (a day may span two pages). */
export function mergeReportPages(pages: Record<string, ReportRow[]>[]): [string, ReportRow[]][] {
  const days = new Map<string, ReportRow[]>();
  for (const page of pages) {
    for (const [day, rows] of Object.entries(page)) days.set(day, [...(days.get(day) ?? []), ...rows]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
}
