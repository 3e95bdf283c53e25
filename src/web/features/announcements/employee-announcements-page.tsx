import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import { PageHeader } from '../../components/ui/page.js';
import { useLiveInbox } from './api/use-live-inbox.js';
import { AnnouncementFeed } from './components/announcement-feed.js';

/** The employee's announcements: what reached them, newest first. */
export function EmployeeAnnouncementsPage() {
  useLiveInbox();
  return (
    <>
      <PageHeader title="Announcements" description="News from the administration and your manager, newest first." />
      <div className="max-w-3xl">
        <AnnouncementFeed scope="inbox" title="Inbox" empty={ANNOUNCEMENT_MSG.emptyInbox} />
      </div>
    </>
  );
}
