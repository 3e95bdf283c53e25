import { z } from 'zod';
import { pageQuerySchema, sortQuerySchema } from './paging.js';
import { BOUNDS } from '../bounds.js';
import { toCents } from '../money.js';
import { isIsoDate, isWorkingAge } from '../age.js';
import { addDays } from '../dates.js';
import { DESIGNATIONS, GENDERS, MARITAL_STATUSES, MAX_IMAGE_BYTES } from '../constants.js';
import { isStrongPassword } from '../password.js';
import { isValidPhone, normalizePhone } from '../phone.js';
import { EMPLOYEE_ROLES, ROLES } from '../roles.js';
import { EMPLOYEE_MSG } from '../messages/employees.js';
import { TEXT_MSG } from '../messages/text.js';
import { isOneLine } from '../text.js';
import { inRecordYears, reasonSchema } from './common.js';
import { EMPLOYMENT_STATUSES, EMPLOYEE_SORTS, type EmploymentStatus, type EmployeeSort } from '../list-columns.js';

/** The list's columns and statuses live apart from zod (list-columns.ts); re-exported for the server. */
export { EMPLOYMENT_STATUSES, EMPLOYEE_SORTS, type EmploymentStatus, type EmployeeSort };

export const SALARY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const EMAIL = z.email();
// Built once: a schema built per call cost an import of 10,000 rows about a tenth of its checks.
const UUID = z.uuid();

export interface EmployeeFields {
  employeeId?: string | undefined;
  emp_name?: string | undefined;
  emp_email?: string | undefined;
  emp_phone?: string | undefined;
  department?: string | undefined;
  salary?: string | undefined;
  role?: string | undefined;
  designation?: string | undefined;
  gender?: string | undefined;
  marital_status?: string | undefined;
  dob?: string | undefined;
  hire_date?: string | undefined;
  password?: string | undefined;
}

/** Every text field of the employee form, in the form's order. */
export const EMPLOYEE_FIELDS = [
  'employeeId',
  'emp_name',
  'emp_email',
  'emp_phone',
  'department',
  'salary',
  'role',
  'designation',
  'gender',
  'marital_status',
  'dob',
  'hire_date',
  'password',
] as const satisfies readonly (keyof EmployeeFields)[];
export type EmployeeFieldName = (typeof EMPLOYEE_FIELDS)[number];

/** What a manager or employee editing their own record sees but cannot change. */
export const SELF_LOCKED_FIELDS = [
  'employeeId',
  'role',
  'salary',
  'department',
  'hire_date',
] as const satisfies readonly EmployeeFieldName[];

/** One's own sign-in email and password change in Settings only, with the current password. */
export const OWN_CREDENTIAL_FIELDS = ['emp_email', 'password'] as const satisfies readonly EmployeeFieldName[];

export interface ImageInfo {
  bytes: number;
  type: string;
}

export interface EmployeeIssue {
  field: keyof EmployeeFields | 'profileImage';
  title?: string;
  message: string;
}

/** The cleaned values of an employee form (phone normalised, strings trimmed). */
export interface EmployeeValues {
  employeeId: string;
  emp_name: string;
  emp_email: string;
  emp_phone: string;
  department: string | null;
  salary: string;
  role: (typeof EMPLOYEE_ROLES)[number];
  designation: (typeof DESIGNATIONS)[number];
  gender: (typeof GENDERS)[number];
  marital_status: (typeof MARITAL_STATUSES)[number];
  dob: string;
  hire_date: string;
  password: string;
}

const EARLIEST_HIRE_DATE = '1950-01-01';

const LIMITS: Partial<Record<keyof EmployeeFields, number>> = {
  employeeId: 40,
  emp_name: 120,
  emp_email: 254,
  emp_phone: 40,
  password: 128,
};

/** The free-text fields (the others are choices, dates, numbers, an email or a phone), each one line. */
const ONE_LINE: [keyof EmployeeFields, string][] = [
  ['employeeId', 'Employee IDs'],
  ['emp_name', 'Names'],
  ['password', 'Passwords'],
];

export function isAcceptedImage(image: ImageInfo): boolean {
  return image.bytes > 0 && image.bytes <= MAX_IMAGE_BYTES && /^image\/(jpeg|jpg|png)$/.test(image.type);
}

/**
 * Checks an employee form in the form's order (ID, name, department, email, phone, …) and returns every problem found, the first
 * being the one to show. `mode: 'create'` needs every field but the image (and the department
 * unless the role is employee); `mode: 'update'` checks only the fields that are present.
 */
export function checkEmployeeFields(
  raw: EmployeeFields,
  options: {
    mode: 'create' | 'update';
    currentYear: number;
    today: string;
    image?: ImageInfo | null;
    /** Making a sign-up account staff: it keeps its email and password. */
    linking?: boolean;
    /** An imported person: no password is given, they set their own from an invitation. */
    invited?: boolean;
  },
): EmployeeIssue[] {
  const f = trimAll(raw);
  const create = options.mode === 'create';
  const issues: EmployeeIssue[] = [];
  const has = (key: keyof EmployeeFields) => f[key] !== undefined;
  const need = (key: keyof EmployeeFields) => create || has(key);

  for (const [key, limit] of Object.entries(LIMITS) as [keyof EmployeeFields, number][]) {
    if ((f[key]?.length ?? 0) > limit) issues.push({ field: key, message: EMPLOYEE_MSG.tooLong });
  }
  for (const [key, what] of ONE_LINE) {
    if (!isOneLine(f[key] ?? '')) issues.push({ field: key, message: TEXT_MSG.oneLine(what) });
  }
  if ((need('employeeId') && !f.employeeId) || (need('emp_name') && !f.emp_name)) {
    issues.push({ field: f.employeeId ? 'emp_name' : 'employeeId', message: EMPLOYEE_MSG.idAndNameRequired });
  }
  if (need('emp_email') && !EMAIL.safeParse(f.emp_email ?? '').success) {
    issues.push({ field: 'emp_email', title: EMPLOYEE_MSG.invalidEmailTitle, message: EMPLOYEE_MSG.invalidEmail });
  }
  if (create && !f.password && !options.linking && !options.invited) {
    issues.push({ field: 'password', title: EMPLOYEE_MSG.weakPasswordTitle, message: EMPLOYEE_MSG.passwordRequired });
  } else if (f.password && !isStrongPassword(f.password)) {
    issues.push({ field: 'password', title: EMPLOYEE_MSG.weakPasswordTitle, message: EMPLOYEE_MSG.weakPassword });
  }
  if (options.image && !isAcceptedImage(options.image)) {
    issues.push({ field: 'profileImage', title: EMPLOYEE_MSG.invalidImageTitle, message: EMPLOYEE_MSG.invalidImage });
  }
  if (need('dob')) {
    if (!f.dob) issues.push({ field: 'dob', title: EMPLOYEE_MSG.invalidDobTitle, message: EMPLOYEE_MSG.dobRequired });
    else if (!isIsoDate(f.dob) || !isWorkingAge(f.dob, options.currentYear)) {
      issues.push({ field: 'dob', title: EMPLOYEE_MSG.invalidDobTitle, message: EMPLOYEE_MSG.invalidDob });
    }
  }
  // Joining Date: optional (today when left out), a real day at most a year ahead.
  if (
    f.hire_date &&
    (!isIsoDate(f.hire_date) || f.hire_date < EARLIEST_HIRE_DATE || f.hire_date > addDays(options.today, 366))
  ) {
    issues.push({ field: 'hire_date', message: EMPLOYEE_MSG.hireDateInvalid });
  }
  if (need('emp_phone')) {
    if (!f.emp_phone) issues.push({ field: 'emp_phone', message: EMPLOYEE_MSG.phoneRequired });
    else if (!isValidPhone(normalizePhone(f.emp_phone))) {
      issues.push({ field: 'emp_phone', message: EMPLOYEE_MSG.phoneInvalid });
    }
  }
  if (need('salary') && !SALARY_PATTERN.test(f.salary ?? '')) {
    issues.push({ field: 'salary', message: EMPLOYEE_MSG.salaryInvalid });
  } else if (need('salary') && (toCents(f.salary ?? '') ?? 0) > BOUNDS.maxAmountCents) {
    issues.push({ field: 'salary', message: EMPLOYEE_MSG.salaryTooLarge });
  }
  if (need('role') && !(EMPLOYEE_ROLES as readonly string[]).includes(f.role ?? '')) {
    issues.push({ field: 'role', message: EMPLOYEE_MSG.roleInvalid });
  }
  if (need('designation') && !(DESIGNATIONS as readonly string[]).includes(f.designation ?? '')) {
    issues.push({ field: 'designation', message: EMPLOYEE_MSG.designationInvalid });
  }
  if (need('gender') && !(GENDERS as readonly string[]).includes(f.gender ?? '')) {
    issues.push({ field: 'gender', message: EMPLOYEE_MSG.genderInvalid });
  }
  if (need('marital_status') && !(MARITAL_STATUSES as readonly string[]).includes(f.marital_status ?? '')) {
    issues.push({ field: 'marital_status', message: EMPLOYEE_MSG.maritalInvalid });
  }
  if (create && f.role === 'employee' && !f.department) {
    issues.push({ field: 'department', message: EMPLOYEE_MSG.departmentRequired });
  }
  if (f.department && !UUID.safeParse(f.department).success) {
    issues.push({ field: 'department', message: EMPLOYEE_MSG.departmentUnknown });
  }
  return issues;
}

function trimAll(raw: EmployeeFields): EmployeeFields {
  const out: EmployeeFields = {};
  for (const [key, value] of Object.entries(raw) as [keyof EmployeeFields, string | undefined][]) {
    if (typeof value === 'string') out[key] = key === 'password' ? value : value.trim();
  }
  return out;
}

/** Cleans checked fields: trims, normalises the phone and email, drops empty ones. */
export function cleanEmployeeFields(raw: EmployeeFields): Partial<EmployeeValues> {
  const f = trimAll(raw);
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined) continue;
    if (key === 'department') out.department = value || null;
    else if (value !== '') out[key] = value;
  }
  if (out.emp_phone) out.emp_phone = normalizePhone(out.emp_phone);
  if (out.emp_email) out.emp_email = out.emp_email.toLowerCase();
  return out as Partial<EmployeeValues>;
}

export const employeeJsonSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  employeeId: z.string(),
  emp_name: z.string(),
  emp_email: z.string(),
  emp_phone: z.string(),
  gender: z.enum(GENDERS),
  dob: z.string(),
  marital_status: z.enum(MARITAL_STATUSES),
  salary: z.number(),
  role: z.enum(ROLES),
  designation: z.string(),
  profileImage: z.string().nullable(),
  department: z.object({ _id: z.string(), dep_name: z.string() }).nullable(),
  /** Joining Date (YYYY-MM-DD). */
  hireDate: z.string(),
  /** The last day of work of someone who has left (deactivated); null while they work here. */
  lastWorkingDay: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ _id: z.string(), isActive: z.boolean() }),
});
export type EmployeeJson = z.infer<typeof employeeJsonSchema>;

export const employeeListQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(EMPLOYEE_SORTS),
  department: z.uuid({ error: 'Invalid department id.' }).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(EMPLOYMENT_STATUSES, { error: 'Status must be active, former or all.' }).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

/**
 * Who takes over the department of a manager who leaves: another person's employee id, or
 * `none` to leave the department without a manager on purpose.
 */
export const handoverSchema = z.union([z.uuid({ error: EMPLOYEE_MSG.handoverInvalid }), z.literal('none')], {
  error: EMPLOYEE_MSG.handoverInvalid,
});

export const deactivateEmployeeSchema = z.object({
  lastWorkingDay: z
    .string({ error: EMPLOYEE_MSG.lastDayRequired })
    .refine(isIsoDate, { error: EMPLOYEE_MSG.lastDayRequired })
    .refine(...inRecordYears),
  reason: reasonSchema,
  handover: handoverSchema.optional(),
});
export type DeactivateEmployeeInput = z.infer<typeof deactivateEmployeeSchema>;

export const deleteEmployeeQuerySchema = z.object({ handover: handoverSchema.optional() });

/** What leaving means for a person: the records that keep them in history, the department they run. */
export const leavingJsonSchema = z.object({
  history: z.object({
    salaries: z.number(),
    attendance: z.number(),
    leaves: z.number(),
    tasks: z.number(),
  }),
  runs: z.object({ _id: z.string(), dep_name: z.string() }).nullable(),
});
export type LeavingJson = z.infer<typeof leavingJsonSchema>;
