import { z } from 'zod';
import { doneSchema } from './envelope.js';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import {
  adminAnnouncementSchema,
  announcementFeedQuerySchema,
  announcementJsonSchema,
  announcementPageSchema,
  managerAnnouncementSchema,
} from '../schemas/announcements.js';

const tags = ['Announcements'] as const;
const list = z.object({ success: z.literal(true), announcements: z.array(announcementJsonSchema) });
const created = z.object({ success: z.literal(true), message: z.string(), announcement: announcementJsonSchema });

export const announcementsApi = {
  all: endpoint({
    method: 'GET',
    path: '/api/annoucement/admin',
    tags,
    summary: 'Every announcement, newest first (skip, limit)',
    query: announcementPageSchema,
    responses: { 200: list },
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/annoucement',
    tags,
    summary: 'Send an announcement to all, employees, managers or one employee',
    body: adminAnnouncementSchema,
    responses: { 201: created },
  }),
  sent: endpoint({
    method: 'GET',
    path: '/api/annoucement/manager',
    tags,
    summary: 'Announcements the manager sent (skip, limit)',
    query: announcementPageSchema,
    responses: { 200: list },
  }),
  sendToDepartment: endpoint({
    method: 'POST',
    path: '/api/annoucement/manager',
    tags,
    summary: "Send to the own department's employees or one of them",
    body: managerAnnouncementSchema,
    responses: { 201: created },
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/api/annoucement/inbox',
    tags,
    summary: 'Announcements the caller received, newest first (skip, limit)',
    query: announcementPageSchema,
    responses: { 200: list },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/annoucement/:id',
    tags,
    summary: 'Delete an announcement (manager: own)',
    params: z.object({ id: z.uuid({ error: 'Invalid announcement id.' }) }),
    responses: { 200: doneSchema },
  }),
  export: exportEndpoint({
    list: 'announcements',
    tags,
    summary: 'An announcements list as CSV or XLSX: every one (admin), those one sent (manager), or one’s inbox',
    query: announcementFeedQuerySchema,
  }),
};
