import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAreas } from './call.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('invalidateAreas', () => {
  it('a change made while a first fetch is under way is followed by a fresh fetch, not by that answer', async () => {
    const client = new QueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['Leave', '/api/leave/getAllleaves', { search: 'Tanvir' }],
      queryFn: async () => {
        calls += 1;
        const answer = calls === 1 ? 'read before the change' : 'read after the change';
        await later(30);
        return answer;
      },
    });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await later(5); // the first fetch of this search is on its way
    await invalidateAreas(client, 'Leave');
    await later(60);
    expect(calls).toBe(2);
    expect(observer.getCurrentResult().data).toBe('read after the change');
    expect(seen).not.toContain('read before the change');
    unsubscribe();
    client.clear();
  });
});
