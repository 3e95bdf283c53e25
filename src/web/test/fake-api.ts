import { vi } from 'vitest';

/**
 * Stands in for the server in a unit test: every request is answered with JSON (`answer(n)` for
 * the n-th), and the addresses asked for are listed, in order, in the array returned. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function fakeApi(answer: (count: number) => unknown = () => ({ success: true })): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify(answer(asked.length)), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}
