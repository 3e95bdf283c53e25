import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachment, entryNamer, fileNameOf, safeFileName, zipNameOf } from './payslip-files.js';
import type { Payslip } from './payslip-pdf.js';

const slip = (overrides: Partial<Payslip> = {}): Payslip => ({
  id: 'a1',
  name: 'Nadia Islam',
  employeeCode: 'EMP-0042',
  department: 'Engineering',
  designation: 'Software Engineer',
  payDate: '2026-11-30',
  type: 'regular',
  basicCents: 100,
  allowanceCents: 0,
  deductionsCents: 0,
  netCents: 100,
  ...overrides,
});

describe('payslip file names', () => {
  it('name a download after the month, the employee id and the name', () => {
    expect(fileNameOf(slip())).toBe('Payslip_2026-11_EMP-0042_Nadia-Islam.pdf');
    expect(fileNameOf(slip({ type: 'bonus', name: 'Zoë  Ferreira' }))).toBe(
      'Payslip_2026-11_EMP-0042_Zoë-Ferreira_bonus.pdf',
    );
    expect(zipNameOf('R&D / Labs', '2026-11')).toBe('Payslips_2026-11_R&D-Labs.zip');
  });

  it('never hold a path separator, a character Windows refuses or a control character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const name = safeFileName(text);
        expect(name).not.toMatch(/[\p{Cc}<>:"/\\|?*]/u);
        expect(name).not.toMatch(/^\.|\.$/);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(80);
      }),
    );
  });

  it('are unique inside one ZIP, whatever the records', () => {
    const nameOf = entryNamer();
    const names = [
      slip(),
      slip({ type: 'bonus' }),
      slip({ type: 'bonus' }),
      slip({ employeeCode: 'emp-0042' }),
      slip({ employeeCode: 'EMP/0042' }),
      slip({ employeeCode: 'EMP-0042', name: 'Nadia/Islam' }),
    ].map(nameOf);
    expect(names).toEqual([
      'EMP-0042_Nadia-Islam.pdf',
      'EMP-0042_Nadia-Islam_bonus.pdf',
      'EMP-0042_Nadia-Islam_bonus-2.pdf',
      'emp-0042_Nadia-Islam-2.pdf',
      'EMP-0042_Nadia-Islam-3.pdf',
      'EMP-0042_Nadia-Islam-4.pdf',
    ]);
  });

  it('give an ASCII name and the real one to the browser', () => {
    expect(attachment('Payslip_Zoë "Ł".pdf')).toBe(
      `attachment; filename="Payslip_Zoe ___.pdf"; filename*=UTF-8''Payslip_Zo%C3%AB%20%22%C5%81%22.pdf`,
    );
  });
});
