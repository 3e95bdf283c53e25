import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import { adminAnnouncementSchema } from '#shared/schemas/announcements.js';
import { PageHeader } from '../../components/ui/page.js';
import { sendAdminAnnouncement, useSendAnnouncement } from './api/announcements.js';
import { AnnouncementFeed } from './components/announcement-feed.js';
import { AnnouncementForm } from './components/announcement-form.js';
import { RecipientPicker } from './components/recipient-picker.js';

const ADMIN_TYPES = [
  { value: 'all', label: 'All (everyone)' },
  { value: 'employees', label: 'Employees' },
  { value: 'managers', label: 'Managers' },
  { value: 'selected', label: 'Selected employee' },
] as const;

/** Admin announcements: 'Create Announcement' and 'Announcements List'. */
export function AdminAnnouncementsPage() {
  const send = useSendAnnouncement(sendAdminAnnouncement);
  return (
    <>
      <PageHeader
        title="Announcements"
        description="Share news with everyone, with all employees or managers, or with one person."
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="lg:sticky lg:top-24 lg:col-span-2">
          <AnnouncementForm
            title="Create Announcement"
            description="Recipients see it in their announcements and get a notification right away."
            schema={adminAnnouncementSchema}
            typeOptions={ADMIN_TYPES}
            renderPicker={(picker) => <RecipientPicker label="Select Employee" {...picker} />}
            send={send.mutateAsync}
            failMessage={ANNOUNCEMENT_MSG.sendFailed}
          />
        </div>
        <div className="lg:col-span-3">
          <AnnouncementFeed scope="admin" title="Announcements List" empty={ANNOUNCEMENT_MSG.emptyAdmin} deletable />
        </div>
      </div>
    </>
  );
}
