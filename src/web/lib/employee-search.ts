import { employeesApi } from '#shared/api/employees.js';
import type { EmployeeSearch } from '../components/employee-combobox.js';
import { call, keyOf } from './call.js';

/** The employee pickers' search: the employees list, searched on the server (first 20 matches). */
export const searchEmployees: EmployeeSearch = (search, signal) =>
  call(employeesApi.list, { query: { search, page: 1, limit: 20 } }, signal).then((response) => response.result);

/** The cache key of those searches (the picker appends the typed text). */
export const employeeSearchKey = keyOf(employeesApi.list);

/** The history filters' search (reports, audit trail): people who have left are found too. */
export const searchEveryone: EmployeeSearch = (search, signal) =>
  call(employeesApi.list, { query: { search, page: 1, limit: 20, status: 'all' } }, signal).then(
    (response) => response.result,
  );

export const everyoneSearchKey = [...keyOf(employeesApi.list), 'all'] as const;
