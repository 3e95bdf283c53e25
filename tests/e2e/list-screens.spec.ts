import type { Page } from '@playwright/test';
import { type Account, DEMO, expect, holdSessionCheck, signIn, test } from './fixtures.js';

test.describe.configure({ timeout: 60_000 });

/** The query of each request the page makes to `endpoint` from now on, in order. */
function recordQueries(page: Page, endpoint: string) {
  const queries: Record<string, string>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === endpoint) queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}

/**
 * Opens `address` with the session check held and expects the list's request to start before the
 * screen has rendered; then lets the check through and waits for the screen's rows.
 */
async function openBeforeTheSessionCheck(
  page: Page,
  { account, address, endpoint, heading }: { account: Account; address: string; endpoint: string; heading: string },
) {
  // Signed in through the form with 'Remember me', as people do: the browser keeps the user, and
  // the list's loader starts at once.
  await signIn(page, account, { remember: true });
  await page.goto('about:blank');
  const release = await holdSessionCheck(page);
  const queries = recordQueries(page, endpoint);
  const started = page.waitForRequest((request) => new URL(request.url()).pathname === endpoint, { timeout: 10_000 });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === endpoint);
  await page.goto(address, { waitUntil: 'commit' });
  await started;
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const body = await (await answered).json();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  return { queries, body };
}

test("the employee list's request starts with the navigation, with the address's search, page and sort, and the screen uses it", async ({
  page,
}) => {
  const { queries, body } = await openBeforeTheSessionCheck(page, {
    account: DEMO.admin,
    // Every employee ID starts 'EMP-': more than one page of people. The search is asked trimmed.
    address: '/admin-dashboard/employee?q=%20EMP-%20&page=2&sort=name:desc',
    endpoint: '/api/employee/getEmployees',
    heading: 'Manage Employees',
  });
  expect(body.total).toBeGreaterThan(10);
  const rows = page.getByRole('region', { name: 'Employees' }).locator('tbody tr');
  await expect(rows).toHaveCount(body.result.length);
  await expect(rows.first()).toContainText(body.result[0].emp_name);
  await expect(page.getByPlaceholder('Search By Name, ID, Role, or Department')).toHaveValue(' EMP- ');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  // One request, the loader's: the screen found it under way and did not ask again.
  expect(queries).toEqual([{ page: '2', limit: '10', search: 'EMP-', sort: 'name:desc', status: 'active' }]);

  // Typing changes the address at each letter, and the loader does not run again for it: the
  // screen asks for page 1 at once (a new search starts there), then for the text once typing pauses.
  const search = page.getByPlaceholder('Search By Name, ID, Role, or Department');
  await search.fill('');
  const typed = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === 'Nadia');
  await search.pressSequentially('Nadia', { delay: 40 });
  await typed;
  await expect(rows).toHaveCount(1);
  // On a busy machine a pause between two letters can outlast the debounce: a prefix of the text
  // (or the cleared box) may be asked on the way, always for page 1, never the loader's page again.
  const [loaders, ...typing] = queries;
  expect(loaders).toEqual({ page: '2', limit: '10', search: 'EMP-', sort: 'name:desc', status: 'active' });
  expect(typing.at(-1)).toEqual({ page: '1', limit: '10', search: 'Nadia', sort: 'name:desc', status: 'active' });
  for (const query of typing) {
    const { search = '', ...rest } = query;
    expect(rest).toEqual({ page: '1', limit: '10', sort: 'name:desc', status: 'active' });
    expect(search === 'EMP-' || 'Nadia'.startsWith(search), `asked for "${search}"`).toBe(true);
  }
});

test("the leave desk's Pending tab asks for the approvers' inbox with the navigation", async ({ page }) => {
  const { queries } = await openBeforeTheSessionCheck(page, {
    account: DEMO.admin,
    address: '/admin-dashboard/pending-leaves?sort=from:desc&size=15',
    endpoint: '/api/leave/getAllleaves',
    heading: 'Manage Leaves',
  });
  expect(queries).toEqual([{ page: '1', limit: '15', sort: 'from:desc', waiting: 'true' }]);
});

test("a manager's leave requests, in the department's view, start with the navigation", async ({ page }) => {
  const { queries, body } = await openBeforeTheSessionCheck(page, {
    account: DEMO.manager,
    address: '/manager-dashboard/leave-requests?view=department&q=a&sort=name',
    endpoint: '/api/leave-approval/requests',
    heading: 'Leave Requests',
  });
  // Not only the requests waiting for the manager: no `mine`.
  expect(queries).toEqual([{ page: '1', limit: '10', search: 'a', sort: 'name' }]);
  const rows = page.getByRole('region', { name: 'Leave requests of your department' }).locator('tbody tr');
  await expect(rows).toHaveCount(body.result.length);
});
