import { toast } from './toast.js';

/** Copies text, saying so; where the browser refuses (no secure context), says how to copy by hand. */
export async function copyText(text: string, copied: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error('Copy did not work here: select the text and copy it.');
  }
}
