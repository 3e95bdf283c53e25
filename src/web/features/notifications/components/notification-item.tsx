import type { KeyboardEvent } from 'react';
import { CalendarCheck, CalendarClock, ListChecks, ListTodo, Megaphone, Wallet, type LucideIcon } from 'lucide-react';
import { cn } from '#web/components/ui/cn.js';
import { formatDateTime, formatRelative } from '#web/lib/format.js';
import type { NotificationItem } from '#web/lib/notification-feed.js';
import type { NotificationKind } from '../api/notifications.js';

const ICONS: Record<NotificationKind, LucideIcon> = {
  announcement: Megaphone,
  leave_decided: CalendarCheck,
  task_assigned: ListTodo,
  leave_requested: CalendarClock,
  task_changed: ListChecks,
  salary_paid: Wallet,
};

/** One row of the bell's list: a button that opens (and marks read) the notification. */
export function NotificationRow({
  item,
  onOpen,
  onKeyDown,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const Icon = ICONS[item.kind] ?? Megaphone;
  const unread = !item.readAt;
  return (
    <li>
      <button
        type="button"
        data-notification-item=""
        onClick={() => onOpen(item)}
        onKeyDown={onKeyDown}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60',
          unread && 'bg-indigo-50/60 dark:bg-indigo-950/30',
        )}
      >
        <span
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
            unread
              ? 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/70 dark:text-indigo-200'
              : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span
              className={cn(
                'flex-1 text-sm text-slate-900 dark:text-slate-100',
                unread ? 'font-semibold' : 'font-medium text-slate-700 dark:text-slate-300',
              )}
            >
              {item.title}
            </span>
            {unread ? (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-indigo-600 dark:bg-indigo-400">
                <span className="sr-only">(unread)</span>
              </span>
            ) : null}
          </span>
          {item.body ? (
            <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600 dark:text-slate-400">{item.body}</span>
          ) : null}
          <time
            dateTime={item.createdAt}
            title={formatDateTime(item.createdAt)}
            className="mt-1 block text-xs text-slate-600 dark:text-slate-400"
          >
            {formatRelative(item.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
