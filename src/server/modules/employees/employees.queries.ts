import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ROLES } from '../../../shared/roles.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EmployeeJson } from '../../../shared/schemas/employees.js';
import type { Db } from '../../db/client.js';
import { departments, employees, users } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/sql.js';
import { imageName } from '../uploads/images.service.js';

/** The columns every employee read needs: one join of user, employee and department. */
export const employeeColumns = {
  id: employees.id,
  userId: users.id,
  employeeCode: employees.employeeCode,
  name: users.name,
  email: users.email,
  phone: employees.phone,
  gender: employees.gender,
  dob: employees.dob,
  maritalStatus: employees.maritalStatus,
  salary: employees.salary,
  role: users.role,
  designation: employees.designation,
  imageId: users.imageId,
  isActive: users.isActive,
  departmentId: departments.id,
  departmentName: departments.name,
  createdAt: employees.createdAt,
};



export function selectEmployees(db: Db) {
  return db
    .select(employeeColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(departments, eq(departments.id, employees.departmentId));
}

export type EmployeeRow = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number];

/** The one mapper from a row to the API's Employee JSON. */
export function toEmployeeJson(row: EmployeeRow): EmployeeJson {
  return {
    _id: row.id,
    userId: row.userId,
    employeeId: row.employeeCode,
    emp_name: row.name,
    emp_email: row.email,
    emp_phone: row.phone,
    gender: row.gender,
    dob: row.dob,
    marital_status: row.maritalStatus,
    salary: Number(row.salary),
    role: row.role,
    designation: row.designation,
    profileImage: imageName(row.imageId),
    department:
      row.departmentId && row.departmentName ? { _id: row.departmentId, dep_name: row.departmentName } : null,
    createdAt: row.createdAt.toISOString(),
    user: { _id: row.userId, isActive: row.isActive },
  };
}

/** `{id}` in the API may be an employee id or a user id. */
export function byEmployeeOrUserId(id: string): SQL {
  return or(eq(employees.id, id), eq(users.id, id))!;
}

/**
 * Name, employee id, role, department or phone contains the text (case-insensitive), as a
 * condition on `employees.id` (or on another column holding an employee id, such as
 * `salaries.employee_id`, so that a list need not join to be filtered). Each field is matched in its own subquery so that every one can
 * use its index (trigram indexes on name, employee id and phone; departments and roles are few):
 * one OR across joined tables would make PostgreSQL read every employee.
 */
export function employeeSearch(
  text: string,
  fields: ('name' | 'code' | 'role' | 'department' | 'phone')[],
  employeeIdColumn: AnyPgColumn = employees.id,
): SQL {
  const pattern = `%${escapeLike(text)}%`;
  const parts: SQL[] = [];
  if (fields.includes('name')) {
    parts.push(
      sql`select ${employees.id} from ${employees} where ${employees.userId} in (select ${users.id} from ${users} where ${users.name} ilike ${pattern})`,
    );
  }
  if (fields.includes('code')) parts.push(sql`select ${employees.id} from ${employees} where ${employees.employeeCode} ilike ${pattern}`);
  if (fields.includes('phone')) parts.push(sql`select ${employees.id} from ${employees} where ${employees.phone} ilike ${pattern}`);
  if (fields.includes('department')) {
    parts.push(
      sql`select ${employees.id} from ${employees} where ${employees.departmentId} in (select ${departments.id} from ${departments} where ${departments.name} ilike ${pattern})`,
    );
  }
  const needle = text.toLowerCase();
  const roles = fields.includes('role') ? ROLES.filter((role) => role.includes(needle)) : [];
  if (roles.length) {
    parts.push(
      sql`select ${employees.id} from ${employees} where ${employees.userId} in (select ${users.id} from ${users} where ${inArray(users.role, roles)})`,
    );
  }
  return sql`${employeeIdColumn} in (${sql.join(parts, sql` union `)})`;
}

export async function findEmployee(db: Db, id: string) {
  const [row] = await selectEmployees(db).where(byEmployeeOrUserId(id)).limit(1);
  return row ?? null;
}

