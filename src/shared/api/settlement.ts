import { z } from 'zod';
import { idParamSchema } from '../schemas/common.js';
import {
  finaliseInputSchema,
  recoveryInputSchema,
  recoveryParamsSchema,
  settlementJsonSchema,
} from '../schemas/settlement.js';
import { endpoint } from './endpoint.js';

const tags = ['Payroll'] as const;
const answer = z.object({ success: z.literal(true), message: z.string(), result: settlementJsonSchema });

/** A leaver's final settlement (issue 29): admins and HR officers; `:id` is the person's employee or user id. */
export const settlementApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/settlements/:id',
    tags,
    summary:
      "A leaver's final settlement: the draft as it stands (final month's pay, leave encashed, recoveries, each line's arithmetic) or the finalised statement",
    description: '409 when the person has no last working day (and no finalised settlement).',
    params: idParamSchema,
    responses: { 200: z.object({ success: z.literal(true), result: settlementJsonSchema }) },
  }),
  addRecovery: endpoint({
    method: 'POST',
    path: '/api/settlements/:id/recoveries',
    tags,
    summary: 'Add a recovery with its reason to a draft settlement',
    params: idParamSchema,
    body: recoveryInputSchema,
    responses: { 200: answer },
  }),
  removeRecovery: endpoint({
    method: 'DELETE',
    path: '/api/settlements/:id/recoveries/:recoveryId',
    tags,
    summary: 'Remove a recovery from a draft settlement',
    params: recoveryParamsSchema,
    responses: { 200: answer },
  }),
  finalise: endpoint({
    method: 'POST',
    path: '/api/settlements/:id/finalise',
    tags,
    summary:
      "Finalise a draft settlement: one 'settlement' payslip and one audit row; a second finalisation is refused (409)",
    description:
      'The body names the net HR reviewed: when the draft now comes to another net (a payroll run paid the final month, a recovery changed), nothing is finalised (409).',
    params: idParamSchema,
    body: finaliseInputSchema,
    responses: { 200: answer },
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/settlements/:id/statement.pdf',
    tags,
    summary: 'The finalised settlement as a PDF statement (409 while a draft)',
    params: idParamSchema,
    responses: { 200: z.string().meta({ description: 'application/pdf: the statement' }) },
  }),
};
