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

/** Money in the organisation's one currency (DESIGN §6: ₹ everywhere). */
export const formatMoney = (amount: number): string => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

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
