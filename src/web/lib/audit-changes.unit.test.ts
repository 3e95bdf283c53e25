import { describe, expect, it } from 'vitest';
import { changesOf } from './audit-changes.js';

describe('changesOf', () => {
  it('lists only the fields a correction changed, before → after, formatted', () => {
    const changes = changesOf({
      before: { type: 'regular', netSalary: 1100, basicSalary: 1000, allowance: 100, payDate: '2026-10-31' },
      after: { basicSalary: 1200, allowance: 100, netSalary: 1300, payDate: '2026-10-31', type: 'bonus' },
    });
    expect(changes.map((c) => c.label)).toEqual(['Basic Salary', 'Net Salary', 'Payment type']);
    expect(changes[0]!.before).toContain('1,000.00');
    expect(changes[0]!.after).toContain('1,200.00');
    expect(changes[2]).toEqual({ label: 'Payment type', before: 'Regular', after: 'Bonus' });
  });

  it('lists every recorded field of a deletion that has a value, with nothing after it', () => {
    const changes = changesOf({ before: { basicSalary: 700, reasonless: null }, after: null });
    expect(changes).toEqual([{ label: 'Basic Salary', before: expect.stringContaining('700.00'), after: null }]);
  });
  it('leaves out ids, and pairs that would read “— → —” (issue 29)', () => {
    const step = changesOf({
      before: { status: 'Pending' },
      after: { status: 'Pending', step: 'approved', decisionNote: null },
    });
    expect(step).toEqual([{ label: 'Step', before: null, after: 'approved' }]);
    const created = changesOf({
      before: null,
      after: {
        _id: '2b0c6a55-4a57-4d0e-9b43-0f5f4b1e7c11',
        name: 'Study Leave',
        paid: false,
        carryExpiryMonths: null,
        approval: 'manager_hr',
      },
    });
    expect(created).toEqual([
      { label: 'Name', before: null, after: 'Study Leave' },
      { label: 'Paid', before: null, after: 'No' },
      { label: 'Carried days expire after (months)', before: null, after: 'Never' },
      { label: 'Who approves', before: null, after: 'The employee’s manager, then HR' },
    ]);
    expect(JSON.stringify(created)).not.toContain('2b0c6a55');
    expect(changesOf({ before: { decisionNote: '' }, after: { decisionNote: null } })).toEqual([]);
  });
});
