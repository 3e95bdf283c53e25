import type { EmployeeOption } from '../../../components/employee-combobox.js';
import { api } from '../../../lib/api-client.js';
import { withQuery } from '../../../lib/query-string.js';

export const leaveEmployeesKey = ['employee-options', 'leave'] as const;

/** Employees to record a leave for (admin): the employees list, searched on the server. */
export function searchLeaveEmployees(search: string, signal: AbortSignal) {
  return api
    .get<{ success: true; result: EmployeeOption[] }>(withQuery('/api/employee/getEmployees', { search, page: 1, limit: 20 }), signal)
    .then((response) => response.result);
}
