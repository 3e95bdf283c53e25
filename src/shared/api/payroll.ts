import { z } from 'zod';
import { idParamSchema } from '../schemas/common.js';
import { pageQuerySchema } from '../schemas/paging.js';
import {
  payrollChangeSchema,
  payrollPostSchema,
  payrollRowInputSchema,
  payrollRowJsonSchema,
  payrollRowsQuerySchema,
  payrollRunInputSchema,
  payrollRunJsonSchema,
  payrollSettingsSchema,
} from '../schemas/payroll.js';
import { statutorySettingsSchema } from '../schemas/statutory.js';
import { endpoint } from './endpoint.js';

const tags = ['Payroll'] as const;
const runAnswer = z.object({ success: z.literal(true), message: z.string(), result: payrollRunJsonSchema });
const rowParams = idParamSchema.extend({ employeeId: z.uuid({ error: 'Invalid id.' }) });

/** Monthly payroll runs (issue 16): draft, edit, review, post — admins and HR officers. */
export const payrollApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/payroll/settings',
    tags,
    summary: 'The payroll settings: the pro-rating basis, whether absences are deducted, the change warning',
    responses: { 200: z.object({ success: z.literal(true), result: payrollSettingsSchema }) },
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/api/payroll/settings',
    tags,
    summary: 'Set the payroll settings for drafts made from now on (audited)',
    body: payrollSettingsSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), result: payrollSettingsSchema }) },
  }),
  statutory: endpoint({
    method: 'GET',
    path: '/api/payroll/statutory',
    tags,
    summary: 'The statutory settings: fiscal year, income-tax slabs per fiscal year, provident fund shares',
    responses: {
      200: z.object({
        success: z.literal(true),
        result: statutorySettingsSchema.safeExtend({ saved: z.boolean() }),
      }),
    },
  }),
  setStatutory: endpoint({
    method: 'PUT',
    path: '/api/payroll/statutory',
    tags,
    summary: 'Set the statutory settings: drafts use them when made or refreshed (audited)',
    body: statutorySettingsSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), result: statutorySettingsSchema }) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/payroll/runs',
    tags,
    summary: 'Payroll runs, newest first, with their totals (page, limit optional)',
    query: pageQuerySchema.omit({ search: true }),
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(payrollRunJsonSchema), total: z.number().optional() }),
    },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/payroll/runs',
    tags,
    summary: 'Make a draft for a month and departments: one row per person working here, people paid already marked',
    body: payrollRunInputSchema,
    responses: { 201: runAnswer },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/payroll/runs/:id',
    tags,
    summary: 'A payroll run with its totals and version',
    params: idParamSchema,
    responses: { 200: z.object({ success: z.literal(true), result: payrollRunJsonSchema }) },
  }),
  rows: endpoint({
    method: 'GET',
    path: '/api/payroll/runs/:id/rows',
    tags,
    summary: "A run's rows by name (show all, pay or skipped; search by name or employee id; paged)",
    params: idParamSchema,
    query: payrollRowsQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(payrollRowJsonSchema), total: z.number().optional() }),
    },
  }),
  updateRow: endpoint({
    method: 'PUT',
    path: '/api/payroll/runs/:id/rows/:employeeId',
    tags,
    summary: "Save a draft row's allowance, deductions and whether the person is paid (the net is computed)",
    params: rowParams,
    body: payrollRowInputSchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        message: z.string(),
        result: z.object({ row: payrollRowJsonSchema, run: payrollRunJsonSchema }),
      }),
    },
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/payroll/runs/:id/refresh',
    tags,
    summary: 'Bring a draft up to date with who works here and their salaries; says what changed',
    params: idParamSchema,
    responses: {
      200: runAnswer.extend({ changes: z.array(payrollChangeSchema) }),
    },
  }),
  post: endpoint({
    method: 'POST',
    path: '/api/payroll/runs/:id/post',
    tags,
    summary:
      'Post a reviewed draft: every payslip, its audit row and notification in one transaction; refused (409) when posted already, edited since the review or changed underneath',
    params: idParamSchema,
    body: payrollPostSchema,
    responses: { 200: runAnswer },
  }),
  discard: endpoint({
    method: 'DELETE',
    path: '/api/payroll/runs/:id',
    tags,
    summary: 'Discard a draft (a posted run stays)',
    params: idParamSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
  }),
};
