import { describe, expect, it } from 'vitest';
import type { ApprovalStepJson } from '#shared/schemas/leave-approval.js';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { approveExplanation, leaveSummary } from './decision-text.js';

const step = (over: Partial<ApprovalStepJson>): ApprovalStepJson => ({
  round: 1,
  position: 1,
  kind: 'manager',
  status: 'waiting',
  approver: { _id: 'm', name: 'Imran Hossain' },
  delegatedFrom: null,
  note: null,
  waitingSince: '2026-11-20T04:00:00Z',
  escalatedAt: null,
  decidedBy: null,
  decidedAt: null,
  comment: null,
  ...over,
});

const leave = (over: Partial<LeaveJson>): LeaveJson => ({
  _id: 'l',
  employeeId: 'e',
  userId: 'u',
  employee: {
    _id: 'e',
    employeeId: 'EMP-7',
    emp_name: 'Tanvir Chowdhury',
    emp_email: 't@example.com',
    designation: 'Software Engineer',
    profileImage: null,
    department: null,
  },
  leaveType: 'Annual Leave',
  startDate: '2026-12-03',
  endDate: '2026-12-08',
  days: 6,
  startHalf: false,
  endHalf: true,
  workingDays: 3.5,
  reason: '',
  status: 'Pending',
  createdAt: '2026-11-20T04:00:00Z',
  decidedAt: null,
  decisionNote: null,
  cancelRequest: null,
  ...over,
});

describe('the Approve dialog’s words', () => {
  it('a manager’s first step says the request goes on to HR, not that the days count as leave', () => {
    const text = approveExplanation([step({}), step({ position: 2, kind: 'hr', status: 'queued', approver: null })]);
    expect(text).toBe(
      'Your approval sends the request on to HR, who decides it: the days count as leave only once HR approves.',
    );
    expect(text).not.toContain('The employee is told at once');
  });

  it('the last step says the days count as leave', () => {
    const done = step({ status: 'approved' });
    expect(approveExplanation([done, step({ position: 2, kind: 'hr', approver: null })])).toBe(
      'The employee is told at once, and the days count as leave.',
    );
    expect(approveExplanation([])).toBe('The employee is told at once, and the days count as leave.');
  });

  it('a later round is read, not the first one', () => {
    const first = [step({ status: 'rejected' }), step({ position: 2, kind: 'hr', status: 'queued', approver: null })];
    expect(approveExplanation([...first, step({ round: 2, kind: 'hr', approver: null })])).toMatch(/^The employee/);
  });

  it('shows the working days taken, beside the calendar days', () => {
    expect(leaveSummary(leave({}))).toMatch(/\(3\.5 working days of 6 days\)\.$/);
    expect(leaveSummary(leave({ days: 1, workingDays: 1, endDate: '2026-12-03', endHalf: false }))).toMatch(
      /\(1 day\)\.$/,
    );
    expect(leaveSummary(leave({ workingDays: null }))).toMatch(/\(6 days\)\.$/);
  });
});
