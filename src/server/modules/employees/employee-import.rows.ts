/**
 * The rows of an employee file checked exactly as Add Employee checks its form: the same shared
 * field rules (checkEmployeeFields: age, phone, salary, choices…) and the same key checks
 * (employee-keys.ts), with the same messages — plus what only a file has: departments named
 * instead of chosen, and the same person twice in it. Every database lookup is one query for the
 * whole file.
 */
import { sql } from 'drizzle-orm';
import { DESIGNATIONS, GENDERS, MARITAL_STATUSES } from '#shared/constants.js';
import { EMPLOYEE_IMPORT_MSG } from '#shared/messages/employee-import.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { EMPLOYEE_ROLES } from '#shared/roles.js';
import type { EmployeeImportKey, EmployeeImportRow } from '#shared/schemas/employee-import.js';
import {
  checkEmployeeFields,
  cleanEmployeeFields,
  type EmployeeFields,
  type EmployeeIssue,
  type EmployeeValues,
} from '#shared/schemas/employees.js';
import type { Db, Tx } from '../../db/client.js';
import { joinErrors, markRepeats, type ImportTableRow } from '../../lib/import-table.js';
import { mapInTurns } from '../../lib/in-turns.js';
import { rowsOf } from '../../lib/sql.js';
import { employeeCheckOptions } from './employees.service.js';
import { type EmployeeKeys, takenIssues, takenKeys, type TakenKeys } from './employee-keys.js';

export type EmployeeTable = ImportTableRow<EmployeeImportKey>[];

/** A checked row: what the preview shows, and (when it has no error) the values to save. */
export interface CheckedEmployee extends EmployeeImportRow {
  values: (Partial<EmployeeValues> & { departmentId: string | null }) | null;
}

interface Department {
  id: string;
  name: string;
}

async function departmentsNamed(db: Db | Tx, names: string[]): Promise<Map<string, Department>> {
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  if (!lower.length) return new Map();
  const rows = rowsOf<Department>(
    await db.execute(sql`select id, name from departments where lower(name) = any(${sql.param(lower)}::text[])`),
  );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

/** A choice as the form spells it ('Manager' → 'manager'); anything else as written, for the rule to refuse. */
function spelled(value: string, choices: readonly string[]): string {
  return choices.find((choice) => choice.toLowerCase() === value.toLowerCase()) ?? value;
}

/** One row's fields as the form would send them, its problems in the form's order, and its clean values. */
function checkCells(cells: Record<EmployeeImportKey, string>, departments: Map<string, Department>, today: string) {
  const department = cells.department ? departments.get(cells.department.toLowerCase()) : undefined;
  const fields: EmployeeFields = {
    ...cells,
    // The form sends the chosen department's id; a name nobody has fails as an unknown department.
    department: department?.id ?? cells.department,
    role: spelled(cells.role, EMPLOYEE_ROLES),
    designation: spelled(cells.designation, DESIGNATIONS),
    gender: spelled(cells.gender, GENDERS),
    marital_status: spelled(cells.marital_status, MARITAL_STATUSES),
  };
  const issues = checkEmployeeFields(fields, { mode: 'create', invited: true, ...employeeCheckOptions(today) });
  if (cells.department && !department && !issues.some((issue) => issue.field === 'department')) {
    issues.push({ field: 'department', message: EMPLOYEE_MSG.departmentUnknown });
  }
  const shown = { ...fields, department: department?.name ?? cells.department };
  return { shown, issues, values: cleanEmployeeFields(fields), departmentId: department?.id ?? null };
}

const messageOf = (issues: EmployeeIssue[]) => joinErrors(issues.map((issue) => issue.message));

type Checked = ReturnType<typeof checkCells> & { source: string };

/** A checked row as the preview shows it (valid keys as they will be saved) and its values to save. */
function rowOf(
  { source, shown, issues, values, departmentId }: Checked,
  taken: TakenKeys,
  today: string,
): CheckedEmployee {
  const bad = new Set(issues.map((issue) => issue.field));
  const error = messageOf([...issues, ...takenIssues(values, taken).filter((issue) => !bad.has(issue.field))]);
  const keep = (field: 'emp_email' | 'emp_phone') => (bad.has(field) ? shown[field] : values[field]) ?? '';
  return {
    source,
    employeeId: shown.employeeId ?? '',
    emp_name: shown.emp_name ?? '',
    emp_email: keep('emp_email'),
    emp_phone: keep('emp_phone'),
    department: shown.department ?? '',
    role: shown.role ?? '',
    designation: shown.designation ?? '',
    salary: shown.salary ?? '',
    hire_date: shown.hire_date || (error ? '' : today),
    dob: shown.dob ?? '',
    gender: shown.gender ?? '',
    marital_status: shown.marital_status ?? '',
    error,
    values: error ? null : { ...values, departmentId },
  };
}

/** The keys of a row that are well formed (the others have their own error already). */
function wellFormedKeys({ issues, values }: Checked): EmployeeKeys {
  const bad = new Set(issues.map((issue) => issue.field));
  return {
    emp_email: bad.has('emp_email') ? undefined : values.emp_email,
    employeeId: bad.has('employeeId') ? undefined : values.employeeId,
    emp_phone: bad.has('emp_phone') ? undefined : values.emp_phone,
  };
}

/**
 * Every row of the file checked. Keys someone already has are looked up for the rows whose keys
 * are well formed; a key repeated inside the file is an error on each row after its first.
 */
export async function checkEmployeeRows(db: Db | Tx, table: EmployeeTable, today: string): Promise<CheckedEmployee[]> {
  const departments = await departmentsNamed(db, table.map((row) => row.cells.department).filter(Boolean));
  const checked = await mapInTurns(table, ({ source, cells }) => ({
    source,
    ...checkCells(cells, departments, today),
  }));
  const taken = await takenKeys(db, checked.map(wellFormedKeys));
  let rows = await mapInTurns(checked, (row) => rowOf(row, taken, today));
  // Each repeat is added to the row's other errors: the preview shows them all (an empty cell has its own).
  rows = markRepeats(rows, (row) => row.emp_email.toLowerCase() || null, EMPLOYEE_IMPORT_MSG.repeatedEmail);
  rows = markRepeats(rows, (row) => row.employeeId || null, EMPLOYEE_IMPORT_MSG.repeatedId);
  rows = markRepeats(rows, (row) => row.emp_phone || null, EMPLOYEE_IMPORT_MSG.repeatedPhone);
  // A repeat is not saved.
  return rows.map((row) => (row.error ? { ...row, values: null } : row));
}
