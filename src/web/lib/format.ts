const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant as a local date and time; empty input gives an em dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** 'Nadia Islam' → 'NI'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

export function capitalize(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** The one currency symbol of every salary figure (DESIGN §6; the server's CURRENCY default). */
export const CURRENCY_SYMBOL = '₹';
const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 85000 → '₹85,000.00'; empty or non-numeric input gives an em dash. */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? `${CURRENCY_SYMBOL}${money.format(value)}` : '—';
}

const calendarDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const localDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * A calendar day ('1998-11-05') or an instant (an ISO timestamp) as a date. Calendar days are
 * read in UTC so they never shift by a day in the viewer's time zone.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '—';
  return (isDay ? calendarDay : localDay).format(date);
}
