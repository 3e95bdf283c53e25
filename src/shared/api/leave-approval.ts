import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { idParamSchema } from '../schemas/common.js';
import { leaveJsonSchema } from '../schemas/leave.js';
import {
  approvalRequestsQuerySchema,
  approvalStepJsonSchema,
  deputyBodySchema,
  deputyJsonSchema,
  escalationBodySchema,
  escalationJsonSchema,
} from '../schemas/leave-approval.js';

// One query area with the leaves: a decision changes both.
const tags = ['Leave'] as const;

/** Approval flows (issue 15): a request's steps, a manager's requests, deputies. */
export const leaveApprovalApi = {
  steps: endpoint({
    method: 'GET',
    path: '/api/leave-approval/steps/:id',
    tags,
    summary: 'The approval steps of a leave: who decides, who decided, when, and where it waits',
    params: idParamSchema,
    responses: { 200: z.object({ success: z.literal(true), result: z.array(approvalStepJsonSchema) }) },
  }),
  requests: endpoint({
    method: 'GET',
    path: '/api/leave-approval/requests',
    tags,
    summary: 'The requests a manager or deputy decides: waiting for them (mine=true), or their department’s',
    query: approvalRequestsQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(leaveJsonSchema), total: z.number().optional() }),
    },
  }),
  deputy: endpoint({
    method: 'GET',
    path: '/api/leave-approval/deputy',
    tags,
    summary: 'The deputy who decides the caller’s approval steps while they are on leave',
    responses: { 200: z.object({ success: z.literal(true), result: deputyJsonSchema }) },
  }),
  setDeputy: endpoint({
    method: 'PUT',
    path: '/api/leave-approval/deputy',
    tags,
    summary: 'Name (or, with null, clear) one’s deputy for approvals while away',
    body: deputyBodySchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), result: deputyJsonSchema }) },
  }),
  escalation: endpoint({
    method: 'GET',
    path: '/api/leave-approval/escalation',
    tags,
    summary: 'How many working days a manager’s step waits before it goes to HR (null: never)',
    responses: { 200: z.object({ success: z.literal(true), result: escalationJsonSchema }) },
  }),
  setEscalation: endpoint({
    method: 'PUT',
    path: '/api/leave-approval/escalation',
    tags,
    summary: 'Set the working days before a manager’s step goes to HR, or never (admin; audited)',
    body: escalationBodySchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), result: escalationJsonSchema }) },
  }),
  exportRequests: exportEndpoint({
    list: 'leave-requests',
    tags,
    summary: 'The requests a manager or deputy decides as CSV or XLSX, with the list’s filters and sort',
    query: approvalRequestsQuerySchema,
  }),
};
