import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { exportQuerySchema } from '../schemas/export.js';
import { auditEventJsonSchema, auditQuerySchema, auditVerificationSchema } from '../schemas/audit.js';

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
  export: exportEndpoint({
    list: 'audit-trail',
    tags,
    summary: 'The filtered audit trail as CSV or XLSX, in its sort, streamed (admin)',
    query: auditQuerySchema,
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/audit/export.csv',
    tags,
    summary: 'The first address of the audit trail’s export, kept for old clients: the same as /api/export/audit-trail',
    query: exportQuerySchema(auditQuerySchema),
    responses: {
      200: z.string().meta({
        description: 'text/csv (or XLSX): when, actor, action, person, record, before, after, reason, requestId, ip',
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
  verify: endpoint({
    method: 'GET',
    path: '/api/audit/verify',
    tags,
    summary:
      'Walks the whole trail along its hash chain: intact with the number of rows and the last one, or the first row that does not match and what is wrong with it (admin)',
    responses: { 200: z.object({ success: z.literal(true), result: auditVerificationSchema }) },
  }),
};
