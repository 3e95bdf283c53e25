import { Toaster } from 'sonner';
import type { Theme } from '#web/lib/theme.js';

/**
 * The toast region; the root loads it with the first toast (see lib/toast.ts). Toasts stack below
 * the 64 px top bar, so a notification arriving never covers the bell it is about.
 */
export default function AppToaster({ theme }: { theme: Theme }) {
  return (
    <Toaster
      theme={theme}
      position="top-right"
      offset={{ top: 76, right: 24 }}
      mobileOffset={{ top: 72, right: 16, left: 16 }}
      richColors
      closeButton
    />
  );
}
