import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Modal } from './modal.js';

/**
 * The one confirmation of destructive actions ('Are you sure?' / 'Yes, delete it!').
 * `onConfirm` may be async: the button shows progress and the dialog stays until it settles.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = 'Are you sure?',
  description,
  confirmLabel = 'Yes, delete it!',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  children,
  tone = 'danger',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  /** What the confirmation asks for besides a yes (a reason, a successor), under the description. */
  children?: ReactNode;
  /** 'primary' for a confirmation that is not destructive (approving). */
  tone?: 'danger' | 'primary';
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (!busy ? onOpenChange(next) : undefined)}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            className={
              tone === 'danger'
                ? 'bg-red-600 hover:bg-red-700 disabled:bg-red-400 dark:bg-red-600 dark:hover:bg-red-700'
                : undefined
            }
            onClick={onConfirm}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-300">
          <TriangleAlert className="size-5" aria-hidden />
        </span>
        <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </Modal>
  );
}
