// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '#shared/api/dashboard.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import type { Role } from '#shared/roles.js';
import { leaveListParamsOf } from '../features/leave/api/leaves-query.js';
import { leavesQueryOptions } from '../features/leave/api/leaves.js';
import { employeesQueryOptions } from '../features/employees/api/list-employees.js';
import { peopleParamsOf } from '../features/employees/api/people-query.js';
import { call } from '../lib/call.js';
import { readListState } from '../lib/list-params.js';
import { fakeApi } from '../test/fake-api.js';
import { startFirstScreen } from './first-screens.js';

// The screens' code is not what these tests are about (it is a chunk of the build).
vi.mock('./screen-code.js', () => ({
  screenCode: new Proxy({}, { get: () => () => Promise.resolve({}) }),
}));

let asked: string[] = [];

beforeEach(() => {
  asked = fakeApi(() => ({ success: true, result: [], total: 0 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** This tab signed in as `role` with 'Remember me', as the login form leaves it. */
function storeUser(role: Role) {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ _id: `${role}-id`, name: 'Test', role }));
}

/** The page's first script on `address`; what it asked for. */
function openCold(address: string) {
  const url = new URL(address, 'http://localhost');
  startFirstScreen({ pathname: url.pathname, search: url.search });
  return [...asked];
}

describe('startFirstScreen', () => {
  it("asks for the employee list's page at the address its loader's query asks for; the query takes that answer", async () => {
    storeUser('admin');
    const search = '?q=%20EMP-%20&page=2&sort=name:desc&status=former';
    expect(openCold(`/admin-dashboard/employee${search}`)).toEqual([
      '/api/employee/getEmployees?page=2&limit=10&search=EMP-&status=former&sort=name%3Adesc',
    ]);
    const client = new QueryClient();
    await client.fetchQuery(employeesQueryOptions(peopleParamsOf(readListState(new URLSearchParams(search)))));
    expect(asked).toHaveLength(1);
  });

  it("asks for a page of Manage Leaves as its loader's query does, for an HR officer and an admin", async () => {
    for (const [role, path] of [
      ['moderator', '/moderator-dashboard/leave'],
      ['admin', '/admin-dashboard/leave'],
    ] as const) {
      asked.length = 0;
      storeUser(role);
      const search = '?size=25&sort=from:desc';
      expect(openCold(`${path}${search}`), role).toEqual(['/api/leave/getAllleaves?page=1&limit=25&sort=from%3Adesc']);
      const client = new QueryClient();
      await client.fetchQuery(leavesQueryOptions(leaveListParamsOf(readListState(new URLSearchParams(search)))));
      expect(asked, role).toHaveLength(1);
    }
  });

  it("asks for each dashboard's summary, and the dashboard's call takes it", async () => {
    for (const [role, path, endpoint] of [
      ['admin', '/admin-dashboard', dashboardApi.admin],
      ['manager', '/manager-dashboard/', dashboardApi.manager],
      ['employee', '/employee-dashboard/summary', dashboardApi.employee],
    ] as const) {
      asked.length = 0;
      storeUser(role);
      expect(openCold(path), role).toEqual([endpoint.path]);
      await call(endpoint);
      expect(asked, role).toHaveLength(1);
    }
  });

  it("asks nothing for a screen of another role than the stored user's, nor without one, nor for a user's profile", () => {
    storeUser('employee');
    expect(openCold('/admin-dashboard')).toEqual([]);
    expect(openCold('/moderator-dashboard/leave')).toEqual([]);
    localStorage.clear();
    expect(openCold('/admin-dashboard/employee')).toEqual([]);
    storeUser('user');
    expect(openCold('/user-dashboard/profile')).toEqual([]);
  });
});
