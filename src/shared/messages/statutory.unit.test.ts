import { describe, expect, it } from 'vitest';
import { statutoryUsedText } from './statutory.js';

const year = { fiscalYear: 2025 };

describe('statutoryUsedText', () => {
  it("names the slabs' fiscal year and the provident fund's shares, or says neither line is on", () => {
    expect(statutoryUsedText({ tax: null, pf: null })).toBe('no tax or provident fund lines');
    expect(statutoryUsedText({ tax: { fiscalStartMonth: 7, year }, pf: null })).toBe('tax by 2025–26 slabs');
    expect(
      statutoryUsedText({ tax: { fiscalStartMonth: 1, year }, pf: { employeePercent: 10, employerPercent: 8 } }),
    ).toBe('tax by 2025 slabs, provident fund 10 % + 8 % employer');
  });
});
