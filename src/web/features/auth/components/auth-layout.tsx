import { Building2 } from 'lucide-react';
import type { FocusEventHandler, FormEventHandler, ReactNode } from 'react';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';

/**
 * The frame of the signed-out screens: the product title, one heading and a card. No router here:
 * the login screen also renders from the page's small first entry (app/login-entry.tsx).
 */
export function AuthLayout({
  heading,
  description,
  documentTitle,
  children,
  footer,
}: {
  heading: string;
  description?: ReactNode;
  documentTitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-indigo-50 via-slate-50 to-slate-50 px-4 py-10 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <title>{documentTitle}</title>
      <main className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm dark:bg-indigo-500">
            <Building2 className="size-5" aria-hidden />
          </span>
          <p className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">EMS Panel</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="text-center text-xl font-semibold text-slate-900 dark:text-white">{heading}</h1>
          {description ? (
            <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div> : null}
      </main>
    </div>
  );
}

export const linkClasses =
  'font-medium text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400 dark:hover:text-indigo-300';

/** A signed-out form: its error on top, the fields, and one full-width submit button. */
export function AuthForm({
  onSubmit,
  onFocus,
  error,
  submitLabel,
  busy,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  error: ReactNode;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-5">
      {error ? <Alert>{error}</Alert> : null}
      {children}
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
