import { z } from 'zod';

/** At most this much of a file, and this many people (the benchmark's 10,000 in under 30 s). */
export const EMPLOYEE_IMPORT_LIMITS = { kilobytes: 5120, rows: 10_000 } as const;

/**
 * The columns of an employee file: Add Employee's fields but the password (imported people set
 * their own). Other headers are taken too: the form's labels and the app's own field names.
 */
export const EMPLOYEE_IMPORT_COLUMNS = [
  { key: 'employeeId', label: 'Employee ID', aliases: ['Emp_Id', 'Emp ID', 'employeeId'] },
  { key: 'emp_name', label: 'Name', aliases: ['Employee Name', 'emp_name'] },
  { key: 'emp_email', label: 'Email', aliases: ['Employee Email', 'emp_email'] },
  { key: 'emp_phone', label: 'Phone', aliases: ['Employee Phone', 'emp_phone'] },
  { key: 'department', label: 'Department', aliases: ['dep_name'] },
  { key: 'role', label: 'Role' },
  { key: 'designation', label: 'Designation' },
  { key: 'salary', label: 'Salary' },
  { key: 'hire_date', label: 'Joining Date', aliases: ['Hire Date', 'hire_date', 'hireDate'], optional: true },
  { key: 'dob', label: 'Date of Birth', aliases: ['DOB'] },
  { key: 'gender', label: 'Gender' },
  { key: 'marital_status', label: 'Marital Status', aliases: ['marital_status'] },
] as const;
export type EmployeeImportKey = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['key'];

/** How imported people get their set-password link: mailed (SMTP is set up), or shown once to the admin. */
export const INVITATION_DELIVERIES = ['mail', 'links'] as const;

const cell = z.string();

/** A row of the file as it will be saved (phone normalised, choices spelled as the form does), with its check. */
export const employeeImportRowSchema = z.object({
  /** 'Line 3' of a CSV, 'Row 3' of a sheet. */
  source: z.string(),
  employeeId: cell,
  emp_name: cell,
  emp_email: cell,
  emp_phone: cell,
  department: cell,
  role: cell,
  designation: cell,
  salary: cell,
  hire_date: cell,
  dob: cell,
  gender: cell,
  marital_status: cell,
  /** Add Employee's messages for the row, one after another; null when it can be imported. */
  error: z.string().nullable(),
});
export type EmployeeImportRow = z.infer<typeof employeeImportRowSchema>;

export const employeeImportPreviewSchema = z.object({
  rows: z.array(employeeImportRowSchema),
  /** Rows with an error: nothing is imported while there is one. */
  errors: z.number(),
  invitations: z.enum(INVITATION_DELIVERIES),
});
export type EmployeeImportPreview = z.infer<typeof employeeImportPreviewSchema>;

/** An imported person's set-password link, in the import's answer only (never stored, never shown again). */
export const invitationLinkSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  email: z.string(),
  link: z.string(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const employeeImportResultSchema = z.object({
  imported: z.number(),
  invitations: z.enum(INVITATION_DELIVERIES),
  /** Empty when the links were mailed. */
  links: z.array(invitationLinkSchema),
});
export type EmployeeImportResult = z.infer<typeof employeeImportResultSchema>;

export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export const templateQuerySchema = z.object({
  format: z.enum(TEMPLATE_FORMATS, { error: 'The template is csv or xlsx.' }).default('csv'),
});
