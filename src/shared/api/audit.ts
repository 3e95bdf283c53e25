import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { auditEventJsonSchema, auditQuerySchema } from '../schemas/audit.js';

const tags = ['Audit'] as const;

export const auditApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/audit',
    tags,
    summary: 'The audit trail, newest first, filtered by person, actor, kind and dates (admin)',
    query: auditQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(auditEventJsonSchema), total: z.number() }),
    },
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/audit/export.csv',
    tags,
    summary: 'The filtered audit trail as CSV, streamed (admin)',
    query: auditQuerySchema.omit({ page: true, limit: true }),
    responses: {
      200: z.string().meta({
        description: 'text/csv: When, Actor, Action, Person, Record, Before, After, Reason, Request id, IP',
      }),
    },
  }),
  record: endpoint({
    method: 'GET',
    path: '/api/audit/record/:id',
    tags,
    summary: "The history of one record (HR: any; employees and managers: their own records')",
    params: z.object({ id: z.uuid({ error: 'Invalid id.' }) }),
    responses: { 200: z.object({ success: z.literal(true), result: z.array(auditEventJsonSchema) }) },
  }),
};
