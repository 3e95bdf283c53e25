import { Construction } from 'lucide-react';
import { COMING_SOON } from '../lib/ui-text.js';
import { EmptyState, PageHeader } from './ui/page.js';

/** A screen of spec §2 whose content arrives with its own issue. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={Construction} title={COMING_SOON}>
        We are building this part of EMS Panel. It will be available in an upcoming release.
      </EmptyState>
    </>
  );
}
