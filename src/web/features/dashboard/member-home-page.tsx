import { AccountSummary } from '../../components/account-summary.js';
import { PageHeader } from '../../components/ui/page.js';
import { capitalize } from '../../lib/format.js';
import { useUser } from '../../lib/session.js';

/** The manager's and the employee's home for now: a welcome and their account at a glance. */
export function MemberHomePage() {
  const user = useUser();
  return (
    <>
      <PageHeader
        title={`Welcome Back, ${user.name}`}
        description={`${capitalize(user.role)} dashboard. Your summary cards will appear here soon.`}
      />
      <AccountSummary user={user} />
    </>
  );
}
