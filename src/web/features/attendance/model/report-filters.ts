import type { AttendanceReportFilter } from '#shared/schemas/attendance.js';
import { REPORT_STATUSES, type ReportStatus } from '#shared/list-columns.js';

/** The attendance report's filters as they live in the URL, so Back and reload restore them. */
export interface ReportFilters {
  date: string;
  employee: string;
  employeeName: string;
  department: string;
  status: ReportStatus | '';
}

const KEYS = ['date', 'employee', 'employeeName', 'department', 'status'] as const;

export function reportFiltersFrom(params: URLSearchParams): ReportFilters {
  const status = params.get('status') ?? '';
  return {
    date: params.get('date') ?? '',
    employee: params.get('employee') ?? '',
    employeeName: params.get('employeeName') ?? '',
    department: params.get('department') ?? '',
    status: (REPORT_STATUSES as readonly string[]).includes(status) ? (status as ReportStatus) : '',
  };
}

/** The URL parameters of `filters`, empty ones left out. */
export function reportParamsOf(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/** What the API takes (the person's name is only for the picker); the days nobody marked included. */
export function reportQueryOf(filters: ReportFilters): AttendanceReportFilter {
  return {
    unmarked: 'include',
    ...(filters.date ? { date: filters.date } : {}),
    ...(filters.employee ? { employee: filters.employee } : {}),
    ...(filters.department ? { department: filters.department } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

export const hasFilters = (filters: ReportFilters) =>
  Boolean(filters.date || filters.employee || filters.department || filters.status);
