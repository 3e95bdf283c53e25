import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Role } from '#shared/roles.js';
import { useScreenSettled } from '#web/lib/screen-settled.js';
import { newestSeq, useNotifications } from '../api/notifications.js';
import { useNotificationStream } from '../api/use-notification-stream.js';

const loadPanel = () => import('./notification-panel.js');
// The panel (and with it the dialog library) loads when it is opened, or when the pointer or focus
// reaches the bell.
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The top bar's bell: unread count, the newest notifications, live over Server-Sent Events. The
 * feed and the stream start once the screen beside it is complete, not with it.
 */
export function NotificationBell({ role }: { role: Role }) {
  const feed = useNotifications(useScreenSettled());
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // The stream resumes right after the first list the bell loaded, so nothing falls between.
  const [startSeq, setStartSeq] = useState<number>();
  if (startSeq === undefined && feed.data) setStartSeq(newestSeq(feed.data));
  useNotificationStream(startSeq);

  const unread = feed.data?.unread ?? 0;

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="relative rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell className="size-5" aria-hidden />
        {unread ? (
          <span
            data-testid="notification-count"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} role={role} feed={feed} trigger={button} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
