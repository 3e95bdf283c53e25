import * as Dialog from '@radix-ui/react-dialog';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { MSG } from '#shared/messages.js';
import type { Role } from '#shared/roles.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText } from '#web/lib/api-client.js';
import { useScreenSettled } from '#web/lib/screen-settled.js';
import type { NotificationItem } from '#web/lib/notification-feed.js';
import {
  newestSeq,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.js';
import { useNotificationStream } from '../api/use-notification-stream.js';
import { destinationOf } from '../model/destination.js';
import { NotificationRow } from './notification-item.js';

/** Arrow keys, Home and End move between the list's items. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('ul');
  const items = [...(list?.querySelectorAll<HTMLButtonElement>('[data-notification-item]') ?? [])];
  const current = items.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined || !items.length) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

function focusFirstItem(event: Event) {
  const first = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-notification-item]');
  if (!first) return;
  event.preventDefault();
  first.focus();
}

/**
 * The top bar's bell: unread count, the newest notifications, live over Server-Sent Events. The
 * feed and the stream start once the screen beside it is complete, not with it.
 */
export function NotificationBell({ role }: { role: Role }) {
  const feed = useNotifications(useScreenSettled());
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  // The stream resumes right after the first list the bell loaded, so nothing falls between.
  const [startSeq, setStartSeq] = useState<number>();
  if (startSeq === undefined && feed.data) setStartSeq(newestSeq(feed.data));
  useNotificationStream(startSeq);

  const unread = feed.data?.unread ?? 0;
  const items = feed.data?.result ?? [];

  const openItem = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate(item._id, { onError: (error) => toast.error(errorText(error, MSG.unexpected)) });
    setOpen(false);
    const to = destinationOf(item, role);
    if (to) navigate(to);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <div className="relative">
        <Dialog.Trigger
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
        </Dialog.Trigger>
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusFirstItem}
          className="fixed inset-x-3 top-16 z-40 flex max-h-[min(32rem,calc(100dvh-5rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Dialog.Title className="text-sm font-semibold text-slate-900 dark:text-white">
              Notifications{unread ? ` (${unread} unread)` : ''}
            </Dialog.Title>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0 whitespace-nowrap"
              onClick={() =>
                markAll.mutate(undefined, { onError: (error) => toast.error(errorText(error, MSG.unexpected)) })
              }
              disabled={!unread}
              loading={markAll.isPending}
            >
              <CheckCheck className="size-4" aria-hidden />
              Mark all read
            </Button>
          </div>
          <div className="overflow-y-auto">
            {feed.isPending ? (
              <div className="flex justify-center py-10 text-indigo-600">
                <Spinner label="Loading notifications" />
              </div>
            ) : feed.isError ? (
              <div className="p-4">
                <Alert>{errorText(feed.error, MSG.unexpected)}</Alert>
              </div>
            ) : items.length ? (
              <ul aria-label="Notifications" className="divide-y divide-slate-100 dark:divide-slate-800">
                {items.map((item) => (
                  <NotificationRow key={item._id} item={item} onOpen={openItem} onKeyDown={moveFocus} />
                ))}
              </ul>
            ) : (
              <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-slate-500 dark:text-slate-400">
                <BellOff className="size-6" aria-hidden />
                You have no notifications yet.
              </div>
            )}
          </div>
        </Dialog.Content>
      </div>
    </Dialog.Root>
  );
}
