import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysInclusive, lastDayOfMonth, todayIn, toIsoDay, toMs, weekdayOf } from './dates.js';

afterEach(() => vi.restoreAllMocks());

describe('todayIn', () => {
  const evening = new Date('2026-01-01T20:00:00Z');

  it('gives the day in the zone, which may be tomorrow or yesterday in UTC', () => {
    expect(todayIn('Asia/Dhaka', evening)).toBe('2026-01-02');
    expect(todayIn('America/New_York', evening)).toBe('2026-01-01');
    expect(todayIn('UTC', new Date('2026-03-05T00:00:00Z'))).toBe('2026-03-05');
  });

  it('makes one formatter per zone, not one per call (each holds native ICU memory)', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Real);
    expect(todayIn('Pacific/Auckland', evening)).toBe('2026-01-02');
    for (let i = 0; i < 100; i++) todayIn('Pacific/Auckland', evening);
    expect(made).toBe(1);
  });

  it('refuses a zone that does not exist', () => {
    expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('addDays and the other day helpers stay within the years 0001–9999', () => {
  it('count across month, year and leap-year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('0001-01-02', -1)).toBe('0001-01-01');
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
  });

  it('throw rather than write a day past 9999 or before 0001 (+010000-01-01 sorts before 9999-12-31)', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 3_000_000)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', Number.NaN)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
    expect(() => lastDayOfMonth('10000-01')).toThrow(RangeError);
    expect(() => lastDayOfMonth('0000-01')).toThrow(RangeError);
  });

  it('read only YYYY-MM-DD days', () => {
    for (const text of ['+010000-01-01', '2026-1-1', '2026-01-01T10:00', '', 'NaN']) {
      expect(() => toMs(text), text).toThrow(RangeError);
      expect(() => addDays(text, 1), text).toThrow(RangeError);
      expect(() => daysInclusive(text, '2026-01-01'), text).toThrow(RangeError);
      expect(() => weekdayOf(text), text).toThrow(RangeError);
    }
  });

  it('lastDayOfMonth reads the years 0001–0099 as themselves (not 1901–1999)', () => {
    expect(lastDayOfMonth('0050-02')).toBe('0050-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('9999-12')).toBe('9999-12-31');
  });

  it('toIsoDay gives no day for an instant outside the years 0001–9999', () => {
    expect(toIsoDay(Date.parse('2026-10-31T12:00:00Z'))).toBe('2026-10-31');
    expect(toIsoDay(Date.parse('9999-12-31T23:59:59Z'))).toBe('9999-12-31');
    expect(toIsoDay(1e15)).toBeNull();
    expect(toIsoDay(-1e15)).toBeNull();
    expect(toIsoDay(1e308)).toBeNull();
    expect(toIsoDay(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
