import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import { managerAnnouncementSchema } from '#shared/schemas/announcements.js';
import { Alert } from '../../components/ui/alert.js';
import { SelectField } from '../../components/ui/field.js';
import { PageHeader } from '../../components/ui/page.js';
import { useUser } from '../../lib/session.js';
import { sendManagerAnnouncement, useSendAnnouncement } from './api/announcements.js';
import { useDepartmentMembers } from '../../lib/department-members.js';
import { useLiveInbox } from './api/use-live-inbox.js';
import { AnnouncementFeed } from './components/announcement-feed.js';
import { AnnouncementForm, type PickerProps } from './components/announcement-form.js';
import { Tabs } from './components/tabs.js';

function DepartmentMemberSelect({ value, onChange, error }: PickerProps) {
  const members = useDepartmentMembers();
  const options = (members.data ?? []).map((member) => ({
    value: member._id,
    label: `${member.emp_name} (${member.employeeId})`,
  }));
  return (
    <SelectField
      label="Select Employee"
      placeholder={members.isPending ? 'Loading employees…' : 'Select employee'}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? (members.isError ? 'Could not load your department’s employees.' : undefined)}
      hint={members.isSuccess && !options.length ? 'Your department has no employees yet.' : undefined}
    />
  );
}

/** Manager announcements: 'Send Announcement', 'Your Announcements' and their inbox. */
export function ManagerAnnouncementsPage() {
  useLiveInbox();
  const user = useUser();
  const department = user.employee?.department;
  const send = useSendAnnouncement(sendManagerAnnouncement);
  const types = [
    { value: 'employees', label: department ? `Employees of ${department.dep_name}` : 'Employees of my department' },
    { value: 'selected', label: 'Selected employee' },
  ];
  return (
    <>
      <PageHeader title="Announcements" description="Keep your department informed, and read what was sent to you." />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="space-y-4 lg:sticky lg:top-24 lg:col-span-2">
          {department ? null : <Alert tone="info">{ANNOUNCEMENT_MSG.noDepartment}</Alert>}
          <AnnouncementForm
            title="Send Announcement"
            description="Your department’s employees see it in their announcements and get a notification."
            schema={managerAnnouncementSchema}
            typeOptions={types}
            renderPicker={(picker) => <DepartmentMemberSelect {...picker} />}
            send={send.mutateAsync}
            failMessage={ANNOUNCEMENT_MSG.managerSendFailed}
          />
        </div>
        <div className="lg:col-span-3">
          <Tabs
            label="Announcements"
            tabs={[
              {
                label: 'Your Announcements',
                content: (
                  <AnnouncementFeed
                    scope="manager"
                    title="Your Announcements"
                    empty={ANNOUNCEMENT_MSG.emptyInbox}
                    deletable
                  />
                ),
              },
              {
                label: 'Inbox',
                content: <AnnouncementFeed scope="inbox" title="Inbox" empty={ANNOUNCEMENT_MSG.emptyInbox} />,
              },
            ]}
          />
        </div>
      </div>
    </>
  );
}
