import { z } from 'zod';
import { personStructuresJsonSchema, structureInputSchema } from '../schemas/salary-structures.js';
import { endpoint } from './endpoint.js';

const tags = ['Salary'] as const;
const params = z.object({ employeeId: z.uuid({ error: 'Invalid id.' }) });
const answer = z.object({ success: z.literal(true), result: personStructuresJsonSchema });

/** Salary structures (issue 29): dated revisions of a person's components. */
export const salaryStructuresApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/salary-structures/:employeeId',
    tags,
    summary: "A person's salary structure in force and its revisions, newest first (employees: their own)",
    params,
    responses: { 200: answer },
  }),
  revise: endpoint({
    method: 'POST',
    path: '/api/salary-structures/:employeeId',
    tags,
    summary:
      'Revise a salary structure from a month (this month or earlier; an earlier one pays arrears in the next payroll run); audited',
    params,
    body: structureInputSchema,
    responses: { 201: answer.extend({ message: z.string() }) },
  }),
};
