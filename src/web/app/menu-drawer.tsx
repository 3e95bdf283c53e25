import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * The sidebar as a drawer on phones, over the page. Rendered only while open, so the dialog
 * library loads when the menu is first opened, not with every signed-in screen. On closing,
 * focus goes to `focusOnClose()`: the menu button, or the new page's content after a link.
 */
export function MenuDrawer({
  onClose,
  focusOnClose,
  children,
}: {
  onClose: () => void;
  focusOnClose: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          id="sidebar-drawer"
          className="fixed inset-y-0 left-0 z-50 w-64 shadow-xl focus:outline-none lg:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The menu button is not the dialog's own trigger: focus is handed back here.
            event.preventDefault();
            focusOnClose()?.focus();
          }}
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
