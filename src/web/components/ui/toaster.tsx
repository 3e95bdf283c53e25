import { Toaster } from 'sonner';
import type { Theme } from '#web/lib/theme.js';

/** The toast region; the root loads it with the first toast (see lib/toast.ts). */
export default function AppToaster({ theme }: { theme: Theme }) {
  return <Toaster theme={theme} position="top-right" richColors closeButton />;
}
