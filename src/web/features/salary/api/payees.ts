import { useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { salaryApi } from '#shared/api/salary.js';
import type { EmployeeOption } from '#web/components/employee-combobox.js';
import { call, callQuery, keyOf } from '#web/lib/call.js';

/** People a salary can be paid to, searched on the server (admins and moderators). */
export function searchPayees(search: string, signal: AbortSignal): Promise<EmployeeOption[]> {
  return call(salaryApi.payees, { query: { search, limit: 20 } }, signal).then((response) => response.result);
}

/** The cache key of the payee searches (the picker appends the text). */
export const payeesKey = keyOf(salaryApi.payees);

/** One employee by user or employee id (admins): the preselected payee, the per-employee page's title. */
export function useEmployee(id: string | undefined) {
  return useQuery({
    ...callQuery(employeesApi.get, { params: { id: id ?? '' } }),
    select: (response) => response.employee,
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}
