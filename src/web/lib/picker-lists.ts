import { useQuery } from '@tanstack/react-query';
import { departmentsApi } from '#shared/api/departments.js';
import { employeesApi } from '#shared/api/employees.js';
import { teamCalendarApi } from '#shared/api/team-calendar.js';
import { callQuery } from './call.js';

/** Every department (the employee form's select, the department form's name check): small, changes rarely. */
export function useAllDepartments() {
  return useQuery({ ...callQuery(departmentsApi.list), select: (response) => response.result, staleTime: 60_000 });
}

/** Every manager, for the department form's manager select. */
export function useAllManagers() {
  return useQuery({ ...callQuery(employeesApi.managers), select: (response) => response.managers });
}

/**
 * Every department by name, for HR's pickers (admins and HR officers: an HR officer may not read
 * the department list itself): the team calendar's filter, the payroll run's and the payslip ZIP's
 * departments.
 */
export function useHrDepartments() {
  return useQuery({
    ...callQuery(teamCalendarApi.departments),
    select: (response) => response.result,
    staleTime: 60_000,
  });
}
