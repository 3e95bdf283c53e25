import {
  checkEmployeeFields,
  EMPLOYEE_FIELDS,
  type EmployeeFields,
  type EmployeeIssue,
  type EmployeeJson,
  OWN_CREDENTIAL_FIELDS,
  SELF_LOCKED_FIELDS,
} from '#shared/schemas/employees.js';
import { todayDay } from '#web/lib/format.js';

/** The form's values: every field a string (as typed), the photo a File. */
export interface EmployeeFormValues {
  employeeId: string;
  emp_name: string;
  emp_email: string;
  emp_phone: string;
  department: string;
  salary: string;
  role: string;
  designation: string;
  gender: string;
  marital_status: string;
  dob: string;
  hire_date: string;
  password: string;
  profileImage: File | null;
}

export type TextFieldName = Exclude<keyof EmployeeFormValues, 'profileImage'>;
export type FormMode = 'create' | 'update';

/** The field lists and their rules are the server's own (shared/schemas/employees.ts). */
export const SELF_LOCKED: readonly TextFieldName[] = SELF_LOCKED_FIELDS;
export const OWN_CREDENTIALS: readonly TextFieldName[] = OWN_CREDENTIAL_FIELDS;
export const TEXT_FIELDS: readonly TextFieldName[] = EMPLOYEE_FIELDS;

/** A new person's form: Joining Date is today unless HR says otherwise. */
export function emptyEmployeeForm(role = '', today: string = todayDay()): EmployeeFormValues {
  return {
    employeeId: '',
    emp_name: '',
    emp_email: '',
    emp_phone: '',
    department: '',
    salary: '',
    role,
    designation: '',
    gender: '',
    marital_status: '',
    dob: '',
    hire_date: today,
    password: '',
    profileImage: null,
  };
}

export function formValuesOf(employee: EmployeeJson): EmployeeFormValues {
  return {
    employeeId: employee.employeeId,
    emp_name: employee.emp_name,
    emp_email: employee.emp_email,
    emp_phone: employee.emp_phone,
    department: employee.department?._id ?? '',
    salary: String(employee.salary),
    role: employee.role,
    designation: employee.designation,
    gender: employee.gender,
    marital_status: employee.marital_status,
    dob: employee.dob,
    hire_date: employee.hireDate,
    password: '',
    profileImage: null,
  };
}

/** The fields that count: the department only for role employee, a blank password on edit never. */
function relevantFields(values: EmployeeFormValues, mode: FormMode): EmployeeFields {
  const fields: EmployeeFields = {};
  for (const key of TEXT_FIELDS) fields[key] = values[key];
  if (values.role !== 'employee') delete fields.department;
  if (mode === 'update' && !values.password) delete fields.password;
  return fields;
}

/** The fields whose value differs from the record (a typed password always counts). */
function changedFields(fields: EmployeeFields, initial: EmployeeFormValues): EmployeeFields {
  const changed: EmployeeFields = {};
  for (const [key, value] of Object.entries(fields) as [TextFieldName, string][]) {
    if (key === 'password' || value.trim() !== initial[key].trim()) changed[key] = value;
  }
  return changed;
}

/**
 * The employee checks (shared with the server), in the form's order; the first is shown. An edit
 * checks what changed: the rest is the record as stored (a moderator's role included).
 */
export function checkEmployeeForm(
  values: EmployeeFormValues,
  mode: FormMode,
  initial?: EmployeeFormValues,
  linking = false,
): EmployeeIssue[] {
  const image = values.profileImage ? { bytes: values.profileImage.size, type: values.profileImage.type } : null;
  const relevant = relevantFields(values, mode);
  const fields = mode === 'update' && initial ? changedFields(relevant, initial) : relevant;
  if (linking) delete fields.password;
  return checkEmployeeFields(fields, {
    mode,
    linking,
    currentYear: new Date().getFullYear(),
    today: todayDay(),
    image,
  });
}

/**
 * Multipart body of a new employee: every filled field (no empty department) and the photo; with
 * `account`, the sign-up account made staff (it keeps its email and password).
 */
export function createFormData(values: EmployeeFormValues, account?: string): FormData {
  const form = new FormData();
  const fields = relevantFields(values, 'create');
  if (account) {
    delete fields.password;
    form.append('account', account);
  }
  for (const [key, value] of Object.entries(fields)) {
    if (value) form.append(key, value);
  }
  if (values.profileImage) form.append('profileImage', values.profileImage);
  return form;
}

/**
 * Multipart body of an edit: only the fields that changed and are not empty, a new password when
 * typed, the photo when one was chosen. Locked fields are never sent. Null when nothing changed.
 */
export function updateFormData(
  values: EmployeeFormValues,
  initial: EmployeeFormValues,
  locked: readonly TextFieldName[],
): FormData | null {
  const form = new FormData();
  for (const [key, value] of Object.entries(changedFields(relevantFields(values, 'update'), initial)) as [
    TextFieldName,
    string,
  ][]) {
    if (!locked.includes(key) && value.trim()) form.append(key, value);
  }
  if (values.profileImage) form.append('profileImage', values.profileImage);
  return [...form.keys()].length ? form : null;
}
