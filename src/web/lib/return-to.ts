import { useLocation } from 'react-router';

/** What a link to a form carries: the address of the screen that opened it, search included. */
export function useOpenerState(): { from: string } {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/**
 * Where a form goes after saving: back to the screen that opened it (its list with the search,
 * filters, sort and page it had), or `fallback` when the form was opened directly.
 */
export function useReturnTo(fallback: string): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
