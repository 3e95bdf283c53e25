import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '#web/lib/notification-feed.js';
import { destinationOf } from './destination.js';

const about = (
  kind: NotificationItem['target']['kind'],
  notificationKind: NotificationItem['kind'],
): NotificationItem => ({
  _id: 'n1',
  seq: 1,
  kind: notificationKind,
  title: 'Title',
  body: '',
  target: { kind, id: 'record-1' },
  createdAt: '2026-01-01T00:00:00.000Z',
  readAt: null,
});

describe('where a notification opens, by the reader’s role', () => {
  it('a leave request opens the pending requests of the admin’s and of the HR officer’s own dashboard', () => {
    const request = about('leave', 'leave_requested');
    expect(destinationOf(request, 'admin')).toBe('/admin-dashboard/pending-leaves');
    expect(destinationOf(request, 'moderator')).toBe('/moderator-dashboard/pending-leaves');
  });

  it('a decided leave opens the employee’s leave history; a task their tasks', () => {
    expect(destinationOf(about('leave', 'leave_decided'), 'employee')).toBe('/employee-dashboard/leave-history');
    // An HR officer's own leave was decided: their own history, not the requests they decide.
    expect(destinationOf(about('leave', 'leave_decided'), 'moderator')).toBe('/moderator-dashboard/leave-history');
    expect(destinationOf(about('task', 'task_assigned'), 'employee')).toBe('/employee-dashboard/tasks');
  });

  it('an announcement opens the inbox of the reader’s role, and nothing for a user, who has none', () => {
    const note = about('announcement', 'announcement');
    expect(destinationOf(note, 'employee')).toBe('/employee-dashboard/annoucementEmployee');
    expect(destinationOf(note, 'manager')).toBe('/manager-dashboard/annoucementManager');
    expect(destinationOf(note, 'admin')).toBe('/admin-dashboard/annoucement');
    expect(destinationOf(note, 'moderator')).toBe('/moderator-dashboard/announcements');
    expect(destinationOf(note, 'user')).toBeNull();
  });
});
