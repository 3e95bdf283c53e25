import { paths } from '#web/lib/paths.js';

/** Payroll lives in the admin's and the HR officer's areas. */
export type PayrollArea = 'admin' | 'moderator';

export const payrollPaths = (area: PayrollArea) => ({
  list: paths[area].payroll,
  run: (id?: string) => paths[area].payrollRun(id),
  salaries: paths[area].salary,
});
