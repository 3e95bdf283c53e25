import { describe, expect, it } from 'vitest';
import type { SalaryJson } from '#shared/schemas/salary.js';
import { yearTotals } from './year-totals.js';

const slip = (payDate: string, basicSalary: number, allowance: number, deductions: number): SalaryJson => ({
  _id: payDate,
  basicSalary,
  allowance,
  deductions,
  netSalary: Math.round((basicSalary + allowance - deductions) * 100) / 100,
  payDate,
  type: 'regular',
  title: null,
  lines: [],
  emp_name: 'Imran Hossain',
  employee: { _id: 'e1', userId: 'u1', emp_name: 'Imran Hossain', employeeId: 'EMP-0002' },
  createdAt: `${payDate}T00:00:00.000Z`,
});

describe('a year’s payslips added up', () => {
  it('sums only that year’s, exactly to the paisa', () => {
    const rows = [
      slip('2026-11-30', 0.1, 0.2, 0.05),
      slip('2026-10-31', 85000.15, 5000.1, 1200.33),
      slip('2025-12-31', 1, 1, 1),
    ];
    expect(yearTotals(rows, '2026')).toEqual({
      count: 2,
      earnings: '90000.55',
      deductions: '1200.38',
      net: '88800.17',
    });
  });

  it('is zero for a year without payslips', () => {
    expect(yearTotals([], '2026')).toEqual({ count: 0, earnings: '0.00', deductions: '0.00', net: '0.00' });
  });
});
