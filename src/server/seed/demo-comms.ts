import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { announcements, notifications } from '../db/schema/index.js';
import { addDays, at } from './demo-calendar.js';
import type { PlannedLeave } from './demo-leaves.js';
import type { DemoWork } from './demo-work.js';
import { type DemoOrg, demoAccount, department, type Employed, employed } from './demo-org.js';

/** Announcements from the admin and the demo manager, and the bell's notifications. */

type AnnouncementRow = typeof announcements.$inferInsert & { id: string };
type NotificationRow = typeof notifications.$inferInsert;

function planAnnouncements(org: DemoOrg): AnnouncementRow[] {
  const admin = demoAccount(org, 'admin').userId;
  const manager = demoAccount(org, 'manager').userId;
  const nadia = demoAccount(org, 'employee');
  const team = department(org, 'engineering').id;
  const day = (offset: number, hour: number) => at(addDays(org.today, offset), hour);
  const fromAdmin = { senderType: 'admin', senderUserId: admin } as const;
  const fromManager = { senderType: 'manager', senderUserId: manager, departmentId: team } as const;
  const planned: Omit<AnnouncementRow, 'id'>[] = [
    {
      ...fromAdmin,
      type: 'all',
      createdAt: day(-20, 4),
      message: 'Welcome to EMS Panel! Please check your profile and keep your phone number up to date.',
    },
    {
      ...fromAdmin,
      type: 'managers',
      createdAt: day(-9, 5),
      message: "Managers: please review your team's leave requests before Thursday so payroll can close on time.",
    },
    {
      ...fromAdmin,
      type: 'employees',
      createdAt: day(-6, 6),
      message: 'Timesheets are due on the last working day of the month. Late ones move to the next payroll.',
    },
    {
      ...fromAdmin,
      type: 'selected',
      selectedEmployeeId: nadia.job.employeeId,
      createdAt: day(-4, 7),
      message: `Congratulations, ${nadia.name}: your probation review is complete. Your confirmation letter is ready at the HR desk.`,
    },
    {
      ...fromManager,
      type: 'employees',
      createdAt: day(-3, 3),
      message: 'Sprint planning for the Customer Portal Revamp moves to Monday at 10:00 in the main meeting room.',
    },
    {
      ...fromManager,
      type: 'selected',
      selectedEmployeeId: nadia.job.employeeId,
      createdAt: day(-2, 5),
      message:
        'Please pair with Rafiqul on the account settings API this week; he will walk you through the session tables.',
    },
    {
      ...fromAdmin,
      type: 'all',
      createdAt: day(-1, 4),
      message: 'Annual health check-ups start next week. Please book a slot with Human Resources.',
    },
  ];
  return planned.map((row) => ({ id: randomUUID(), ...row }));
}

/** Records the bell refers to, so a notification always matches what it links to. */
export interface BellSources {
  announcements: AnnouncementRow[];
  leaves: PlannedLeave[];
  work: DemoWork;
}

function leaveNote(to: Employed, leave: PlannedLeave, readAt: Date | null): NotificationRow {
  return {
    userId: to.userId,
    kind: 'leave_decided',
    title: `Your leave request was ${leave.status.toLowerCase()}`,
    body: `${leave.leaveType}, ${leave.row.startDate} to ${leave.row.endDate}.`,
    targetKind: 'leave',
    targetId: leave.row.id,
    createdAt: leave.row.decidedAt!,
    readAt,
  };
}

function taskNote(org: DemoOrg, to: Employed, work: DemoWork): NotificationRow {
  const task = work.tasks.find((t) => t.employeeId === to.job.employeeId && t.status === 'pending')!;
  const project = work.projects.find((p) => p.id === task.projectId)!;
  return {
    userId: to.userId,
    kind: 'task_assigned',
    title: `New task: ${task.title}`,
    body: `${demoAccount(org, 'manager').name} assigned you a task in ${project.title}.`,
    targetKind: 'task',
    targetId: task.id,
    createdAt: task.createdAt!,
  };
}

function announcementNote(org: DemoOrg, to: Employed, list: AnnouncementRow[]): NotificationRow {
  const latest = list.filter((a) => a.selectedEmployeeId === to.job.employeeId).at(-1)!;
  const sender = latest.senderType === 'manager' ? demoAccount(org, 'manager').name : 'the admin';
  return {
    userId: to.userId,
    kind: 'announcement',
    title: `New announcement from ${sender}`,
    body: latest.message,
    targetKind: 'announcement',
    targetId: latest.id,
    createdAt: latest.createdAt!,
  };
}

/** The demo employee's bell: one unread item of each kind, and one already read. */
function employeeNotifications(org: DemoOrg, sources: BellSources): NotificationRow[] {
  const nadia = demoAccount(org, 'employee');
  const own = sources.leaves.filter((l) => l.employeeId === nadia.job.employeeId);
  const decided = (status: 'Approved' | 'Rejected') => own.find((l) => l.status === status)!;
  return [
    leaveNote(nadia, decided('Approved'), at(addDays(org.today, -1), 3)),
    leaveNote(nadia, decided('Rejected'), null),
    taskNote(org, nadia, sources.work),
    announcementNote(org, nadia, sources.announcements),
  ];
}

/** Pending leave requests wait on the bells of the admin and the HR officer. */
function leaveRequestNotifications(org: DemoOrg, leaves: PlannedLeave[]): NotificationRow[] {
  const names = new Map(employed(org).map((p) => [p.job.employeeId, p.name] as const));
  const reviewers = [demoAccount(org, 'admin').userId, demoAccount(org, 'moderator').userId];
  return leaves
    .filter((leave) => leave.status === 'Pending')
    .flatMap((leave) =>
      reviewers.map((userId) => ({
        userId,
        kind: 'leave_requested' as const,
        title: `Leave request from ${names.get(leave.employeeId)}`,
        body: `${leave.leaveType}, ${leave.row.startDate} to ${leave.row.endDate}: ${leave.row.reason}`,
        targetKind: 'leave' as const,
        targetId: leave.row.id,
        createdAt: leave.row.createdAt!,
        readAt: null,
      })),
    );
}

export async function insertComms(db: Db, org: DemoOrg, sources: Omit<BellSources, 'announcements'>): Promise<void> {
  const sent = planAnnouncements(org);
  await db.insert(announcements).values(sent);
  const bell = [
    ...employeeNotifications(org, { ...sources, announcements: sent }),
    ...leaveRequestNotifications(org, sources.leaves),
  ];
  // Inserted oldest first: `seq` is the event id, so it should grow with time.
  bell.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await db.insert(notifications).values(bell);
}
