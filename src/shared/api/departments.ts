import { z } from 'zod';
import { doneSchema } from './envelope.js';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { departmentInputSchema, departmentJsonSchema, departmentListQuerySchema } from '../schemas/departments.js';

const tags = ['Departments'] as const;
/** A department as the lists show it: its manager (name, photo) and how many people and projects it has. */
const withFigures = ['Departments', 'Employees', 'Accounts', 'Projects and tasks'] as const;
const idParams = z.object({ id: z.uuid({ error: 'Invalid department id.' }) });
const saved = z.object({ success: z.literal(true), message: z.string(), result: departmentJsonSchema });

export const departmentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/department/getAllDep',
    tags,
    reads: withFigures,
    summary: 'Departments with manager and head count (page, limit, search optional)',
    query: departmentListQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(departmentJsonSchema), total: z.number().optional() }),
    },
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/department/getCountDep',
    tags,
    reads: ['Departments'],
    summary: 'How many departments there are',
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), countDep: z.number() }) },
  }),
  distribution: endpoint({
    method: 'GET',
    path: '/api/department/distribution',
    tags,
    reads: ['Departments', 'Employees'],
    summary: 'Employees per department',
    responses: { 200: z.array(z.object({ name: z.string(), value: z.number() })) },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/department/add',
    tags,
    summary: 'Add a department',
    body: departmentInputSchema,
    responses: { 201: saved },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/department/getSingleDep/:id',
    tags,
    reads: withFigures,
    summary: 'One department',
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true), result: departmentJsonSchema }) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/department/updateDep/:id',
    tags,
    summary: 'Update a department',
    params: idParams,
    body: departmentInputSchema,
    responses: { 200: saved },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/department/deleteDep/:id',
    tags,
    summary: 'Delete an empty department (409 while people or projects belong to it)',
    params: idParams,
    responses: { 200: doneSchema.extend({ result: z.object({ _id: z.string(), dep_name: z.string() }) }) },
  }),
  export: exportEndpoint({
    list: 'departments',
    tags,
    summary: 'The departments list as CSV or XLSX, with its search and sort',
    query: departmentListQuerySchema,
  }),
};
