import { paths } from '#web/lib/paths.js';

/** Salary screens live in the admin and the moderator areas. */
export type SalaryArea = 'admin' | 'moderator';

export const salaryPaths = (area: SalaryArea) => ({
  list: paths[area].salary,
  add: paths[area].newSalary,
  /** One person's salaries and structure; a salary added for them. */
  person: paths[area].employeeSalary,
  addFor: paths[area].addSalary,
});
