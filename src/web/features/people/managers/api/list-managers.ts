import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeJson } from '../../../../../shared/schemas/employees.js';
import { api } from '../../../../lib/api-client.js';
import { peopleKeys } from '../../api/keys.js';
import { queryStringOf } from '../../../../../shared/api/endpoint.js';
import type { ListParams } from '../../../../lib/list-params.js';

export function getManagers(params: Partial<ListParams>, signal?: AbortSignal) {
  return api.get<{ success: true; managers: EmployeeJson[]; total?: number }>(
    `/api/employee/managers${queryStringOf(params)}`,
    signal,
  );
}

/** One page of managers, searched on the server by name, employee id or phone. */
export const managersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: peopleKeys.managers(params),
    queryFn: ({ signal }) => getManagers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useManagers(params: ListParams) {
  return useQuery(managersQueryOptions(params));
}

/** Every manager, for the department form's manager select. */
export function useAllManagers() {
  return useQuery({
    queryKey: peopleKeys.managers({ all: true }),
    queryFn: ({ signal }) => getManagers({}, signal).then((response) => response.managers),
  });
}
