import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { exportQuerySchema } from '../schemas/export.js';
import { idParamSchema } from '../schemas/common.js';
import {
  adjustBalanceSchema,
  balanceJsonSchema,
  balanceQuerySchema,
  balanceReportQuerySchema,
  balanceReportRowSchema,
  leavePreviewJsonSchema,
  leavePreviewQuerySchema,
  leaveTypeInputSchema,
  leaveTypeJsonSchema,
  ledgerRowJsonSchema,
  yearEndBodySchema,
  yearEndJsonSchema,
} from '../schemas/leave-balance.js';
import { importFormSchema, importWithReasonFormSchema } from '../schemas/import.js';
import { openingLoadedSchema, openingPreviewSchema } from '../schemas/opening-balances.js';

// One query area with the leaves: a leave's change refreshes the balances it moved.
const tags = ['Leave'] as const;
const personParams = z.object({ employeeId: z.uuid({ error: 'Invalid employee id.' }) });
const balances = z.object({ success: z.literal(true), year: z.number(), result: z.array(balanceJsonSchema) });
const oneType = z.object({ success: z.literal(true), message: z.string(), result: leaveTypeJsonSchema });

/** Leave types as data, balances from the ledger, and the leave-year job (issue 14). */
export const leaveBalanceApi = {
  types: endpoint({
    method: 'GET',
    path: '/api/leave-types',
    tags,
    summary: 'The leave types (active ones; the admin also sees retired ones with ?all=true)',
    query: z.object({ all: z.enum(['true', 'false']).optional() }),
    responses: { 200: z.object({ success: z.literal(true), result: z.array(leaveTypeJsonSchema) }) },
  }),
  addType: endpoint({
    method: 'POST',
    path: '/api/leave-types',
    tags,
    summary: 'Add a leave type (audited)',
    body: leaveTypeInputSchema,
    responses: { 201: oneType },
  }),
  editType: endpoint({
    method: 'PUT',
    path: '/api/leave-types/:id',
    tags,
    summary: 'Change a leave type; a new name follows on every leave of it (audited)',
    params: idParamSchema,
    body: leaveTypeInputSchema,
    responses: { 200: oneType },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/leave-balance/me',
    tags,
    summary: 'The caller’s own balances of a leave year (this year unless ?year=)',
    query: balanceQuerySchema,
    responses: { 200: balances },
  }),
  person: endpoint({
    method: 'GET',
    path: '/api/leave-balance/person/:employeeId',
    tags,
    summary: 'One person’s balances of a leave year (HR: anyone; a manager: their department)',
    params: personParams,
    query: balanceQuerySchema,
    responses: { 200: balances },
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/api/leave-balance/ledger/:employeeId',
    tags,
    summary: 'Every ledger row behind one person’s balances of a leave year',
    params: personParams,
    query: balanceQuerySchema,
    responses: { 200: z.object({ success: z.literal(true), result: z.array(ledgerRowJsonSchema) }) },
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/leave-balance/adjust',
    tags,
    summary: 'Add or take away days of one balance, with a reason (HR; never one’s own; audited)',
    body: adjustBalanceSchema,
    responses: { 201: balances.extend({ message: z.string() }) },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/leave-balance/preview',
    tags,
    summary: 'What a leave would take: calendar, working, weekend and holiday days, and the balance after',
    query: leavePreviewQuerySchema,
    responses: { 200: z.object({ success: z.literal(true), result: leavePreviewJsonSchema }) },
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/leave-balance/report',
    tags,
    reads: ['Leave', 'Employees', 'Accounts', 'Departments'],
    summary: 'Balances of everyone × every type for a leave year (department, type, search, sort, page, limit)',
    query: balanceReportQuerySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        result: z.array(balanceReportRowSchema),
        total: z.number().optional(),
      }),
    },
  }),
  export: exportEndpoint({
    list: 'leave-balances',
    tags,
    summary: 'The balance report as CSV or XLSX, with the same filters and sort (manager: own department)',
    query: balanceReportQuerySchema,
  }),
  reportCsv: endpoint({
    method: 'GET',
    path: '/api/leave-balance/report.csv',
    tags,
    summary:
      'The first address of the balance report’s export, kept for old clients: the same as /api/export/leave-balances',
    query: exportQuerySchema(balanceReportQuerySchema),
    responses: { 200: z.string() },
  }),
  yearEnd: endpoint({
    method: 'POST',
    path: '/api/leave-balance/year-end',
    tags,
    summary: 'Bring every ledger up to a day: carry-forward, lapses, grants and accruals (preview writes nothing)',
    body: yearEndBodySchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), result: yearEndJsonSchema }) },
  }),
  previewOpening: endpoint({
    method: 'POST',
    path: '/api/leave-balance/opening/preview',
    tags,
    summary: 'Check a CSV or XLSX of opening balances (Employee ID, Leave Type, Available) row by row; writes nothing',
    multipart: true,
    body: importFormSchema,
    responses: { 200: z.object({ success: z.literal(true), result: openingPreviewSchema }) },
  }),
  importOpening: endpoint({
    method: 'POST',
    path: '/api/leave-balance/opening',
    tags,
    summary:
      'Load opening balances of the current leave year: every row as an adjustment to its days, or none (audited)',
    multipart: true,
    body: importWithReasonFormSchema,
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), result: openingLoadedSchema }) },
  }),
};
