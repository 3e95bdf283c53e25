import { z } from 'zod';
import { payslipBatchJsonSchema, payslipBatchQuerySchema } from '../schemas/payslips.js';
import { endpoint } from './endpoint.js';

const tags = ['Salary'] as const;

export const payslipsApi = {
  pdf: endpoint({
    method: 'GET',
    path: '/api/salary/:id/payslip.pdf',
    tags,
    summary: 'The payslip of a salary record as a PDF (the employee their own; admin and HR anyone’s)',
    params: z.object({ id: z.uuid({ error: 'Invalid id.' }) }),
    responses: { 200: z.string().meta({ description: 'application/pdf: one A4 page' }) },
  }),
  batch: endpoint({
    method: 'GET',
    path: '/api/salary/payslips/count',
    tags,
    summary: 'How many payslips a department has for a month, before downloading them (admin, HR)',
    query: payslipBatchQuerySchema,
    responses: { 200: payslipBatchJsonSchema },
  }),
  zip: endpoint({
    method: 'GET',
    path: '/api/salary/payslips.zip',
    tags,
    summary: 'A department’s payslips of a month as one ZIP of PDFs, streamed (admin, HR)',
    description: 'A month without payslips for the department answers 404 with a message.',
    query: payslipBatchQuerySchema,
    responses: { 200: z.string().meta({ description: 'application/zip: one PDF per salary record' }) },
  }),
};
