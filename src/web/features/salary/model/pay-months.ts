import { payDateWindow } from '#shared/bounds.js';
import { monthNameOf } from '#shared/dates.js';

/** Every month a pay date may fall in (shared/bounds.ts), newest first: `{ value: '2026-11', label: 'November 2026' }`. */
export function payMonthOptions(today?: string): { value: string; label: string }[] {
  const { earliest, latest } = payDateWindow(today);
  const options: { value: string; label: string }[] = [];
  let [year, month] = latest.split('-').map(Number) as [number, number];
  for (let value = latest.slice(0, 7); value >= earliest.slice(0, 7);) {
    options.push({ value, label: monthNameOf(value) });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
    value = `${year}-${String(month).padStart(2, '0')}`;
  }
  return options;
}
