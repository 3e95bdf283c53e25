import type { ReactNode } from 'react';
import { Avatar } from '#web/components/ui/avatar.js';
import { Button } from '#web/components/ui/button.js';
import { Modal } from '#web/components/ui/modal.js';
import { DetailList, type DetailItem } from '#web/components/ui/detail-list.js';

/** The 'Employee Details' and manager View modals: the photo, then the spec's fields. */
export function PersonDetailsModal({
  title,
  person,
  items,
  onClose,
  more,
}: {
  title: string;
  person: { name: string; image: string | null } | null;
  items: DetailItem[];
  onClose: () => void;
  /** An extra footer action, e.g. a link to the full details page. */
  more?: ReactNode;
}) {
  return (
    <Modal
      open={person !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={title}
      footer={
        <>
          {more}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {person ? (
        <div className="space-y-6">
          <div className="flex justify-center">
            <Avatar name={person.name} image={person.image} className="size-24 text-3xl" />
          </div>
          <DetailList items={items} />
        </div>
      ) : null}
    </Modal>
  );
}
