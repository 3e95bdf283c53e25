import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalaryJson } from '../../../../shared/schemas/salary.js';
import { api } from '../../../lib/api-client.js';
import { withQuery } from '../../../lib/query-string.js';
import { salaryKeys } from './salary-keys.js';

interface ListParams {
  search: string;
  page: number;
  limit: number;
}

export function getSalaries(params: ListParams, signal?: AbortSignal) {
  return api.get<{ success: true; result: SalaryJson[]; total: number }>(
    withQuery('/api/salary/getAllSalaries', { ...params }),
    signal,
  );
}

export const salariesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: salaryKeys.list(params),
    queryFn: ({ signal }) => getSalaries(params, signal),
    placeholderData: keepPreviousData,
  });

/** Every salary (admins, moderators), searched and paged on the server. */
export function useSalaries(params: ListParams) {
  return useQuery(salariesQueryOptions(params));
}

export function getPersonSalaries(id: string, signal?: AbortSignal) {
  return api.get<{ success: true; result: SalaryJson[] }>(`/api/salary/getSalary/${encodeURIComponent(id)}`, signal);
}

/** One person's salaries, newest first (by user or employee id; employees: their own). */
export function usePersonSalaries(id: string) {
  return useQuery({
    queryKey: salaryKeys.person(id),
    queryFn: ({ signal }) => getPersonSalaries(id, signal).then((response) => response.result),
  });
}
