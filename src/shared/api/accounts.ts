import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { reasonBodySchema } from '../schemas/common.js';
import { accountJsonSchema, accountListQuerySchema, accountRoleSchema } from '../schemas/accounts.js';

const tags = ['Accounts'] as const;
const idParams = z.object({ id: z.uuid({ error: 'Invalid account id.' }) });
const one = z.object({ success: z.literal(true), message: z.string(), result: accountJsonSchema });

/** The admin's Accounts screen: every sign-in, with or without an employee record. */
export const accountsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/accounts',
    tags,
    summary: 'Every sign-in account, sign-up accounts included (search, role, status, sort, page, limit)',
    query: accountListQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(accountJsonSchema), total: z.number().optional() }),
    },
  }),
  disable: endpoint({
    method: 'PUT',
    path: '/api/accounts/disable/:id',
    tags,
    summary: 'Turn an account’s sign-in off, with a reason: its sessions end at once (audited)',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: one },
  }),
  enable: endpoint({
    method: 'PUT',
    path: '/api/accounts/enable/:id',
    tags,
    summary: 'Turn a disabled account’s sign-in back on, with a reason (audited)',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: one },
  }),
  signOut: endpoint({
    method: 'PUT',
    path: '/api/accounts/sign-out/:id',
    tags,
    summary: 'End every session and reset link of an account, with a reason (audited)',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: one },
  }),
  role: endpoint({
    method: 'PUT',
    path: '/api/accounts/role/:id',
    tags,
    summary: 'Change an account’s role, with a reason: its sessions end so the new role applies at once (audited)',
    params: idParams,
    body: accountRoleSchema,
    responses: { 200: one },
  }),
};
