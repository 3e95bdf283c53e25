import type { EmployeeJson } from '#shared/schemas/employees.js';
import type { ExportColumn } from '../../lib/export.js';

const id: ExportColumn<EmployeeJson> = { header: 'Employee ID', value: (e) => e.employeeId, width: 14 };
const name: ExportColumn<EmployeeJson> = { header: 'Name', value: (e) => e.emp_name, width: 24 };
const email: ExportColumn<EmployeeJson> = { header: 'Email', value: (e) => e.emp_email, width: 30 };
const phone: ExportColumn<EmployeeJson> = { header: 'Phone', value: (e) => e.emp_phone, width: 16 };
const designation: ExportColumn<EmployeeJson> = { header: 'Designation', value: (e) => e.designation, width: 20 };

/** The employees and managers lists as files: who, how to reach them, where and since when. */
export const PEOPLE_COLUMNS: readonly ExportColumn<EmployeeJson>[] = [
  id,
  name,
  email,
  phone,
  { header: 'Role', value: (e) => e.role, width: 12 },
  { header: 'Department', value: (e) => e.department?.dep_name, width: 20 },
  designation,
  { header: 'Joining Date', value: (e) => e.hireDate, kind: 'date', width: 14 },
  { header: 'Last Working Day', value: (e) => e.lastWorkingDay, kind: 'date', width: 16 },
];

/** A manager's team, as their Employees screen shows it. */
export const TEAM_COLUMNS: readonly ExportColumn<EmployeeJson>[] = [id, name, email, phone, designation];
