import { EMPLOYEE_SORTS, EMPLOYMENT_STATUSES, type EmploymentStatus } from '#shared/list-columns.js';
import { type ListParams, type ListState, listParamsOf, oneOf, withSort } from '#web/lib/list-params.js';

/*
 * What the people lists ask the server for, in plain functions: the page's first script
 * (app/first-screens.ts) builds the employee list's first request with them before the query
 * library has arrived.
 */

export type PeopleParams = ListParams & { status: EmploymentStatus };

/**
 * What a people list (employees, managers) asks for: the list's page, and who it shows — the
 * people working here unless the address names another choice.
 */
export function peopleParamsOf(list: ListState): PeopleParams {
  return { ...listParamsOf(list), status: oneOf(EMPLOYMENT_STATUSES, list.filter('status')) ?? 'active' };
}

/** The query string of a people list's page (employees and managers alike). */
export const peopleQueryInput = (params: PeopleParams) => ({ query: withSort(params, EMPLOYEE_SORTS) });
