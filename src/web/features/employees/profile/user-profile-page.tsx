import { AccountSummary } from '../../../components/account-summary.js';
import { PageHeader } from '../../../components/ui/page.js';
import { useUser } from '../../../lib/session.js';

export function UserProfilePage() {
  const user = useUser();
  return (
    <>
      <PageHeader title="My Profile" description={`Welcome ${user.name}. These are your account details.`} />
      <AccountSummary user={user} />
    </>
  );
}
