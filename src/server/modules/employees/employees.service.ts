import { eq } from 'drizzle-orm';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import {
  checkEmployeeFields,
  cleanEmployeeFields,
  EMPLOYEE_FIELDS,
  type EmployeeFields,
  SELF_LOCKED_FIELDS,
  type EmployeeJson,
} from '#shared/schemas/employees.js';
import { z } from 'zod';
import { ACCOUNT_MSG } from '#shared/messages/accounts.js';
import { hashPassword } from '../../auth/passwords.js';
import { signOutEverywhere } from '../../auth/session-store.js';
import { assertLinkable } from '../accounts/index.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db } from '../../db/client.js';
import { departments, employees, images, passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound, pgErrorOf } from '../../lib/errors.js';
import { type FormData, imageInfo } from '../../lib/form.js';
import { storeProfileImage } from '../uploads/index.js';
import { takenIssues, takenKeys } from './employee-keys.js';
import { type EmployeeRow, findEmployee, selectEmployees, toEmployeeJson } from './employees.queries.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';

function pickFields(fields: Record<string, string>): EmployeeFields {
  const picked: EmployeeFields = {};
  for (const key of EMPLOYEE_FIELDS) if (key in fields) picked[key] = fields[key];
  return picked;
}

/** What the shared field rules need to know of today (Add Employee and the import alike). */
export function employeeCheckOptions(today: string) {
  return { today, currentYear: new Date().getUTCFullYear() };
}

function checkOrThrow(
  fields: EmployeeFields,
  form: FormData,
  mode: 'create' | 'update',
  today: string,
  linking = false,
) {
  const issues = checkEmployeeFields(fields, {
    mode,
    linking,
    ...employeeCheckOptions(today),
    image: imageInfo(form.file),
  });
  const first = issues[0];
  if (first) {
    throw badRequest(first.message, {
      field: first.field,
      ...(first.title ? { title: first.title } : {}),
      errors: issues.map(({ field, message }) => ({ field, message })),
    });
  }
}

type KeyValues = { emp_email?: string; emp_phone?: string; employeeId?: string };

/** A key someone already has → 409 with the spec's message, plus Mongo-style `code`/`keyValue` for old clients. */
function takenConflict(field: 'emp_email' | 'emp_phone' | 'employeeId', values: KeyValues) {
  const message = {
    emp_email: EMPLOYEE_MSG.emailTaken,
    emp_phone: EMPLOYEE_MSG.phoneTaken,
    employeeId: EMPLOYEE_MSG.idTaken,
  };
  return conflict(message[field], { code: 11000, field, keyValue: { [field]: values[field] } });
}

const KEY_CONSTRAINTS: Record<string, 'emp_email' | 'emp_phone' | 'employeeId'> = {
  users_email_lower_key: 'emp_email',
  employees_phone_key: 'emp_phone',
  employees_code_key: 'employeeId',
};

/** A unique violation (two requests racing past the check) → the same 409 as the check gives. */
function duplicateError(error: unknown, values: KeyValues) {
  const pgError = pgErrorOf(error);
  const field = pgError?.code === '23505' ? KEY_CONSTRAINTS[pgError.constraint ?? ''] : undefined;
  return field ? takenConflict(field, values) : error;
}

/** Refuses keys someone already has, with the same check and messages as the import's rows. */
async function assertKeysFree(db: Db, values: KeyValues) {
  const [taken] = takenIssues(values, await takenKeys(db, [values]));
  if (taken) throw takenConflict(taken.field as keyof KeyValues, values);
}

async function assertDepartmentExists(db: Db, departmentId: string | null | undefined) {
  if (!departmentId) return;
  const [found] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId));
  if (!found) throw badRequest(EMPLOYEE_MSG.departmentUnknown, { field: 'department' });
}

/**
 * Add Employee: a new person with a new sign-in; or, with `account` (a sign-up account's id),
 * that account made staff — it keeps its email and password, takes the form's name, role and
 * photo, and gets the employee record (audited as account.link).
 */
export async function addEmployee(db: Db, actor: Actor, form: FormData, today: string): Promise<EmployeeJson> {
  const accountId = form.fields.account?.trim() || null;
  if (accountId && !z.uuid().safeParse(accountId).success) throw badRequest(ACCOUNT_MSG.notFound);
  const fields = pickFields(form.fields);
  if (accountId) delete fields.password;
  checkOrThrow(fields, form, 'create', today, accountId !== null);
  const values = cleanEmployeeFields(fields);
  // Managers usually get their department when a department names them as its manager.
  const departmentId = values.department ?? null;
  await assertDepartmentExists(db, departmentId);
  // A sign-up account made staff keeps its own email.
  await assertKeysFree(db, accountId ? { ...values, emp_email: undefined } : values);
  const passwordHash = accountId ? null : await hashPassword(values.password!);
  try {
    const id = await db.transaction(async (tx) => {
      const imageId = form.file ? await storeProfileImage(tx, form.file.buffer) : null;
      let userId: string;
      if (accountId) {
        const account = await assertLinkable(tx, accountId);
        values.emp_email = account.email;
        await tx
          .update(users)
          .set({ name: values.emp_name!, role: values.role!, ...(imageId ? { imageId } : {}), updatedAt: new Date() })
          .where(eq(users.id, accountId));
        userId = accountId;
      } else {
        const [user] = await tx
          .insert(users)
          .values({
            name: values.emp_name!,
            email: values.emp_email!,
            role: values.role!,
            passwordHash: passwordHash!,
            imageId,
          })
          .returning({ id: users.id });
        userId = user!.id;
      }
      const [employee] = await tx
        .insert(employees)
        .values({
          userId,
          employeeCode: values.employeeId!,
          phone: values.emp_phone!,
          gender: values.gender!,
          maritalStatus: values.marital_status!,
          dob: values.dob!,
          salary: values.salary!,
          designation: values.designation!,
          departmentId,
          hireDate: values.hire_date ?? today,
        })
        .returning({ id: employees.id });
      if (accountId) {
        // The sign-in changes role: its sessions end, so the staff role applies at the next sign-in.
        await signOutEverywhere(tx, accountId);
        await recordAudit(tx, actor, {
          action: 'account.link',
          subject: 'account',
          subjectId: accountId,
          person: { id: employee!.id, name: values.emp_name! },
          before: { account: values.emp_email, role: 'user' },
          after: { role: values.role, employeeId: values.employeeId },
        });
      }
      return employee!.id;
    });
    return toEmployeeJson((await findEmployee(db, id))!);
  } catch (error) {
    throw duplicateError(error, values);
  }
}

/** Admins see anyone; a manager or an employee only themselves. */
function assertCanSee(principal: Principal, row: { userId: string }) {
  if (principal.role !== 'admin' && principal.userId !== row.userId) throw forbidden();
}

export async function getEmployee(db: Db, principal: Principal, id: string): Promise<EmployeeJson> {
  const row = await findEmployee(db, id);
  if (!row) throw notFound(EMPLOYEE_MSG.notFound);
  assertCanSee(principal, row);
  return toEmployeeJson(row);
}

/** The employee with their department's manager and last sign-in (profile pages). */
export async function getEmployeeProfile(db: Db, principal: Principal, id: string) {
  const row = await findEmployee(db, id);
  if (!row) throw notFound(EMPLOYEE_MSG.notFound);
  assertCanSee(principal, row);
  const [extra] = await db
    .select({ lastLoginIp: users.lastLoginIp, lastLoginDevice: users.lastLoginDevice })
    .from(users)
    .where(eq(users.id, row.userId));
  let mangName: string | null = null;
  if (row.departmentId) {
    const [manager] = await db
      .select({ name: users.name })
      .from(departments)
      .innerJoin(employees, eq(employees.id, departments.managerId))
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(departments.id, row.departmentId));
    mangName = manager?.name ?? null;
  }
  return {
    ...toEmployeeJson(row),
    manager: mangName ? { mang_name: mangName } : null,
    meta: { lastLoginIp: extra?.lastLoginIp ?? null, lastLoginDevice: extra?.lastLoginDevice ?? null },
  };
}

/** The record's fields whose changes the audit trail keeps, as they read before and after. */
function auditedFields(row: {
  role: string;
  departmentName: string | null;
  salary: string | number;
  employeeCode: string;
  hireDate: string;
}) {
  return {
    employeeId: row.employeeCode,
    role: row.role,
    department: row.departmentName,
    salary: Number(row.salary),
    hireDate: row.hireDate,
  };
}

function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** An update's values, checked and cleaned (every field optional). */
type Values = ReturnType<typeof cleanEmployeeFields>;

/**
 * Who may change what: only an admin changes the fields of SELF_LOCKED_FIELDS, nobody their own
 * salary, and one's own sign-in credentials change only in Settings, with the current password.
 */
function assertMayChange(principal: Principal, row: EmployeeRow, values: Values) {
  if (principal.role !== 'admin') {
    const current = toEmployeeJson(row);
    const changed = SELF_LOCKED_FIELDS.filter((key) => {
      if (values[key] === undefined) return false;
      if (key === 'department') return (values.department ?? null) !== (current.department?._id ?? null);
      if (key === 'salary') return Number(values.salary) !== current.salary;
      if (key === 'hire_date') return values.hire_date !== current.hireDate;
      return values[key] !== current[key];
    });
    if (changed.length) throw forbidden(EMPLOYEE_MSG.selfRestricted);
  } else if (
    row.userId === principal.userId &&
    values.salary !== undefined &&
    Number(values.salary) !== Number(row.salary)
  ) {
    throw forbidden(EMPLOYEE_MSG.ownSalary);
  }
  const emailChanged = values.emp_email !== undefined && values.emp_email.toLowerCase() !== row.email.toLowerCase();
  if (row.userId === principal.userId && (values.password || emailChanged)) {
    throw forbidden(EMPLOYEE_MSG.ownCredentialsInSettings);
  }
}

/** What an update changes of the person's sign-in account (name, email, role, password, photo). */
const accountChanges = (values: Values, passwordHash: string | undefined, imageId: string | undefined) => ({
  ...(values.emp_name ? { name: values.emp_name } : {}),
  ...(values.emp_email ? { email: values.emp_email } : {}),
  ...(values.role ? { role: values.role } : {}),
  ...(passwordHash ? { passwordHash } : {}),
  ...(imageId ? { imageId } : {}),
});

/** What an update changes of the employee record. */
const recordChanges = (values: Values) => ({
  ...(values.employeeId ? { employeeCode: values.employeeId } : {}),
  ...(values.emp_phone ? { phone: values.emp_phone } : {}),
  ...(values.gender ? { gender: values.gender } : {}),
  ...(values.marital_status ? { maritalStatus: values.marital_status } : {}),
  ...(values.dob ? { dob: values.dob } : {}),
  ...(values.salary ? { salary: values.salary } : {}),
  ...(values.designation ? { designation: values.designation } : {}),
  ...(values.department !== undefined ? { departmentId: values.department } : {}),
  ...(values.hire_date ? { hireDate: values.hire_date } : {}),
});

export async function updateEmployee(db: Db, actor: Actor, id: string, form: FormData, today: string) {
  const { principal } = actor;
  const row = await findEmployee(db, id);
  if (!row) throw notFound(EMPLOYEE_MSG.notFound);
  assertCanSee(principal, row);
  const fields = pickFields(form.fields);
  // Old clients send every field, empty ones included: an empty value means "unchanged".
  for (const key of EMPLOYEE_FIELDS)
    if (fields[key] !== undefined && fields[key]!.trim() === '' && key !== 'department') delete fields[key];
  checkOrThrow(fields, form, 'update', today);
  const values = cleanEmployeeFields(fields);
  assertMayChange(principal, row, values);
  if (values.department !== undefined) await assertDepartmentExists(db, values.department);
  const passwordHash = values.password ? await hashPassword(values.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const imageId = form.file ? await storeProfileImage(tx, form.file.buffer) : undefined;
      const userSet = accountChanges(values, passwordHash, imageId);
      if (Object.keys(userSet).length) {
        await tx
          .update(users)
          .set({ ...userSet, updatedAt: new Date() })
          .where(eq(users.id, row.userId));
      }
      if (passwordHash) {
        // A password set by someone else: every session of the person and every reset link ends.
        await tx.delete(sessions).where(eq(sessions.userId, row.userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
      }
      if (imageId && row.imageId) await tx.delete(images).where(eq(images.id, row.imageId));
      const employeeSet = recordChanges(values);
      if (Object.keys(employeeSet).length) {
        await tx
          .update(employees)
          .set({ ...employeeSet, updatedAt: new Date() })
          .where(eq(employees.id, row.id));
      }
      // A manager whose role is taken away no longer manages a department.
      if (values.role && values.role !== 'manager' && row.role === 'manager') {
        await tx.update(departments).set({ managerId: null }).where(eq(departments.managerId, row.id));
      }
      const [saved] = await selectEmployees(tx).where(eq(employees.id, row.id));
      const change = changedOnly(auditedFields(row), auditedFields(saved!));
      const person = { id: row.id, name: saved!.name };
      if (Object.keys(change.after).length) {
        await recordAudit(tx, actor, {
          action: 'employee.update',
          subject: 'employee',
          subjectId: row.id,
          person,
          ...change,
        });
      }
      if (passwordHash) {
        await recordAudit(tx, actor, { action: 'account.password', subject: 'account', subjectId: row.userId, person });
      }
    });
  } catch (error) {
    throw duplicateError(error, values);
  }
  return toEmployeeJson((await findEmployee(db, row.id))!);
}
