import { z } from 'zod';
import { doneSchema } from './envelope.js';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { TASK_STATUSES } from '../constants.js';
import {
  assignTaskSchema,
  departmentTaskJsonSchema,
  projectInputSchema,
  projectJsonSchema,
  projectListQuerySchema,
  projectUpdateSchema,
  taskJsonSchema,
  taskListQuerySchema,
  taskStatusSchema,
} from '../schemas/projects.js';

const tags = ['Projects and tasks'] as const;
const idParams = z.object({ id: z.uuid({ error: 'Invalid id.' }) });
const projects = z.array(projectJsonSchema);
const runningQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });
const running = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  projects,
  projectsCount: z.number(),
});

export const projectsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects/getAllProjects',
    tags,
    summary: 'Projects (page, limit, search, status optional)',
    query: projectListQuerySchema,
    responses: { 200: z.object({ success: z.literal(true), result: projects, total: z.number().optional() }) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects/create',
    tags,
    summary: 'Create a project',
    body: projectInputSchema,
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), result: projectJsonSchema }) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/projects/getProject/:id',
    tags,
    summary: 'One project (manager: own department)',
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true), result: projectJsonSchema }) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/projects/:id',
    tags,
    summary: 'Update a project (manager: status only, own department)',
    params: idParams,
    body: projectUpdateSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), project: projectJsonSchema }) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    tags,
    summary: 'Delete a project and its tasks',
    params: idParams,
    responses: { 200: doneSchema },
  }),
  running: endpoint({
    method: 'GET',
    path: '/api/projects/getInProgressProjects',
    tags,
    summary: "Running projects (status 'in progress'); `limit` returns only the first ones, with the full count",
    query: runningQuery,
    responses: { 200: running },
  }),
  runningInDepartment: endpoint({
    method: 'GET',
    path: '/api/projects/runningProjectsByManager',
    tags,
    summary: "Running projects of the manager's department",
    query: runningQuery,
    responses: { 200: running },
  }),
  departmentProjects: endpoint({
    method: 'GET',
    path: '/api/projects/getBydepartment',
    tags,
    summary: "Projects of the manager's department",
    responses: { 200: z.object({ success: z.literal(true), result: projects }) },
  }),
  departmentTasks: endpoint({
    method: 'GET',
    path: '/api/projects/getAllTasksByDepartment',
    tags,
    summary: "Tasks of the manager's department (optionally of one project)",
    query: z.object({ project: z.uuid({ error: 'Invalid project id.' }).optional() }),
    responses: { 200: z.object({ success: z.literal(true), result: z.array(departmentTaskJsonSchema) }) },
  }),
  assignTask: endpoint({
    method: 'POST',
    path: '/api/projects/:id/assign-task',
    tags,
    summary: 'Assign a task to an employee of the project’s department',
    params: idParams,
    body: assignTaskSchema,
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), task: taskJsonSchema }) },
  }),
  updateTask: endpoint({
    method: 'PUT',
    path: '/api/projects/task/:id',
    tags,
    summary: 'Edit or reassign a task of the own department; the people concerned are told',
    params: idParams,
    body: assignTaskSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), task: taskJsonSchema }) },
  }),
  deleteTask: endpoint({
    method: 'DELETE',
    path: '/api/projects/deleteTask/:id',
    tags,
    summary: 'Delete a task of the own department; its employee is told',
    params: idParams,
    responses: { 200: doneSchema },
  }),
  myTasks: endpoint({
    method: 'GET',
    path: '/api/tasks/my',
    tags,
    summary: 'The signed-in person’s tasks',
    query: z.object({ status: z.enum(TASK_STATUSES).optional() }),
    responses: { 200: z.object({ success: z.literal(true), result: z.array(taskJsonSchema) }) },
  }),
  setTaskStatus: endpoint({
    method: 'PUT',
    path: '/api/tasks/:id/status',
    tags,
    summary: 'Move an own task between pending, in progress and completed',
    params: idParams,
    body: taskStatusSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), task: taskJsonSchema }) },
  }),
  workingTasks: endpoint({
    method: 'GET',
    path: '/api/tasks/employee/:userId',
    tags,
    summary: 'How many tasks of an employee are not completed',
    params: z.object({ userId: z.uuid({ error: 'Invalid id.' }) }),
    responses: { 200: z.object({ success: z.literal(true), count: z.number() }) },
  }),
  export: exportEndpoint({
    list: 'projects',
    tags,
    summary: 'The projects list as CSV or XLSX, with its search, status and sort (manager: own department)',
    query: projectListQuerySchema,
  }),
  exportTasks: exportEndpoint({
    list: 'tasks',
    tags,
    summary: "Tasks as CSV or XLSX: a manager's department's, an employee's own (filters: project, status)",
    query: taskListQuerySchema,
  }),
};
