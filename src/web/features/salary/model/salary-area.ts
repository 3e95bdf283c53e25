import { paths } from '#web/lib/paths.js';

/** Salary screens live in the admin and the moderator areas. */
export type SalaryArea = 'admin' | 'moderator';

export const salaryPaths = (area: SalaryArea) => ({ list: paths[area].salary, add: paths[area].newSalary });
