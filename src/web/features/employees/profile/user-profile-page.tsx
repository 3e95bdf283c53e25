import { AccountSummary } from '#web/components/account-summary.js';
import { PageHeader } from '#web/components/ui/page.js';
import { useUser } from '#web/lib/session.js';

export function UserProfilePage() {
  const user = useUser();
  return (
    <>
      <PageHeader title="My Profile" description={`Welcome ${user.name}. These are your account details.`} />
      <AccountSummary user={user} />
    </>
  );
}
