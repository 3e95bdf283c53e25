import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import {
  countLeaveDays,
  describeLeaveDays,
  MAX_COUNTED_DAYS,
  workingDaysByYear,
  type WorkCalendar,
} from './leave-days.js';

/** Friday–Saturday weekends (Asia/Dhaka), Victory Day and Christmas as holidays. */
const dhaka: WorkCalendar = { weekend: [5, 6], holidays: new Set(['2026-12-16', '2026-12-25']) };
const saturdaySunday: WorkCalendar = { weekend: [0, 6], holidays: new Set() };

describe('countLeaveDays', () => {
  it('takes weekends and holidays out: Mon 14 Dec – Fri 18 Dec 2026 in Dhaka', () => {
    // 14 Mon, 15 Tue, 16 Wed (Victory Day), 17 Thu, 18 Fri (weekend)
    const count = countLeaveDays({ start: '2026-12-14', end: '2026-12-18' }, dhaka);
    expect(count).toEqual({ calendarDays: 5, workingDays: 3, weekendDays: 1, holidays: 1 });
    expect(describeLeaveDays(count)).toBe('5 calendar days = 3 working days + 1 holiday + 1 weekend day');
  });

  it('the same days under a Saturday–Sunday week', () => {
    const count = countLeaveDays({ start: '2026-12-14', end: '2026-12-18' }, saturdaySunday);
    expect(count).toEqual({ calendarDays: 5, workingDays: 5, weekendDays: 0, holidays: 0 });
  });

  it('half days on the first and last day count half, only where they are working days', () => {
    const both = countLeaveDays({ start: '2026-12-14', end: '2026-12-17', startHalf: true, endHalf: true }, dhaka);
    expect(both.workingDays).toBe(2); // 14 ½ + 15 + 17 ½ (16 is a holiday)
    expect(describeLeaveDays(both)).toBe('4 calendar days = 2 working days + 2 half days not taken + 1 holiday');
    const onWeekend = countLeaveDays({ start: '2026-12-17', end: '2026-12-18', endHalf: true }, dhaka);
    expect(onWeekend.workingDays).toBe(1); // the last day is a Friday: nothing to halve
    const oneDay = countLeaveDays({ start: '2026-12-14', end: '2026-12-14', startHalf: true }, dhaka);
    expect(oneDay.workingDays).toBe(0.5);
    expect(() =>
      countLeaveDays({ start: '2026-12-14', end: '2026-12-14', startHalf: true, endHalf: true }, dhaka),
    ).toThrow(RangeError);
    expect(() => countLeaveDays({ start: '2026-12-15', end: '2026-12-14' }, dhaka)).toThrow(RangeError);
  });

  it('a leave over New Year is split between the two years', () => {
    const years = workingDaysByYear({ start: '2026-12-30', end: '2027-01-04', endHalf: true }, saturdaySunday);
    // 30 Wed, 31 Thu | 1 Fri, 2 Sat, 3 Sun, 4 Mon (½)
    expect([...years]).toEqual([
      [2026, 2],
      [2027, 1.5],
    ]);
  });
});

const day = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => addDays('2025-01-01', offset));
const calendar = fc.record({
  weekend: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
  holidays: fc.uniqueArray(day, { maxLength: 20 }).map((days) => new Set(days)),
});
const span = fc
  .tuple(day, fc.integer({ min: 0, max: 60 }), fc.boolean(), fc.boolean())
  .map(([start, length, startHalf, endHalf]) => ({
    start,
    end: addDays(start, length),
    startHalf,
    endHalf: length > 0 ? endHalf : false,
  }));

describe('countLeaveDays, for any calendar and leave', () => {
  it('every calendar day is a working day, a weekend day or a holiday', () => {
    fc.assert(
      fc.property(span, calendar, (leave, cal) => {
        const whole = countLeaveDays({ start: leave.start, end: leave.end }, cal);
        expect(whole.workingDays + whole.weekendDays + whole.holidays).toBe(whole.calendarDays);
      }),
    );
  });

  it('half days take at most a whole day off the working days, never below zero', () => {
    fc.assert(
      fc.property(span, calendar, (leave, cal) => {
        const whole = countLeaveDays({ start: leave.start, end: leave.end }, cal).workingDays;
        const halved = countLeaveDays(leave, cal).workingDays;
        expect(halved).toBeLessThanOrEqual(whole);
        expect(whole - halved).toBeLessThanOrEqual(1);
        expect(halved).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the years of a leave add up to the leave', () => {
    fc.assert(
      fc.property(span, calendar, (leave, cal) => {
        const total = [...workingDaysByYear(leave, cal).values()].reduce((sum, days) => sum + days, 0);
        expect(total).toBe(countLeaveDays(leave, cal).workingDays);
      }),
    );
  });
});

describe('countLeaveDays, at the ends of the calendar', () => {
  const anyWeek: WorkCalendar = { weekend: [0, 6], holidays: new Set() };

  it('counts a leave on the last day there is (9999-12-31) and ends', () => {
    expect(countLeaveDays({ start: '9999-12-31', end: '9999-12-31' }, anyWeek).calendarDays).toBe(1);
    expect([...workingDaysByYear({ start: '9999-12-30', end: '9999-12-31' }, anyWeek)]).toEqual([[9999, 2]]);
  });

  it('refuses a span longer than the leave window rather than count it day by day', () => {
    const span = { start: '1950-01-01', end: '2200-12-31' };
    expect(() => countLeaveDays(span, anyWeek)).toThrow(RangeError);
    expect(() => workingDaysByYear(span, anyWeek)).toThrow(RangeError);
    expect(countLeaveDays({ start: '2026-01-01', end: addDays('2026-01-01', MAX_COUNTED_DAYS - 1) }, anyWeek)).toEqual(
      expect.objectContaining({ calendarDays: MAX_COUNTED_DAYS }),
    );
  });

  it('refuses a reversed span', () => {
    expect(() => countLeaveDays({ start: '2026-01-02', end: '2026-01-01' }, anyWeek)).toThrow(RangeError);
  });
});
