import { PHONE_MAX_LENGTH } from './constants.js';

export const DEFAULT_COUNTRY_PREFIX = '+880';
export const ALTERNATIVE_COUNTRY_PREFIX = '+1';

/**
 * Spec §5 phone normalisation: keep digits and plus signs, collapse repeated pluses; a leading
 * zero becomes +880; ten digits starting with 1 become +1…; anything else without a plus gets
 * +880; capped at 16 characters. A plus sign can only lead, so stray inner ones are dropped.
 */
export function normalizePhone(input: string): string {
  const kept = input.replace(/[^\d+]/g, '').replace(/\+{2,}/g, '+');
  if (!kept || kept === '+') return '';
  const leadingPlus = kept.startsWith('+');
  const digits = kept.replace(/\+/g, '');
  let phone: string;
  if (leadingPlus) phone = `+${digits}`;
  else if (digits.startsWith('0')) phone = `${DEFAULT_COUNTRY_PREFIX}${digits.slice(1)}`;
  else if (digits.length === 10 && digits.startsWith('1')) phone = `${ALTERNATIVE_COUNTRY_PREFIX}${digits}`;
  else phone = `${DEFAULT_COUNTRY_PREFIX}${digits}`;
  return phone.slice(0, PHONE_MAX_LENGTH);
}

/** A normalised phone is usable when it carries 8 to 15 digits (E.164 allows at most 15). */
export function isValidPhone(normalized: string): boolean {
  return /^\+\d{8,15}$/.test(normalized);
}
