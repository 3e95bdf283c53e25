import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ATTENDANCE_REPORT_PAGE_SIZE } from '../../../../shared/constants.js';
import type { ReportRow } from '../../../../shared/schemas/attendance.js';
import { api } from '../../../lib/api-client.js';
import { withQuery } from '../../../lib/query-string.js';

interface ReportResponse {
  success: true;
  groupData: Record<string, ReportRow[]>;
  /** Where the next page starts; null on the last page. */
  next: string | null;
}

export function getAttendanceReport(date: string, after: string | undefined, signal?: AbortSignal) {
  return api.get<ReportResponse>(
    withQuery('/api/attendance/report', { date, limit: ATTENDANCE_REPORT_PAGE_SIZE, after }),
    signal,
  );
}

/** The CSV of the whole filter, streamed by the server (the session cookie authenticates it). */
export const attendanceCsvUrl = (date: string) => withQuery('/api/attendance/report.csv', { date });

/**
 * Pages of 100 rows (spec §9), each continuing after the last row of the one before (the
 * server's `next`), so the thousandth page costs what the first does.
 */
export const attendanceReportQueryOptions = (date: string) =>
  infiniteQueryOptions({
    queryKey: ['attendance', 'report', date] as const,
    queryFn: ({ pageParam, signal }) => getAttendanceReport(date, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useAttendanceReport(date: string) {
  return useInfiniteQuery(attendanceReportQueryOptions(date));
}

/** Pages merged into one list of days, newest first (a day may span two pages). */
export function mergeReportPages(pages: Pick<ReportResponse, 'groupData'>[]): [string, ReportRow[]][] {
  const days = new Map<string, ReportRow[]>();
  for (const page of pages) {
    for (const [day, rows] of Object.entries(page.groupData)) days.set(day, [...(days.get(day) ?? []), ...rows]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
}
