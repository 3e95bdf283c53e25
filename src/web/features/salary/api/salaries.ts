import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salaryApi } from '#shared/api/salary.js';
import { callQuery } from '#web/lib/call.js';
import { SALARY_SORTS } from '#shared/list-columns.js';
import { type ListParams, withSort } from '#web/lib/list-params.js';

export const salariesQueryOptions = (params: ListParams) =>
  queryOptions({
    ...callQuery(salaryApi.list, { query: withSort(params, SALARY_SORTS) }),
    placeholderData: keepPreviousData,
  });

/** Every salary (admins, moderators), searched and paged on the server. */
export function useSalaries(params: ListParams) {
  return useQuery(salariesQueryOptions(params));
}

/** One person's salaries, newest first (by user or employee id; employees: their own). */
export function usePersonSalaries(id: string | null) {
  return useQuery({
    ...callQuery(salaryApi.person, { params: { userId: id ?? '' } }),
    select: (response) => response.result,
    enabled: Boolean(id),
  });
}
