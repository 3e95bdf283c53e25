import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '#shared/api/dashboard.js';
import { employeesApi } from '#shared/api/employees.js';
import { call, invalidateAreas } from './call.js';
import { fakeApi } from '../test/fake-api.js';
import { startEarly } from './early-requests.js';
import { clearStoredSession } from './storage.js';

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

/**
 * Stands in for a server that tags its answers: the tag is the data's version, and a request
 * naming the current one gets 304 with no body. Returns what was asked (address and tag named).
 */
function taggingServer(state: { version: number }) {
  const asked: { path: string; ifNoneMatch: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const ifNoneMatch = new Headers(init.headers).get('if-none-match');
      asked.push({ path, ifNoneMatch });
      const etag = `W/"v${state.version}"`;
      if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
      return new Response(JSON.stringify({ success: true, result: [`version ${state.version}`] }), {
        headers: { 'content-type': 'application/json', etag },
      });
    }),
  );
  return asked;
}

describe('call, revalidating a GET it read before', () => {
  const list = (page = 1) => call(employeesApi.list, { query: { page, limit: 10 } });
  afterEach(() => {
    clearStoredSession();
    vi.unstubAllGlobals();
  });

  it('names the kept tag and, on 304, answers with the kept answer', async () => {
    const state = { version: 1 };
    const asked = taggingServer(state);
    const first = await list();
    expect(first.result).toEqual(['version 1']);
    expect(await list()).toBe(first);
    state.version = 2;
    expect((await list()).result).toEqual(['version 2']);
    expect(asked.map((request) => request.ifNoneMatch)).toEqual([null, 'W/"v1"', 'W/"v1"']);
  });

  it('keeps one answer per address', async () => {
    const asked = taggingServer({ version: 1 });
    await list(1);
    await list(2);
    await list(1);
    expect(asked.map((request) => [request.path.split('?')[1], request.ifNoneMatch])).toEqual([
      ['page=1&limit=10', null],
      ['page=2&limit=10', null],
      ['page=1&limit=10', 'W/"v1"'],
    ]);
  });

  it('forgets what it kept at sign-out, and the kept answers of an area the app changed', async () => {
    const asked = taggingServer({ version: 1 });
    await list();
    clearStoredSession();
    await list();
    await invalidateAreas(new QueryClient(), 'Employees');
    await list();
    await list();
    expect(asked.map((request) => request.ifNoneMatch)).toEqual([null, null, null, 'W/"v1"']);
  });

  it("keeps the answer of a read the page's first script started, forgotten with a change to any area", async () => {
    const asked = taggingServer({ version: 1 });
    startEarly('/api/employee/getEmployees?page=1&limit=10');
    await list(); // takes the early answer
    await list();
    await invalidateAreas(new QueryClient(), 'Leave');
    await list();
    expect(asked.map((request) => request.ifNoneMatch)).toEqual([null, 'W/"v1"', null]);
  });

  it('keeps nothing of an answer asked for before a sign-out that came first', async () => {
    const asked = taggingServer({ version: 1 });
    const before = list();
    clearStoredSession();
    await before;
    await list();
    expect(asked.map((request) => request.ifNoneMatch)).toEqual([null, null]);
  });

  it('keeps nothing of an answer without a tag', async () => {
    fakeApi(() => ({ success: true }));
    await list();
    await list();
    const fetched = vi.mocked(fetch).mock.calls.map(([, init]) => new Headers(init?.headers).get('if-none-match'));
    expect(fetched).toEqual([null, null]);
  });
});
