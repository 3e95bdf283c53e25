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

/** Every salary figure in the one currency (the server's CURRENCY default, ₹). */
const money = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 85000 → '₹85,000.00', −7499.25 → '-₹7,499.25'; empty or non-numeric input gives an em dash. */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? money.format(value) : '—';
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

/** Calendar days ('YYYY-MM-DD') are dates, not instants: format them in UTC so no zone shifts them. */
const dayFormats = {
  medium: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }),
  monthYear: new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** '2026-10-31' → 'Oct 31, 2026' (medium), 'Saturday, October 31, 2026' (long) or 'Oct 2026' (monthYear). */
export function formatDay(day: string | null | undefined, style: keyof typeof dayFormats = 'medium'): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '—' : dayFormats[style].format(date);
}

/** Today in this browser as 'YYYY-MM-DD' (compares with calendar days as plain strings). */
export function todayDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const longDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** Spec §9: announcement dates in long date and time format ('21 November 2025 at 14:05'). */
export function formatLongDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : longDateTime.format(date);
}

const count = new Intl.NumberFormat('en-IN');

/** A whole number with digit grouping. */
export const formatCount = (value: number): string => count.format(value);

/** A relative time for recent instants ('5 min ago'), falling back to the date. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (Number.isNaN(seconds)) return '—';
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)} d ago`;
  return formatDateTime(iso);
}
