import { z } from 'zod';
import { payslipBatchJsonSchema, payslipBatchQuerySchema } from '../schemas/payslips.js';
import { taxStatementQuerySchema, taxYearJsonSchema, taxYearsQuerySchema } from '../schemas/tax-statement.js';
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
  taxYears: endpoint({
    method: 'GET',
    path: '/api/salary/tax-statement/years',
    tags,
    summary: 'The fiscal years in which a person has posted payslips, newest first (one’s own; admin and HR anyone’s)',
    query: taxYearsQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), fiscalStartMonth: z.number(), result: z.array(taxYearJsonSchema) }),
    },
  }),
  taxStatement: endpoint({
    method: 'GET',
    path: '/api/salary/tax-statement.pdf',
    tags,
    summary: 'A person’s yearly tax statement as a PDF (one’s own; admin and HR anyone’s)',
    description:
      'Every posted payslip of the fiscal year (`year`: 2026, 2026–27 or 2026-27) with its gross earnings by ' +
      'component, provident fund and tax deducted; the year’s tax by the configured slabs and the balance. ' +
      'A fiscal year without posted payslips answers 404 with a message.',
    query: taxStatementQuerySchema,
    responses: { 200: z.string().meta({ description: 'application/pdf: A4, one page or more' }) },
  }),
};
