import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMPLOYEE_MSG } from '../../../shared/messages/employees.js';
import {
  employeeJsonSchema,
  employeeListQuerySchema,
} from '../../../shared/schemas/employees.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { readForm } from '../../lib/form.js';
import * as service from './employees.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Invalid employee id.' }) });
const userIdParams = z.object({ userId: z.uuid({ error: 'Invalid employee id.' }) });
const listResponse = z.object({ success: z.literal(true), result: z.array(employeeJsonSchema), total: z.number().optional() });
const formDoc = {
  description:
    'multipart/form-data (or JSON) with employeeId, emp_name, department, emp_email, emp_phone, marital_status, gender, dob, salary, role, designation, password and the file profileImage (JPEG/PNG ≤ 2 MB).',
};

export async function employeesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Employees'];

  r.post('/api/employee/addEmployee', {
    config: { idempotent: true, access: ['admin'] },
    schema: { tags, summary: 'Add an employee (with sign-in and optional photo)', ...formDoc },
    handler: async (request, reply) => {
      const employee = await service.addEmployee(ctx.db, await readForm(request));
      return reply.code(201).send({ success: true, message: EMPLOYEE_MSG.added, employee });
    },
  });

  r.get('/api/employee/getEmployee/:id', {
    config: { access: ['admin', 'manager', 'employee', 'moderator'] },
    schema: { tags, summary: 'One employee (admin: anyone; others: themselves)', params: idParams },
    handler: async (request) => ({
      success: true,
      employee: await service.getEmployee(ctx.db, principalOf(request), request.params.id),
    }),
  });

  r.put('/api/employee/updateEmployee/:id', {
    config: { access: ['admin', 'manager', 'employee', 'moderator'] },
    schema: {
      tags,
      summary: 'Update the given fields (others: themselves, never role, salary, department or employee id)',
      params: idParams,
      ...formDoc,
    },
    handler: async (request) => {
      const updateEmployee = await service.updateEmployee(
        ctx.db,
        principalOf(request),
        request.params.id,
        await readForm(request),
      );
      return { success: true, message: EMPLOYEE_MSG.updated, updateEmployee };
    },
  });

  r.delete('/api/employee/deleteEmployee/:id', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'Delete an employee with their sign-in and records', params: idParams },
    handler: async (request) => {
      const deleted = await service.deleteEmployee(ctx.db, principalOf(request), request.params.id);
      return {
        success: true,
        message: deleted.role === 'manager' ? EMPLOYEE_MSG.managerDeleted : EMPLOYEE_MSG.deleted,
      };
    },
  });

  r.get('/api/employee/getEmployeesCount', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'How many employees and managers there are',
      response: { 200: z.object({ success: z.literal(true), totalEmployees: z.number(), totalManagers: z.number() }) },
    },
    handler: async () => ({ success: true as const, ...(await ctx.cache.get('employees:by-role', () => service.countByRole(ctx.db))) }),
  });

  r.get('/api/employee/managers', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Managers (search by name, employee id or phone)',
      querystring: employeeListQuerySchema,
      response: { 200: z.object({ success: z.literal(true), managers: z.array(employeeJsonSchema), total: z.number().optional() }) },
    },
    handler: async (request) => {
      const page = await service.listManagers(ctx.db, request.query);
      return { success: true as const, managers: page.rows, ...(page.total !== undefined ? { total: page.total } : {}) };
    },
  });

  r.get('/api/employee/getEmployees', {
    config: { access: ['admin', 'manager'] },
    schema: {
      tags,
      summary: 'Employees, paged and searched on the server (manager: own department)',
      querystring: employeeListQuerySchema,
      response: { 200: listResponse },
    },
    handler: async (request) => {
      const page = await service.listEmployees(ctx.db, principalOf(request), request.query, ctx.cache);
      return { success: true as const, result: page.rows, ...(page.total !== undefined ? { total: page.total } : {}) };
    },
  });

  r.get('/api/employee/manager/active-employees', {
    config: { access: ['manager'] },
    schema: { tags, summary: "Active employees of the manager's department" },
    handler: async (request) => ({
      success: true,
      result: await service.listActiveDepartmentEmployees(ctx.db, principalOf(request)),
    }),
  });

  r.get('/api/employee/getEmployeesByDepartment', {
    config: { access: ['manager'] },
    schema: { tags, summary: "Employees of the manager's department (for pickers)" },
    handler: async (request) => ({
      success: true,
      result: await service.listDepartmentEmployees(ctx.db, principalOf(request)),
    }),
  });

  r.get('/api/employee/:userId', {
    config: { access: ['admin', 'manager', 'employee', 'moderator'] },
    schema: {
      tags,
      summary: "An employee's profile with their department's manager (others: themselves)",
      params: userIdParams,
    },
    handler: async (request) => ({
      success: true,
      employee: await service.getEmployeeProfile(ctx.db, principalOf(request), request.params.userId),
    }),
  });
}
