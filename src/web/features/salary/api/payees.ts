import { useQuery } from '@tanstack/react-query';
import type { EmployeeOption } from '../../../components/employee-combobox.js';
import type { PayeeJson } from '../../../../shared/schemas/salary.js';
import type { EmployeeJson } from '../../../../shared/schemas/employees.js';
import { api } from '../../../lib/api-client.js';
import { withQuery } from '../../../lib/query-string.js';
import { salaryKeys } from './salary-keys.js';

/** People a salary can be paid to, searched on the server (admins and moderators). */
export function searchPayees(search: string, signal: AbortSignal): Promise<EmployeeOption[]> {
  return api
    .get<{ success: true; result: PayeeJson[] }>(withQuery('/api/salary/payees', { search, limit: 20 }), signal)
    .then((response) => response.result);
}

export function getEmployee(id: string, signal?: AbortSignal) {
  return api.get<{ success: true; employee: EmployeeJson }>(`/api/employee/getEmployee/${encodeURIComponent(id)}`, signal);
}

/** One employee by user or employee id (admins): the preselected payee, the per-employee page's title. */
export function useEmployee(id: string | undefined) {
  return useQuery({
    queryKey: salaryKeys.employee(id ?? ''),
    queryFn: ({ signal }) => getEmployee(id!, signal).then((response) => response.employee),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}
