import { z } from 'zod';
import { personQuerySchema, reasonBodySchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { isRecordYear } from '../bounds.js';
import { DATE_MSG } from '../messages/dates.js';
import {
  payeeJsonSchema,
  payeeQuerySchema,
  salaryCorrectionSchema,
  salaryInputSchema,
  salaryJsonSchema,
  salaryListQuerySchema,
} from '../schemas/salary.js';

const tags = ['Salary'] as const;

export const salaryApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/salary/getAllSalaries',
    tags,
    summary: 'Salaries, newest pay date first (page, limit, search optional)',
    query: salaryListQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(salaryJsonSchema), total: z.number().optional() }),
    },
  }),
  person: endpoint({
    method: 'GET',
    path: '/api/salary/getSalary/:userId',
    tags,
    summary: "A person's salaries (employees and managers: their own)",
    params: z.object({ userId: z.uuid({ error: 'Invalid id.' }) }),
    responses: { 200: z.object({ success: z.literal(true), result: z.array(salaryJsonSchema) }) },
  }),
  payees: endpoint({
    method: 'GET',
    path: '/api/salary/payees',
    tags,
    summary: 'People a salary can be paid to, by name (search, limit ≤ 50; default 20)',
    query: payeeQuerySchema,
    responses: { 200: z.object({ success: z.literal(true), result: z.array(payeeJsonSchema) }) },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/salary/addSalary',
    tags,
    summary: 'Record a salary; the net is computed on the server',
    body: salaryInputSchema,
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), data: salaryJsonSchema }) },
  }),
  total: endpoint({
    method: 'GET',
    path: '/api/salary/getTotalSalary',
    tags,
    summary: 'Total net salary paid, all time and this month',
    responses: {
      200: z.object({
        success: z.literal(true),
        totalSalary: z.array(z.object({ totalAmount: z.number() })),
        /** Net paid with a pay date in the current month. */
        thisMonth: z.number(),
      }),
    },
  }),
  monthly: endpoint({
    method: 'GET',
    path: '/api/salary/monthly-summary',
    tags,
    summary: 'Net salary paid per month of a year (default: this year)',
    query: z.object({
      year: z.coerce
        .number({ error: DATE_MSG.yearOutOfRange })
        .refine(isRecordYear, DATE_MSG.yearOutOfRange)
        .optional(),
    }),
    responses: { 200: z.array(z.object({ name: z.string(), salary: z.number() })) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/salary/:id',
    tags,
    summary: "Correct a salary record with a reason (admin, HR; never one's own); audited",
    params: z.object({ id: z.uuid({ error: 'Invalid id.' }) }),
    body: salaryCorrectionSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), data: salaryJsonSchema }) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/salary/:id',
    tags,
    summary: "Delete a salary record made by mistake, with a reason (admin, HR; never one's own); audited",
    params: z.object({ id: z.uuid({ error: 'Invalid id.' }) }),
    body: reasonBodySchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
  }),
  export: exportEndpoint({
    list: 'salaries',
    tags,
    summary: 'The salary records list as CSV or XLSX, with its search and sort (admin, HR)',
    query: salaryListQuerySchema,
  }),
  exportHistory: exportEndpoint({
    list: 'salary-history',
    tags,
    summary: "A person's salary records as CSV or XLSX: one's own, or (admin, HR) anyone's",
    query: personQuerySchema,
  }),
};
