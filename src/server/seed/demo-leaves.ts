import { randomUUID } from 'node:crypto';
import type { LEAVE_STATUSES, LEAVE_TYPES } from '#shared/constants.js';
import type { Db } from '../db/client.js';
import { leaves } from '../db/schema/index.js';
import { addDays, at, earlier, workingDaysFrom } from './demo-calendar.js';
import { type DemoOrg, demoAccount, employedByEmail } from './demo-org.js';

/**
 * Leave requests in every status. `start` is an offset in days from today (moved on to the next
 * working day) and `days` counts working days, so a leave never starts on a weekend.
 * One person's leaves never overlap.
 */
interface LeaveData {
  who: string;
  type: (typeof LEAVE_TYPES)[number];
  status: (typeof LEAVE_STATUSES)[number];
  start: number;
  days: number;
  reason: string;
}

const LEAVES: readonly LeaveData[] = [
  {
    who: 'employee@ems.test',
    type: 'Annual Leave',
    status: 'Approved',
    start: -17,
    days: 3,
    reason: 'Family wedding in Sylhet.',
  },
  {
    who: 'employee@ems.test',
    type: 'Casual Leave',
    status: 'Rejected',
    start: -8,
    days: 1,
    reason: 'Appointment at the passport office.',
  },
  {
    who: 'employee@ems.test',
    type: 'Annual Leave',
    status: 'Pending',
    start: 12,
    days: 2,
    reason: 'Visiting my parents in Rajshahi.',
  },
  {
    who: 'tanvir.chowdhury@ems.test',
    type: 'Casual Leave',
    status: 'Pending',
    start: 3,
    days: 1,
    reason: 'Moving to a new flat.',
  },
  {
    who: 'emily.carter@ems.test',
    type: 'Sick Leave',
    status: 'Approved',
    start: -24,
    days: 2,
    reason: "Flu; doctor's note attached.",
  },
  {
    who: 'rafiqul.hasan@ems.test',
    type: 'Casual Leave',
    status: 'Rejected',
    start: 6,
    days: 1,
    reason: 'Office cricket tournament final.',
  },
  {
    who: 'arif.mahmud@ems.test',
    type: 'Annual Leave',
    status: 'Rejected',
    start: -12,
    days: 5,
    reason: "Holiday in Cox's Bazar.",
  },
  {
    who: 'fatema.khatun@ems.test',
    type: 'Casual Leave',
    status: 'Approved',
    start: -5,
    days: 1,
    reason: "Parent–teacher meeting at my son's school.",
  },
  {
    who: 'kamal.uddin@ems.test',
    type: 'Annual Leave',
    status: 'Approved',
    start: 20,
    days: 5,
    reason: 'Visiting family abroad.',
  },
  {
    who: 'nusrat.jahan@ems.test',
    type: 'Sick Leave',
    status: 'Pending',
    start: -2,
    days: 1,
    reason: 'Migraine; stayed at home.',
  },
  {
    who: 'oliver.bennett@ems.test',
    type: 'Annual Leave',
    status: 'Approved',
    start: 30,
    days: 4,
    reason: 'Visiting family in Manchester.',
  },
  {
    who: 'jannatul.ferdous@ems.test',
    type: 'Annual Leave',
    status: 'Pending',
    start: 15,
    days: 3,
    reason: "My sister's wedding.",
  },
  {
    who: 'daniel.brooks@ems.test',
    type: 'Annual Leave',
    status: 'Approved',
    start: -28,
    days: 2,
    reason: 'Long weekend away.',
  },
];

export interface PlannedLeave {
  employeeId: string;
  leaveType: LeaveData['type'];
  status: LeaveData['status'];
  /** Working days only: what the attendance marks of an approved leave cover. */
  days: string[];
  row: typeof leaves.$inferInsert & { id: string };
}

/** Sick leave is asked for on the day; other leave about a week ahead (but never in the future). */
function appliedOn(org: DemoOrg, leave: LeaveData, start: string): string {
  if (leave.type === 'Sick Leave') return earlier(start, org.today);
  return earlier(addDays(start, -7), addDays(org.today, -1));
}

export function planLeaves(org: DemoOrg): PlannedLeave[] {
  // HR handles most decisions; the admin covers for them now and then.
  const deciders = [demoAccount(org, 'moderator').userId, demoAccount(org, 'admin').userId];
  return LEAVES.map((leave, index) => {
    const employeeId = employedByEmail(org, leave.who).job.employeeId;
    const days = workingDaysFrom(addDays(org.today, leave.start), leave.days, org.weekend);
    const startDate = days[0]!;
    const applied = appliedOn(org, leave, startDate);
    const decided = leave.status !== 'Pending';
    const createdAt = at(applied, 8);
    const decidedAt = decided ? at(earlier(addDays(applied, 1), org.today), 11) : null;
    return {
      employeeId,
      leaveType: leave.type,
      status: leave.status,
      days,
      row: {
        id: randomUUID(),
        employeeId,
        leaveType: leave.type,
        startDate,
        endDate: days[days.length - 1]!,
        reason: leave.reason,
        status: leave.status,
        decidedBy: decided ? deciders[index % 2]! : null,
        decidedAt,
        createdAt,
        updatedAt: decidedAt ?? createdAt,
      },
    };
  });
}

export async function insertLeaves(db: Db, planned: PlannedLeave[]): Promise<void> {
  await db.insert(leaves).values(planned.map((p) => p.row));
}
