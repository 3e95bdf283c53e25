import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from './dates.js';

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
