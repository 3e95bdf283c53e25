import { z } from 'zod';
import { idParamSchema } from '../schemas/common.js';
import {
  bankAccountInputSchema,
  bankAccountJsonSchema,
  mailPayslipsInputSchema,
  payoutJsonSchema,
  payoutSettingsSchema,
} from '../schemas/payout.js';
import { endpoint } from './endpoint.js';

const tags = ['Payroll'] as const;
const settingsAnswer = z.object({ success: z.literal(true), result: payoutSettingsSchema });

/** What leaves payroll (issue 29, item 5): admins and HR officers only. */
export const payoutApi = {
  bankAccount: endpoint({
    method: 'GET',
    path: '/api/employee/:id/bank-account',
    tags,
    summary: "A person's bank details (null when none are entered)",
    params: idParamSchema,
    responses: { 200: z.object({ success: z.literal(true), result: bankAccountJsonSchema.nullable() }) },
  }),
  ownBankAccount: endpoint({
    method: 'GET',
    path: '/api/bank-account/me',
    tags,
    summary: "The caller's own bank details, the account number masked (null when none are entered); HR changes them",
    responses: { 200: z.object({ success: z.literal(true), result: bankAccountJsonSchema.nullable() }) },
  }),
  setBankAccount: endpoint({
    method: 'PUT',
    path: '/api/employee/:id/bank-account',
    tags,
    summary: "Set a person's bank details (validated, audited with the account number masked)",
    params: idParamSchema,
    body: bankAccountInputSchema,
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), result: bankAccountJsonSchema }),
    },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/payroll/payout-settings',
    tags,
    summary: 'The bank file layout and whether mailed payslips are password-protected',
    responses: { 200: settingsAnswer },
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/api/payroll/payout-settings',
    tags,
    summary: 'Set the bank file layout and the payslip protection (audited)',
    body: payoutSettingsSchema,
    responses: { 200: settingsAnswer.extend({ message: z.string() }) },
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/payroll/runs/:id/payout',
    tags,
    summary: "A run's payout: people without bank details or email, payslips mailed, the journal per component",
    params: idParamSchema,
    responses: { 200: z.object({ success: z.literal(true), result: payoutJsonSchema }) },
  }),
  bankFile: endpoint({
    method: 'GET',
    path: '/api/payroll/runs/:id/bank-file',
    tags,
    summary: "A posted run's bank transfer file (CSV in the configured layout; audited)",
    description: 'Refused (409) for a draft, and while anyone paid has no bank details (they are named).',
    params: idParamSchema,
    responses: { 200: z.string().meta({ description: 'text/csv: one line per person paid' }) },
  }),
  register: endpoint({
    method: 'GET',
    path: '/api/payroll/runs/:id/register',
    tags,
    summary: "A run's payroll register (XLSX): one row per person paid with totals, and the journal sheet",
    params: idParamSchema,
    responses: {
      200: z.string().meta({ description: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    },
  }),
  mailPayslips: endpoint({
    method: 'POST',
    path: '/api/payroll/runs/:id/mail-payslips',
    tags,
    summary: 'Queue one mail per person paid with their payslip PDF attached (those mailed already only when again)',
    params: idParamSchema,
    body: mailPayslipsInputSchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        message: z.string(),
        result: z.object({ queued: z.number(), noEmail: z.number() }),
      }),
    },
  }),
};
