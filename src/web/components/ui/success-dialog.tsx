import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck } from 'lucide-react';

/** A short-lived confirmation (success popups close after 1500 ms; the caller times it). */
export function SuccessDialog({
  open,
  title,
  description,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: string;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} {...(onOpenChange ? { onOpenChange } : {})}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
          <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-300">
            <CircleCheck className="size-8" aria-hidden />
          </span>
          <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
