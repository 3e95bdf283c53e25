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

  it('lists every recorded field of a deletion, with nothing after it', () => {
    const changes = changesOf({ before: { basicSalary: 700, reasonless: null }, after: null });
    expect(changes).toEqual([
      { label: 'Basic Salary', before: expect.stringContaining('700.00'), after: null },
      { label: 'reasonless', before: '—', after: null },
    ]);
  });
});
