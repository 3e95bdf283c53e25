import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoSignInTable } from './accounts.js';

describe('demoSignInTable', () => {
  it('lists every demo account in aligned columns of plain text', () => {
    const table = demoSignInTable(DEMO_ACCOUNTS);
    const lines = table.split('\n');
    expect(lines[2]).toMatch(/^ {2}Role +Email +Password$/);
    for (const account of DEMO_ACCOUNTS) {
      const row = lines.find((line) => line.includes(account.email));
      expect(row).toBeDefined();
      expect(row!.indexOf(account.email)).toBe(lines[2]!.indexOf('Email'));
      expect(row!.indexOf(account.password)).toBe(lines[2]!.indexOf('Password'));
    }
    expect(table).not.toMatch(/[{}"\\]/);
  });
});
