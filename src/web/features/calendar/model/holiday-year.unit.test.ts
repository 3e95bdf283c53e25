import { describe, expect, it } from 'vitest';
import { holidayYearOf, yearChoices } from './holiday-year.js';

describe('holidayYearOf', () => {
  it('takes a year a holiday may fall in from the address, else this year', () => {
    expect(holidayYearOf('2027', 2026)).toBe(2027);
    for (const bad of [null, '', 'soon', '1999', '2101', '2027.5']) expect(holidayYearOf(bad, 2026)).toBe(2026);
  });
});

describe('yearChoices', () => {
  it('offers last year to five years ahead, with the year shown among them', () => {
    expect(yearChoices(2026, 2026)).toEqual(['2025', '2026', '2027', '2028', '2029', '2030', '2031']);
    expect(yearChoices(2026, 2040)).toEqual(['2025', '2026', '2027', '2028', '2029', '2030', '2031', '2040']);
  });
});
