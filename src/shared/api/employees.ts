import { z } from 'zod';
import { doneSchema } from './envelope.js';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import {
  deactivateEmployeeSchema,
  deleteEmployeeQuerySchema,
  EMPLOYEE_FIELDS,
  employeeJsonSchema,
  employeeListQuerySchema,
  leavingJsonSchema,
} from '../schemas/employees.js';
import { reasonBodySchema } from '../schemas/common.js';
import { totalCappedSchema } from '../schemas/paging.js';

const tags = ['Employees'] as const;
/** What a list of people is read from: the employee record, its account (name, role, photo), its department. */
const people = ['Employees', 'Accounts', 'Departments'] as const;
const idParams = z.object({ id: z.uuid({ error: 'Invalid employee id.' }) });
const employeeResult = z.object({ success: z.literal(true), employee: employeeJsonSchema });
const employeeChanged = employeeResult.extend({ message: z.string() });

/**
 * The employee form as sent: `multipart/form-data` (or JSON) with the text fields and an optional
 * JPEG/PNG photo of at most 2 MB. The server reads and checks it itself (one message per field).
 */
const employeeForm = z.object({
  ...Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, z.string().optional()])),
  profileImage: z.string().meta({ format: 'binary', description: 'JPEG or PNG, at most 2 MB' }).optional(),
});

/** The profile pages' employee: with their department's manager and the last sign-in. */
export const employeeProfileSchema = employeeJsonSchema.extend({
  manager: z.object({ mang_name: z.string() }).nullable(),
  meta: z.object({ lastLoginIp: z.string().nullable(), lastLoginDevice: z.string().nullable() }),
});

/** A colleague as the manager's pickers show them. */
export const departmentMemberSchema = z.object({
  _id: z.string(),
  emp_name: z.string(),
  emp_email: z.string(),
  employeeId: z.string(),
});

export const employeesApi = {
  add: endpoint({
    method: 'POST',
    path: '/api/employee/addEmployee',
    tags,
    summary: 'Add an employee (with sign-in and optional photo)',
    multipart: true,
    body: employeeForm,
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), employee: employeeJsonSchema }) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/employee/getEmployee/:id',
    tags,
    summary: 'One employee (admin: anyone; others: themselves)',
    params: idParams,
    responses: { 200: employeeResult },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/employee/updateEmployee/:id',
    tags,
    summary: 'Update the given fields (others: themselves, never role, salary, department or employee id)',
    params: idParams,
    multipart: true,
    body: employeeForm,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), updateEmployee: employeeJsonSchema }) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/employee/deleteEmployee/:id',
    tags,
    summary:
      'Delete a record made by mistake (409 once the person has salary, attendance, leave or task records: deactivate them instead)',
    params: idParams,
    query: deleteEmployeeQuerySchema,
    responses: { 200: doneSchema },
  }),
  leaving: endpoint({
    method: 'GET',
    path: '/api/employee/leaving/:id',
    tags,
    summary: 'What leaving means for a person: the records that keep them in history, the department they run',
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true), leaving: leavingJsonSchema }) },
  }),
  deactivate: endpoint({
    method: 'PUT',
    path: '/api/employee/deactivate/:id',
    tags,
    summary:
      'A person leaves: last working day and reason; sign-in ends, history stays (a manager who runs a department needs a hand-over)',
    params: idParams,
    body: deactivateEmployeeSchema,
    responses: { 200: employeeChanged },
  }),
  reactivate: endpoint({
    method: 'PUT',
    path: '/api/employee/reactivate/:id',
    tags,
    summary: 'A person who left comes back (with a reason)',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: employeeChanged },
  }),
  counts: endpoint({
    method: 'GET',
    path: '/api/employee/getEmployeesCount',
    tags,
    reads: ['Employees', 'Accounts'],
    summary: 'How many employees and managers work here, and how many people of every role (Manage Employees’ list)',
    responses: {
      200: z.object({
        success: z.literal(true),
        /** People whose role is employee. */
        totalEmployees: z.number(),
        totalManagers: z.number(),
        /** Everyone working here, whatever their role: the people Manage Employees lists. */
        totalPeople: z.number(),
      }),
    },
  }),
  managers: endpoint({
    method: 'GET',
    path: '/api/employee/managers',
    tags,
    reads: people,
    summary: 'Managers (search by name, employee id or phone)',
    query: employeeListQuerySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        managers: z.array(employeeJsonSchema),
        total: z.number().optional(),
        totalCapped: totalCappedSchema,
      }),
    },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/employee/getEmployees',
    tags,
    reads: people,
    summary: 'Employees, paged and searched on the server (manager: own department)',
    query: employeeListQuerySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        result: z.array(employeeJsonSchema),
        total: z.number().optional(),
        totalCapped: totalCappedSchema,
      }),
    },
  }),
  team: endpoint({
    method: 'GET',
    path: '/api/employee/manager/active-employees',
    tags,
    reads: people,
    summary: "Active employees of the manager's department",
    responses: { 200: z.object({ success: z.literal(true), result: z.array(employeeJsonSchema) }) },
  }),
  departmentMembers: endpoint({
    method: 'GET',
    path: '/api/employee/getEmployeesByDepartment',
    tags,
    reads: people,
    summary: "Employees of the manager's department (for pickers)",
    responses: { 200: z.object({ success: z.literal(true), result: z.array(departmentMemberSchema) }) },
  }),
  export: exportEndpoint({
    list: 'employees',
    tags,
    summary: 'The employees list as CSV or XLSX, with its filters and sort (manager: own department)',
    query: employeeListQuerySchema,
  }),
  exportManagers: exportEndpoint({
    list: 'managers',
    tags,
    summary: 'The managers list as CSV or XLSX, with its search and sort',
    query: employeeListQuerySchema,
  }),
  exportTeam: exportEndpoint({
    list: 'team',
    tags,
    summary: "The manager's active employees of their own department as CSV or XLSX",
    query: z.object({}),
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/employee/:userId',
    tags,
    summary: "An employee's profile with their department's manager (others: themselves)",
    params: z.object({ userId: z.uuid({ error: 'Invalid employee id.' }) }),
    responses: { 200: z.object({ success: z.literal(true), employee: employeeProfileSchema }) },
  }),
};
