import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { personQuerySchema, reasonBodySchema } from '../schemas/common.js';
import {
  approveBodySchema,
  leaveInputSchema,
  leaveJsonSchema,
  leaveListQuerySchema,
  rejectBodySchema,
} from '../schemas/leave.js';

const tags = ['Leave'] as const;
const idParams = z.object({ id: z.uuid({ error: 'Invalid leave id.' }) });
const one = z.object({ success: z.literal(true), message: z.string(), result: leaveJsonSchema });

export const leaveApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/leave/getAllleaves',
    tags,
    reads: ['Leave', 'Employees', 'Accounts', 'Departments'],
    summary: 'Leaves, newest first (status or waiting, page, limit, search optional)',
    query: leaveListQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(leaveJsonSchema), total: z.number().optional() }),
    },
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/api/leave/approveLeave/:id',
    tags,
    summary: 'Approve a pending leave at its waiting step (HR: any step; a manager: the steps waiting for them)',
    params: idParams,
    body: approveBodySchema,
    responses: { 200: one },
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/api/leave/rejectLeave/:id',
    tags,
    summary: 'Reject a pending leave, with a reason the employee reads',
    params: idParams,
    body: rejectBodySchema,
    responses: { 200: one },
  }),
  person: endpoint({
    method: 'GET',
    path: '/api/leave/getLeave/:userId',
    tags,
    summary: "A person's leaves (employee: their own)",
    params: z.object({ userId: z.uuid({ error: 'Invalid id.' }) }),
    responses: { 200: z.object({ success: z.literal(true), leaves: z.array(leaveJsonSchema) }) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/leave/getLeaveById/:id',
    tags,
    summary: 'One leave (employee: their own)',
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true), result: leaveJsonSchema }) },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/leave/addLeave',
    tags,
    summary:
      'Request a leave (admin: record one for any employee, `userId` required, `approved: true` for one already agreed)',
    body: leaveInputSchema,
    responses: { 201: one },
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/leave/editLeave/:id',
    tags,
    summary: 'Edit an own pending leave',
    params: idParams,
    body: leaveInputSchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), updateLeave: leaveJsonSchema }) },
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/leave/stats',
    tags,
    summary: 'Leave totals by status',
    responses: {
      200: z.object({
        totalLeaves: z.number(),
        statusBreakdown: z.array(z.object({ name: z.enum(['Approved', 'Pending', 'Rejected']), value: z.number() })),
      }),
    },
  }),
  withdraw: endpoint({
    method: 'PUT',
    path: '/api/leave/withdraw/:id',
    tags,
    summary: 'The employee takes back their own pending request (audited)',
    params: idParams,
    responses: { 200: one },
  }),
  askCancel: endpoint({
    method: 'PUT',
    path: '/api/leave/ask-cancel/:id',
    tags,
    summary:
      'The employee asks, with a reason, to cancel their own approved leave before it begins (HR decides; audited)',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: one },
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/leave/cancel/:id',
    tags,
    summary: 'Agree to an asked cancellation: the leave is Cancelled and its days free (audited)',
    params: idParams,
    responses: { 200: one },
  }),
  keep: endpoint({
    method: 'PUT',
    path: '/api/leave/keep/:id',
    tags,
    summary: 'Decline an asked cancellation, with a reason the employee reads: the leave stays approved (audited)',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: one },
  }),
  revoke: endpoint({
    method: 'PUT',
    path: '/api/leave/revoke/:id',
    tags,
    summary: 'Undo an approval or a rejection, with a reason: the leave is pending again (audited)',
    params: idParams,
    body: reasonBodySchema,
    responses: { 200: one },
  }),
  export: exportEndpoint({
    list: 'leaves',
    tags,
    summary: 'The leaves list as CSV or XLSX, with its status, search and sort (HR)',
    query: leaveListQuerySchema,
  }),
  exportHistory: exportEndpoint({
    list: 'leave-history',
    tags,
    summary: "A person's leave history as CSV or XLSX: one's own, or (HR) anyone's",
    query: personQuerySchema,
  }),
};
