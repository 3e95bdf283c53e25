import { describe, expect, it } from 'vitest';
import { fromCents, netSalaryCents, toCents } from './money.js';

describe('money in cents', () => {
  it('parses amounts exactly', () => {
    expect(toCents('1234.5')).toBe(123450);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(0.2)).toBe(20);
    expect(toCents('')).toBe(0);
    expect(toCents(undefined)).toBe(0);
  });
  it('refuses negatives, too many decimals and junk', () => {
    for (const bad of ['-1', '1.234', 'abc', '1e5', '12345678901']) expect(toCents(bad), bad).toBeNull();
  });
  it('adds without floating-point drift', () => {
    expect(fromCents(netSalaryCents(toCents('0.1')!, toCents('0.2')!, 0))).toBe('0.30');
    expect(fromCents(netSalaryCents(toCents('50000')!, toCents('2500.75')!, toCents('1200.25')!))).toBe('51300.50');
    expect(fromCents(-5)).toBe('-0.05');
  });
});
