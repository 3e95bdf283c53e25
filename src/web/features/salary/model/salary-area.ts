import { paths } from '#web/lib/paths.js';

/** Salary screens live in the admin and the moderator areas. */
export type SalaryArea = 'admin' | 'moderator';

export const salaryPaths = (area: SalaryArea) => ({
  list: paths[area].salary,
  add: paths[area].newSalary,
  /** One person's salaries and structure (`:id` = employee id; the admin's also takes a user id). */
  person: paths[area].employeeSalary,
});

/** What a link to a person's salaries knows of them: an HR officer cannot read the employee record itself. */
export interface PersonState {
  name: string;
  code: string;
}
