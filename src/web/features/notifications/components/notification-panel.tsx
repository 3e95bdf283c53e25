import * as Dialog from '@radix-ui/react-dialog';
import { BellOff, CheckCheck } from 'lucide-react';
import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { MSG } from '#shared/messages.js';
import type { Role } from '#shared/roles.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText } from '#web/lib/api-client.js';
import type { NotificationItem } from '#web/lib/notification-feed.js';
import { useMarkAllNotificationsRead, useMarkNotificationRead, type useNotifications } from '../api/notifications.js';
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
 * The bell's panel: the newest notifications, Mark all read, each opening where it points.
 * Rendered only while open, so the dialog library loads with it. The bell's button is not the
 * dialog's own trigger (it is drawn before the library loads), so what Radix does for a trigger
 * is done here: a press on the button is not a press outside (the button closes the panel
 * itself), and closing hands focus back to it unless the user went elsewhere.
 */
export function NotificationPanel({
  id,
  role,
  feed,
  trigger,
  onClose,
}: {
  id: string;
  role: Role;
  feed: ReturnType<typeof useNotifications>;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const wentElsewhere = useRef(false);
  const unread = feed.data?.unread ?? 0;
  const items = feed.data?.result ?? [];

  const openItem = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate(item._id, { onError: (error) => toast.error(errorText(error, MSG.unexpected)) });
    onClose();
    const to = destinationOf(item, role);
    if (to) navigate(to);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())} modal={false}>
      <Dialog.Content
        id={id}
        aria-describedby={undefined}
        onOpenAutoFocus={focusFirstItem}
        onInteractOutside={(event) => {
          if (trigger.current?.contains(event.target as Node)) event.preventDefault();
          else wentElsewhere.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!wentElsewhere.current) trigger.current?.focus();
        }}
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
    </Dialog.Root>
  );
}
