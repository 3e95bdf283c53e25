import type { ExternalToast } from 'sonner';

type Options = Pick<ExternalToast, 'description' | 'duration'>;
type Kind = 'message' | 'success' | 'error' | 'info';

/*
 * Toasts go through here rather than straight to sonner so that sonner (about 9 kB gzip) loads with
 * the first toast, not with the first screen. The root renders the toaster once one is asked for;
 * sonner replays toasts created before its Toaster subscribed, so none is lost on the way.
 */
let requested = false;
const listeners = new Set<() => void>();

export function subscribeToToasterRequest(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterRequested() {
  return requested;
}

function show(kind: Kind, message: string, options?: Options) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return import('sonner').then(({ toast: sonner }) => {
    if (kind === 'message') sonner(message, options);
    else sonner[kind](message, options);
  });
}

export const toast = Object.assign((message: string, options?: Options) => void show('message', message, options), {
  success: (message: string, options?: Options) => void show('success', message, options),
  error: (message: string, options?: Options) => void show('error', message, options),
  info: (message: string, options?: Options) => void show('info', message, options),
});
