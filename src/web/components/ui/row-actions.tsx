import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOpenerState } from '../../lib/return-to.js';
import { cn } from './cn.js';

type Tone = 'neutral' | 'primary' | 'success' | 'danger';

const tones: Record<Tone, string> = {
  neutral:
    'text-slate-600 ring-slate-300 hover:bg-slate-50 hover:text-slate-900 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800',
  primary:
    'text-indigo-700 ring-indigo-200 hover:bg-indigo-50 dark:text-indigo-300 dark:ring-indigo-900 dark:hover:bg-indigo-950',
  success:
    'text-emerald-700 ring-emerald-200 hover:bg-emerald-50 dark:text-emerald-300 dark:ring-emerald-900 dark:hover:bg-emerald-950',
  danger: 'text-red-700 ring-red-200 hover:bg-red-50 dark:text-red-300 dark:ring-red-900 dark:hover:bg-red-950',
};

const base = 'inline-flex size-8 shrink-0 items-center justify-center rounded-md ring-1 ring-inset transition-colors';

/**
 * Compact icon actions of a table row. The label is the tooltip and, with the subject, the
 * accessible name ('Edit Nadia Islam').
 */
interface ActionProps {
  icon: LucideIcon;
  label: string;
  subject: string;
  tone?: Tone;
}

export function ActionButton({
  icon: Icon,
  label,
  subject,
  tone = 'neutral',
  onClick,
}: ActionProps & { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(base, tones[tone])}
      aria-label={`${label} ${subject}`}
      title={label}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

export function ActionLink({
  icon: Icon,
  label,
  subject,
  tone = 'neutral',
  to,
  state,
}: ActionProps & { to: string; state?: unknown }) {
  // A form opened from a row returns to this list (its search, sort and page) after saving.
  const opener = useOpenerState();
  return (
    <Link
      to={to}
      state={state ?? opener}
      className={cn(base, tones[tone])}
      aria-label={`${label} ${subject}`}
      title={label}
    >
      <Icon className="size-4" aria-hidden />
    </Link>
  );
}

/** A row's file download (a plain link the browser saves, sent with the session cookie). */
export function ActionDownload({ icon: Icon, label, subject, tone = 'neutral', href }: ActionProps & { href: string }) {
  return (
    <a href={href} download className={cn(base, tones[tone])} aria-label={`${label} ${subject}`} title={label}>
      <Icon className="size-4" aria-hidden />
    </a>
  );
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-nowrap items-center gap-1.5">{children}</div>;
}
