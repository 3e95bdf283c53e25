import { Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import type { CalendarFeedKind } from '#shared/constants.js';
import { FEED_LABELS, FEED_MSG } from '#shared/messages/calendar-feeds.js';
import type { CalendarFeedJson } from '#shared/schemas/calendar-feeds.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { TextField } from '#web/components/ui/field.js';
import { errorText } from '#web/lib/api-client.js';
import { formatDateTime } from '#web/lib/format.js';
import { useUser } from '#web/lib/session.js';
import { copyText } from '#web/lib/clipboard.js';
import { toast } from '#web/lib/toast.js';
import { useCalendarFeeds, useCreateFeed, useRevokeFeed } from '../api/calendar-feeds.js';

/** The feeds a person can make: their leave needs an employee record; the team, a team they see. */
function kindsFor(user: ReturnType<typeof useUser>): CalendarFeedKind[] {
  const hr = user.role === 'admin' || user.role === 'moderator';
  return [
    ...(user.employee ? (['mine'] as const) : []),
    ...(hr || user.employee?.department ? (['team'] as const) : []),
    'holidays' as const,
  ];
}

function NewAddress({ url, onDone }: { url: string; onDone: () => void }) {
  return (
    <Alert tone="success" title={FEED_MSG.created}>
      <div className="mt-2 space-y-2">
        <TextField label="Feed address" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <p className="text-sm">
          In Google Calendar: Other calendars → From URL. In Outlook: Add calendar → Subscribe from web. Apple Calendar:
          File → New Calendar Subscription.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void copyText(url, 'Address copied.')}>
            <Copy className="size-3.5" aria-hidden /> Copy address
          </Button>
          <Button size="sm" variant="secondary" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </Alert>
  );
}

/**
 * 'Calendar feeds' in Settings: secret addresses a calendar app subscribes to — one's leave, the
 * team as the team calendar shows it, the holidays. An address is shown once; revoking it stops it.
 */
export function CalendarFeeds() {
  const user = useUser();
  const feeds = useCalendarFeeds();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [made, setMade] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<CalendarFeedJson | null>(null);

  const make = async (kind: CalendarFeedKind) => {
    try {
      setMade((await create.mutateAsync(kind)).result.url);
    } catch (failure) {
      toast.error(errorText(failure, 'The feed was not made.'));
    }
  };

  return (
    <div className="space-y-4">
      {made ? <NewAddress url={made} onDone={() => setMade(null)} /> : null}
      {feeds.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading your feeds…
        </p>
      ) : feeds.data?.length ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {feeds.data.map((feed) => (
            <li key={feed._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-medium text-slate-900 dark:text-white">{FEED_LABELS[feed.kind]}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Made {formatDateTime(feed.createdAt)} ·{' '}
                  {feed.lastUsedAt ? `last read ${formatDateTime(feed.lastUsedAt)}` : 'not read yet'}
                </p>
              </div>
              <Button size="sm" variant="danger" onClick={() => setRevoking(feed)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">You have no calendar feeds.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {kindsFor(user).map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            loading={create.isPending && create.variables === kind}
            onClick={() => void make(kind)}
          >
            <Link2 className="size-4" aria-hidden /> New feed: {FEED_LABELS[kind]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this feed?"
        description={`${revoking ? FEED_LABELS[revoking.kind] : ''}: calendars subscribed to its address stop getting updates.`}
        confirmLabel="Yes, revoke it"
        busy={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking._id, {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (failure) => toast.error(errorText(failure, 'The feed was not revoked.')),
            onSettled: () => setRevoking(null),
          })
        }
      />
    </div>
  );
}
