import { describe, expect, it } from 'vitest';
import { bankField, bankFileName, bankFileOf } from './bank-file.js';
import type { PaidRow } from './payout.queries.js';

const row = (over: Partial<PaidRow>): PaidRow =>
  ({
    code: 'EMP-1',
    name: 'Nadia Islam',
    net_salary: '85000.5',
    account_name: 'Nadia Islam',
    account_number: '0123456789',
    routing_code: '225261',
    bank_name: 'City Bank',
    ...over,
  }) as PaidRow;

describe('bankField', () => {
  it('guards text that starts like a formula, and quotes the delimiter, quotes and line breaks', () => {
    expect(bankField('=SUM(A1)', ',')).toBe("'=SUM(A1)");
    expect(bankField('+1', ',')).toBe("'+1");
    expect(bankField('-x', ',')).toBe("'-x");
    expect(bankField('@me', ',')).toBe("'@me");
    expect(bankField('a;b', ';')).toBe('"a;b"');
    expect(bankField('a;b', ',')).toBe('a;b');
    expect(bankField('say "hi"', '\t')).toBe('"say ""hi"""');
    expect(bankField('two\nlines', '|')).toBe('"two\nlines"');
  });
});

describe('bankFileOf', () => {
  it('writes the chosen columns in order, tab-separated without a header, and a total in cents', () => {
    const text = bankFileOf(
      [row({}), row({ code: 'EMP-2', net_salary: '0.25', account_number: '999999' })],
      { month: '2026-11-01', payDate: '2026-11-30' },
      { columns: ['amount', 'accountNumber', 'payDate'], header: false, delimiter: '\t', totalLine: true },
    );
    // 85,000.50 + 0.25 = 85,000.75; the label goes in the first column that is not the amount.
    expect(text).toBe('85000.50\t0123456789\t2026-11-30\r\n0.25\t999999\t2026-11-30\r\n85000.75\tTotal\t\r\n');
  });
});

describe('a festival bonus run', () => {
  it('says Bonus in the reference and the file name; a monthly run keeps Salary', () => {
    const layout = {
      columns: ['employeeCode', 'amount', 'reference'] as const,
      header: false,
      delimiter: ',' as const,
    };
    const monthly = { month: '2026-11-01', payDate: '2026-11-30' };
    const bonus = { ...monthly, payDate: '2026-11-15', bonus: 'Eid-ul-Fitr 2026' };
    const text = (run: typeof monthly) =>
      bankFileOf([row({})], run, { ...layout, columns: [...layout.columns], totalLine: false });
    expect(text(monthly)).toBe('EMP-1,85000.50,Salary 2026-11 EMP-1\r\n');
    expect(text(bonus)).toBe('EMP-1,85000.50,Bonus 2026-11 EMP-1\r\n');
    expect(bankFileName(monthly)).toBe('Bank_transfer_2026-11.csv');
    expect(bankFileName(bonus)).toBe('Bank_transfer_bonus_2026-11.csv');
  });
});
