import { describe, expect, it } from 'vitest';
import { nonWorkingDayNote } from './day-note.js';

describe('nonWorkingDayNote (the attendance sheet on a day off)', () => {
  it('says a Friday is a weekend day of a Friday–Saturday work week', () => {
    expect(nonWorkingDayNote('2026-11-27', [5, 6], undefined)).toEqual({
      title: 'A weekend day',
      text: 'Friday is a weekend day of the organisation’s work week (Friday and Saturday off). Mark only the people who worked; nobody counts as absent for a day off.',
    });
  });

  it('follows the organisation’s week, not a fixed one', () => {
    expect(nonWorkingDayNote('2026-11-27', [0, 6], undefined)).toBeNull();
    expect(nonWorkingDayNote('2026-11-29', [0, 6], undefined)?.text).toMatch(/^Sunday .*\(Sunday and Saturday off\)/);
  });

  it('names a public holiday, and says nothing while the week is unknown', () => {
    expect(nonWorkingDayNote('2026-12-16', [5, 6], 'Victory Day')?.text).toMatch(
      /^This day is a public holiday: Victory Day\./,
    );
    expect(nonWorkingDayNote('2026-11-27', undefined, undefined)).toBeNull();
  });
});
