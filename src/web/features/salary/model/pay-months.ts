import { payDateWindow } from '#shared/bounds.js';
import { monthNameOf } from '#shared/dates.js';

/** Months since year 0 of a YYYY-MM(-DD) string, so months are counted rather than compared as text. */
const monthIndexOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Every month a pay date may fall in (shared/bounds.ts), newest first: `{ value: '2026-11', label: 'November 2026' }`. */
export function payMonthOptions(today?: string): { value: string; label: string }[] {
  const { earliest, latest } = payDateWindow(today);
  const last = monthIndexOf(latest);
  return Array.from({ length: last - monthIndexOf(earliest) + 1 }, (_, back) => {
    const value = monthAt(last - back);
    return { value, label: monthNameOf(value) };
  });
}
