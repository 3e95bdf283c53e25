import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '#shared/api/dashboard.js';
import { employeesApi } from '#shared/api/employees.js';
import { call, invalidateAreas } from './call.js';
import { fakeApi } from '../test/fake-api.js';
import { startEarly } from './early-requests.js';

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

describe("call, after the page's first script started a read", () => {
  let asked: string[];
  beforeEach(() => {
    asked = fakeApi((count) => ({ success: true, answer: count }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('takes its answer once, for the same address only', async () => {
    startEarly('/api/employee/getEmployees?page=2&limit=10');
    expect(await call(employeesApi.list, { query: { page: 1, limit: 10 } })).toMatchObject({ answer: 2 });
    expect(await call(employeesApi.list, { query: { page: 2, limit: 10 } })).toMatchObject({ answer: 1 });
    expect(await call(employeesApi.list, { query: { page: 2, limit: 10 } })).toMatchObject({ answer: 3 });
    expect(asked).toEqual([
      '/api/employee/getEmployees?page=2&limit=10',
      '/api/employee/getEmployees?page=1&limit=10',
      '/api/employee/getEmployees?page=2&limit=10',
    ]);
  });

  it('does not hand out an answer nobody took for 30 seconds: the screen asks anew', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    startEarly(dashboardApi.admin.path);
    vi.advanceTimersByTime(30_000);
    expect(await call(dashboardApi.admin)).toMatchObject({ answer: 2 });
    expect(asked).toEqual([dashboardApi.admin.path, dashboardApi.admin.path]);
  });
});
