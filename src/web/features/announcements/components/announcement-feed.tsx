import { Inbox, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '#web/lib/toast.js';
import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import { announcementsApi } from '#shared/api/announcements.js';
import type { AnnouncementFeed as Feed, AnnouncementJson } from '#shared/schemas/announcements.js';
import { ExportMenu } from '#web/components/export-menu.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { Card } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { isApiError } from '#web/lib/api-client.js';
import { useAnnouncementFeed, useDeleteAnnouncement, type AnnouncementFeedScope } from '../api/announcements.js';
import { AnnouncementCard } from './announcement-card.js';

/** The export of each feed: every announcement (admin), those sent (a manager's), the inbox. */
const FEEDS: Record<AnnouncementFeedScope, Feed> = { admin: 'all', manager: 'sent', inbox: 'inbox' };

function useDeleteFlow() {
  const remove = useDeleteAnnouncement();
  const [target, setTarget] = useState<AnnouncementJson | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target._id, {
      onSuccess: () => {
        toast.success(ANNOUNCEMENT_MSG.deleted);
        setTarget(null);
      },
      onError: (error) =>
        toast.error(ANNOUNCEMENT_MSG.deleteFailed, isApiError(error) ? { description: error.message } : undefined),
    });
  };
  return { target, setTarget, confirm, busy: remove.isPending };
}

/**
 * A list of announcements in pages of 5 with 'Load More' while a full page comes back; with
 * `deletable`, each one can be deleted after a confirmation.
 */
export function AnnouncementFeed({
  scope,
  title,
  empty,
  deletable = false,
  headingLevel = 2,
}: {
  scope: AnnouncementFeedScope;
  title?: string;
  empty: string;
  deletable?: boolean;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const feed = useAnnouncementFeed(scope);
  const deletion = useDeleteFlow();
  const items = feed.data?.pages.flat() ?? [];
  const Heading = `h${headingLevel}` as const;

  return (
    <Card {...(title ? { 'aria-labelledby': headingId } : {})}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {title ? (
          <Heading id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </Heading>
        ) : null}
        <ExportMenu endpoint={announcementsApi.export} query={{ feed: FEEDS[scope] }} />
      </div>
      {feed.isPending ? (
        <div className="flex justify-center py-12 text-indigo-600">
          <Spinner label="Loading announcements" />
        </div>
      ) : feed.isError && !items.length ? (
        <Alert className="mt-4">
          {isApiError(feed.error) ? feed.error.message : ANNOUNCEMENT_MSG.somethingWrong}{' '}
          <button type="button" className="font-medium underline" onClick={() => feed.refetch()}>
            Try again
          </button>
        </Alert>
      ) : items.length ? (
        <div
          className="divide-y divide-slate-100 dark:divide-slate-800"
          aria-label={title ?? 'Announcements'}
          role="feed"
          aria-busy={feed.isFetching}
        >
          {items.map((announcement) => (
            <AnnouncementCard
              key={announcement._id}
              announcement={announcement}
              onDelete={deletable ? deletion.setTarget : undefined}
            />
          ))}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
          <Inbox className="size-6" aria-hidden />
          {empty}
        </div>
      )}
      {feed.hasNextPage ? (
        <div className="mt-2 flex justify-center border-t border-slate-100 pt-4 dark:border-slate-800">
          <Button variant="secondary" onClick={() => feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            {feed.isFetchNextPageError ? <RotateCw className="size-4" aria-hidden /> : null}
            Load More
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={deletion.target !== null}
        onOpenChange={(open) => (open ? undefined : deletion.setTarget(null))}
        description={ANNOUNCEMENT_MSG.deleteConfirm}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
      />
    </Card>
  );
}
