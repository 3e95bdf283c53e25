import { MAX_AGE, MIN_AGE } from './constants.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: that one reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Spec §5: age is the difference of the years, 18 to 65 inclusive. */
export function isWorkingAge(dob: string, currentYear: number): boolean {
  if (!isIsoDate(dob)) return false;
  const age = currentYear - Number(dob.slice(0, 4));
  return age >= MIN_AGE && age <= MAX_AGE;
}
