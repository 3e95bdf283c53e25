import { Construction } from 'lucide-react';
import { EmptyState, PageHeader } from '../../components/ui/page.js';
import { useUser } from '../../lib/session.js';
import { COMING_SOON } from '../../lib/ui-text.js';

/** The moderator's landing page: their leave desk, whose list arrives with the leave issue. */
export function ModeratorLeavesPage() {
  const user = useUser();
  return (
    <>
      <PageHeader title="Manage Leaves" description={`Welcome ${user.name} — you are signed in as a moderator.`} />
      <EmptyState icon={Construction} title={COMING_SOON}>
        Leave requests to review will be listed here in an upcoming release.
      </EmptyState>
    </>
  );
}
