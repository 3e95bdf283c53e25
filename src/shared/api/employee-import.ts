import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  employeeImportPreviewSchema,
  employeeImportResultSchema,
  templateQuerySchema,
} from '../schemas/employee-import.js';
import { importFormSchema } from '../schemas/import.js';

// One query area with the employees: an import refreshes their lists.
const tags = ['Employees'] as const;

export const employeeImportApi = {
  template: endpoint({
    method: 'GET',
    path: '/api/employee/import/template',
    tags,
    summary: 'An empty employee file to fill in: the columns an import reads (CSV, or XLSX with the choices listed)',
    query: templateQuerySchema,
    responses: { 200: z.string() },
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/employee/import/preview',
    tags,
    summary: "Check a CSV or XLSX of employees row by row with Add Employee's rules; writes nothing",
    multipart: true,
    body: importFormSchema,
    responses: { 200: z.object({ success: z.literal(true), result: employeeImportPreviewSchema }) },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/employee/import/report',
    tags,
    summary: "The file's rows as CSV with an Error column (empty for a row that can be imported); writes nothing",
    multipart: true,
    body: importFormSchema,
    responses: { 200: z.string() },
  }),
  commit: endpoint({
    method: 'POST',
    path: '/api/employee/import',
    tags,
    summary:
      'Import every row or none, in one transaction (audited); each person is invited to set a password: by mail, or the links are in this answer, once',
    multipart: true,
    body: importFormSchema,
    responses: {
      201: z.object({ success: z.literal(true), message: z.string(), result: employeeImportResultSchema }),
    },
  }),
};
