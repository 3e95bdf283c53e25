import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once the screen has what it shows — no query in flight a moment after it mounted — and
 * true from then on. What is not part of the screen (the bell's feed, then its event stream)
 * waits for it, so it never competes with the screen's own requests on a slow network (issue 17).
 */
export function useScreenSettled(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task later: the screen's own queries start in its effects, which may run after this one's.
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (queryClient.isFetching() === 0) setSettled(true);
      }, 0);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [settled, queryClient]);
  return settled;
}
