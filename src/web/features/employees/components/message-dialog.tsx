import { CircleAlert } from 'lucide-react';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { Button } from '#web/components/ui/button.js';
import { Modal } from '#web/components/ui/modal.js';

export interface DialogMessage {
  title: string;
  message: string;
}

/** The spec's 'Error' / 'Error!' popups with their 'Okay' button. */
export function MessageDialog({ message, onClose }: { message: DialogMessage | null; onClose: () => void }) {
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={message?.title ?? ''}
      size="sm"
      footer={<Button onClick={onClose}>{EMPLOYEE_MSG.okay}</Button>}
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-300">
          <CircleAlert className="size-5" aria-hidden />
        </span>
        <p className="text-sm text-slate-600 dark:text-slate-300">{message?.message}</p>
      </div>
    </Modal>
  );
}
