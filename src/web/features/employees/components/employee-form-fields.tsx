import { Link } from 'react-router';
import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { DESIGNATIONS, GENDERS, MARITAL_STATUSES } from '#shared/constants.js';
import { EMPLOYEE_ROLES } from '#shared/roles.js';
import { PasswordField, SelectField, TextField } from '#web/components/ui/field.js';
import { capitalize } from '#web/lib/format.js';
import { paths } from '#web/lib/paths.js';
import { PASSWORD_HINT } from '#web/lib/ui-text.js';
import { useAllDepartments } from '#web/lib/picker-lists.js';
import type { EmployeeFormValues, FormMode, TextFieldName } from '../model/employee-form.js';
import { ImageField } from './image-field.js';

const ROLE_LABELS: Record<string, string> = { moderator: 'Moderator (HR officer)' };
const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: ROLE_LABELS[value] ?? capitalize(value) }));
/** The form's roles, plus the person's current one when it is another (a moderator keeps theirs). */
const roleOptions = (current: string | undefined) =>
  options(
    current && !(EMPLOYEE_ROLES as readonly string[]).includes(current) ? [...EMPLOYEE_ROLES, current] : EMPLOYEE_ROLES,
  );
const LOCKED_HINT = 'Only an administrator can change this.';
const LOCKED_LOOK =
  'read-only:bg-slate-100 read-only:text-slate-600 dark:read-only:bg-slate-800 dark:read-only:text-slate-300';

export interface FieldsProps {
  form: UseFormReturn<EmployeeFormValues>;
  mode: FormMode;
  locked: readonly TextFieldName[];
  /** The person's current photo and department name (edit). */
  currentImage?: string | null | undefined;
  /** A sign-up account made staff: its email and password stay. */
  linking?: boolean;
  currentDepartment?: string | undefined;
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function DepartmentField({ form, locked, currentDepartment }: FieldsProps) {
  const departments = useAllDepartments();
  if (locked.includes('department')) {
    return (
      <TextField
        label="Department"
        value={currentDepartment ?? 'N/A'}
        readOnly
        hint={LOCKED_HINT}
        className={LOCKED_LOOK}
      />
    );
  }
  // The select is registered once its options exist, so the current department shows selected.
  if (!departments.data) {
    return (
      <SelectField
        label="Department"
        disabled
        placeholder={departments.isError ? 'Could not load the departments.' : 'Loading departments…'}
        options={[]}
      />
    );
  }
  return (
    <SelectField
      label="Department"
      placeholder="Select department"
      options={departments.data.map((d) => ({ value: d._id, label: d.dep_name }))}
      error={form.formState.errors.department?.message}
      {...form.register('department')}
    />
  );
}

/** Employee Id, Role, Department (role employee only), Designation and Salary. */
export function JobSection(props: FieldsProps) {
  const { form, locked } = props;
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const isLocked = (name: TextFieldName) => locked.includes(name);
  const lockedProps = (name: TextFieldName) =>
    isLocked(name) ? { readOnly: true, hint: LOCKED_HINT, className: LOCKED_LOOK } : {};
  return (
    <Section title="Job" description="Where the person works and what they are paid.">
      <TextField
        label="Employee Id"
        placeholder="e.g. EMP-0042"
        autoComplete="off"
        error={errors.employeeId?.message}
        {...lockedProps('employeeId')}
        {...form.register('employeeId')}
      />
      {isLocked('role') ? (
        <TextField label="Role" value={capitalize(role)} readOnly hint={LOCKED_HINT} className={LOCKED_LOOK} />
      ) : (
        <SelectField
          label="Role"
          placeholder="Select role"
          options={roleOptions(form.formState.defaultValues?.role)}
          error={errors.role?.message}
          {...form.register('role')}
        />
      )}
      {role === 'employee' || isLocked('department') ? <DepartmentField {...props} /> : null}
      <SelectField
        label="Designation"
        placeholder="Select designation"
        options={DESIGNATIONS}
        error={errors.designation?.message}
        {...form.register('designation')}
      />
      <TextField
        label="Salary"
        inputMode="decimal"
        placeholder="e.g. 75000"
        error={errors.salary?.message}
        {...lockedProps('salary')}
        {...form.register('salary')}
      />
      <TextField
        label="Joining Date"
        type="date"
        error={errors.hire_date?.message}
        {...lockedProps('hire_date')}
        {...form.register('hire_date')}
      />
    </Section>
  );
}

const IN_SETTINGS_HINT = (
  <>
    Change your own email in{' '}
    <Link to={paths.settings} className="font-medium text-indigo-700 underline dark:text-indigo-300">
      Settings
    </Link>
    .
  </>
);

/** Employee Name, Email, Phone, Gender, Marital Status and Date of Birth. */
export function PersonalSection({ form, locked, linking }: FieldsProps) {
  const { errors } = form.formState;
  // One's own sign-in email changes in Settings, with the current password (the server agrees).
  const self = locked.includes('emp_email');
  const emailLocked = self
    ? { readOnly: true, hint: IN_SETTINGS_HINT, className: LOCKED_LOOK }
    : linking
      ? { readOnly: true, hint: 'The sign-up account’s email: it stays their sign-in.', className: LOCKED_LOOK }
      : {};
  // The browser may fill in one's own details; never someone else's into a colleague's record.
  const own = (token: string) => (self ? token : 'off');
  return (
    <Section title="Personal details" description="How to reach the person and who they are.">
      <TextField
        label="Employee Name"
        placeholder="Full name"
        autoComplete={own('name')}
        error={errors.emp_name?.message}
        {...form.register('emp_name')}
      />
      <TextField
        label="Employee Email"
        type="email"
        placeholder="name@company.com"
        autoComplete={own('email')}
        error={errors.emp_email?.message}
        {...emailLocked}
        {...form.register('emp_email')}
      />
      <TextField
        label="Employee Phone"
        type="tel"
        placeholder="e.g. 01712345678"
        hint="Local numbers get the +880 prefix."
        autoComplete={own('tel')}
        error={errors.emp_phone?.message}
        {...form.register('emp_phone')}
      />
      <TextField label="Date of Birth" type="date" error={errors.dob?.message} {...form.register('dob')} />
      <SelectField
        label="Gender"
        placeholder="Select gender"
        options={options(GENDERS)}
        error={errors.gender?.message}
        {...form.register('gender')}
      />
      <SelectField
        label="Marital Status"
        placeholder="Select marital status"
        options={options(MARITAL_STATUSES)}
        error={errors.marital_status?.message}
        {...form.register('marital_status')}
      />
    </Section>
  );
}

/** Profile Image (with preview) and Password. */
export function AccountSection({ form, mode, locked, linking, currentImage }: FieldsProps) {
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'emp_name' });
  return (
    <Section title="Photo and sign-in" description="The photo shown across EMS Panel and the password to sign in with.">
      <Controller
        control={form.control}
        name="profileImage"
        render={({ field, fieldState }) => (
          <ImageField
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            name={name}
            currentImage={currentImage}
            error={fieldState.error?.message}
            hint={
              mode === 'update'
                ? 'JPG or PNG, up to 2 MB. Leave empty to keep the current photo.'
                : 'Optional. JPG or PNG, up to 2 MB.'
            }
          />
        )}
      />
      {linking ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          They keep signing in with the password they chose at sign-up.
        </p>
      ) : locked.includes('password') ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          To change your own password, go to{' '}
          <Link to={paths.settings} className="font-medium text-indigo-700 underline dark:text-indigo-300">
            Settings
          </Link>
          : it asks for your current password first.
        </p>
      ) : (
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder={mode === 'update' ? 'leave blank if unchanged' : undefined}
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...form.register('password')}
        />
      )}
    </Section>
  );
}
