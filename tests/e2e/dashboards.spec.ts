import type { Locator, Page, Request } from '@playwright/test';
import { axeViolations } from './axe.js';
import { apiAs, bellOf, expect } from './comms-helpers.js';
import { createAccount, DEMO, holdSessionCheck, signIn, signInViaApi, test } from './fixtures.js';

test.describe.configure({ timeout: 60_000 });

const grouped = new Intl.NumberFormat('en-IN');
const money = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** The stat card with this label, inside the named list of cards. */
const card = (page: Page, list: string, label: string): Locator =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

test('the admin overview shows the figures the database holds', async ({ page, request }) => {
  const admin = await apiAs(request, DEMO.admin);
  const [people, departments, salary, running, leaves, distribution] = await Promise.all([
    admin.get('/api/employee/getEmployeesCount'),
    admin.get('/api/department/getCountDep'),
    admin.get('/api/salary/getTotalSalary'),
    admin.get('/api/projects/getInProgressProjects'),
    admin.get('/api/leave/stats'),
    admin.get('/api/department/distribution'),
  ]);

  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard Overview');
  const figures = 'Organisation at a glance';
  await expect(card(page, figures, 'Employees')).toContainText(grouped.format(people.totalEmployees));
  await expect(card(page, figures, 'Managers')).toContainText(grouped.format(people.totalManagers));
  // The Employees figure says what it counts beside the larger list of Manage Employees (issue 29).
  await expect(card(page, figures, 'Employees')).toContainText(
    `With the role Employee. ${grouped.format(people.totalPeople)} people of every role work here (Manage Employees).`,
  );
  await page.screenshot({ path: test.info().outputPath('admin-figures.png') });
  await expect(card(page, figures, 'Total Departments')).toContainText(grouped.format(departments.countDep));
  await expect(card(page, figures, 'Total Salary Paid')).toContainText(
    money.format(salary.totalSalary[0]?.totalAmount ?? 0),
  );
  const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  await expect(card(page, figures, 'Total Salary Paid')).toContainText(`${exact.format(salary.thisMonth)} this month`);

  const projects = page.getByRole('region', { name: /^Running Projects/ });
  await expect(projects.getByRole('heading')).toHaveText(`Running Projects${running.projectsCount}`);
  await expect(projects.getByRole('listitem')).toHaveCount(Math.min(5, running.projectsCount));
  await expect(projects.getByText('Ongoing')).toHaveCount(Math.min(5, running.projectsCount));

  const users = page.getByRole('region', { name: /^Active Users/ });
  await expect(users.getByRole('row').filter({ hasText: 'admin@ems.test' })).toContainText('Ayesha Rahman');

  const status = (name: string) => leaves.statusBreakdown.find((s: { name: string }) => s.name === name).value;
  const leaveCards = 'Leave totals';
  await expect(card(page, leaveCards, 'Leaves Applied')).toContainText(grouped.format(leaves.totalLeaves));
  for (const name of ['Pending', 'Rejected', 'Approved']) {
    await expect(card(page, leaveCards, name)).toContainText(grouped.format(status(name)));
  }

  // Each chart's figures are also a table, shown with 'Show data'.
  const pie = page.getByRole('region', { name: 'Department Distribution' });
  await pie.getByRole('button', { name: /Show data/ }).click();
  const rows = pie.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(distribution.length + 1);
  for (const { name, value } of distribution as { name: string; value: number }[]) {
    await expect(rows.filter({ hasText: name })).toContainText(String(value));
  }
  // The drawings themselves are images named with their figures.
  await expect(page.getByRole('img', { name: /^Monthly Salary: Jan ₹[\d,.]+, Feb / })).toBeVisible();
});

test("the dashboard's code and its charts load only on the dashboard, never with the login screen", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(scripts.filter((url) => url.includes('admin-overview'))).toEqual([]);

  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  // Each chart is drawn: an image named with its figures, holding the SVG marks.
  for (const name of ['Department Distribution', 'Monthly Salary', 'Leave Status Overview']) {
    const chart = page.getByRole('region', { name }).getByRole('img', { name: new RegExp(`^${name}: `) });
    await expect(chart.locator('svg path').first()).toBeVisible();
  }
  expect(scripts.some((url) => url.includes('admin-overview'))).toBe(true);
});

/** The API requests of a page, in the order they started, each with the moment it finished (or null). */
function recordApi(page: Page) {
  const requests: { request: Request; path: string; finishedAt: number | null; startedAt: number }[] = [];
  let clock = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      requests.push({ request, path: `${url.pathname}${url.search}`, startedAt: ++clock, finishedAt: null });
    }
  });
  page.on('requestfinished', (request) => {
    const entry = requests.find((candidate) => candidate.request === request);
    if (entry) entry.finishedAt = ++clock;
  });
  return requests;
}

/** Requests for what a screen shows: not the session check, nor the bell's feed and stream. */
const dataRequests = (requests: ReturnType<typeof recordApi>) =>
  requests.filter(({ path }) => !/^\/api\/(user\/session|notifications)/.test(path)).map(({ path }) => path);

test('the overview asks for its data in one request, with no more rows than it shows; the bell comes after', async ({
  page,
  request,
}) => {
  // More people signed in than the overview shows.
  for (let i = 0; i < 6; i++) {
    const account = await createAccount(page, 'active');
    expect((await request.post('/api/user/login', { data: account })).status()).toBe(200);
  }
  await signInViaApi(page, DEMO.admin);
  const requests = recordApi(page);
  await page.goto('/admin-dashboard');
  const projects = page.getByRole('region', { name: /^Running Projects/ }).getByRole('listitem');
  const users = page
    .getByRole('region', { name: /^Active Users/ })
    .getByRole('table')
    .locator('tbody tr');
  await expect(projects.first()).toBeVisible();
  await expect(users.first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect.poll(() => requests.some(({ path }) => path.startsWith('/api/notifications?'))).toBe(true);

  expect(dataRequests(requests)).toEqual(['/api/dashboard/admin']);
  const summary = requests.find(({ path }) => path === '/api/dashboard/admin')!;
  const body = await (await summary.request.response())!.json();
  expect(body.runningProjects.projects.length).toBeLessThanOrEqual(5);
  expect(body.activeUsers.result).toHaveLength(5);
  await expect(projects).toHaveCount(body.runningProjects.projects.length);
  await expect(users).toHaveCount(body.activeUsers.result.length);
  // The bell's feed starts only after the screen's data has arrived.
  const feed = requests.find(({ path }) => path.startsWith('/api/notifications?'))!;
  expect(feed.startedAt).toBeGreaterThan(summary.finishedAt!);

  // 'See All' asks for the rest, and shows every one of them.
  const region = page.getByRole('region', { name: /^Active Users/ });
  await region.getByRole('button', { name: 'See All' }).click();
  await expect(users).toHaveCount(body.activeUsers.count);
  expect(dataRequests(requests)).toEqual(['/api/dashboard/admin', '/api/user/active']);
});

test("the overview's data request starts with the navigation, beside the session check, before the first render", async ({
  page,
}) => {
  // Signed in through the form, as people do: the browser keeps the user, and the loader starts at once.
  await signIn(page, DEMO.admin, { remember: true });
  await page.goto('about:blank');
  const release = await holdSessionCheck(page);
  const summary = page.waitForRequest('**/api/dashboard/admin', { timeout: 10_000 });
  await page.goto('/admin-dashboard', { waitUntil: 'commit' });
  await summary;
  await expect(page.getByRole('heading', { name: 'Admin Dashboard Overview' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard Overview');
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
});

test('the member dashboards ask for their data in one request each', async ({ page }) => {
  for (const [account, path, summary, ready] of [
    [DEMO.manager, '/manager-dashboard', '/api/dashboard/manager', 'Active Employees'],
    [DEMO.employee, '/employee-dashboard', '/api/dashboard/employee', 'Shortcuts'],
  ] as const) {
    await signInViaApi(page, account);
    const requests = recordApi(page);
    await page.goto(path);
    await expect(page.getByRole('region', { name: ready }).first()).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    expect(dataRequests(requests), path).toEqual([summary]);
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
    await page.goto('about:blank');
  }
});

test('the manager dashboard shows the Engineering department, its running projects and active employees', async ({
  page,
  request,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const [running, active] = await Promise.all([
    manager.get('/api/projects/runningProjectsByManager'),
    manager.get('/api/employee/manager/active-employees'),
  ]);

  await signInViaApi(page, DEMO.manager);
  await page.goto('/manager-dashboard');
  const figures = 'Your department at a glance';
  await expect(card(page, figures, 'Department')).toContainText('Engineering');
  await expect(card(page, figures, 'Running Projects')).toContainText(String(running.projectsCount));
  await expect(card(page, figures, 'Active Employees')).toContainText(String(active.result.length));

  const projects = page.getByRole('region', { name: 'Running Projects' });
  for (const project of running.projects as { title: string }[]) {
    await expect(projects.getByRole('listitem').filter({ hasText: project.title })).toContainText('Ongoing');
  }
  const table = page.getByRole('region', { name: 'Active Employees' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Phone']);
  await expect(table.getByRole('row').filter({ hasText: 'Nadia Islam' })).toContainText('employee@ems.test');

  await page.goto('/manager-dashboard/summary');
  await expect(card(page, figures, 'Department')).toContainText('Engineering');
});

test("the employee summary shows real figures and Nadia's manager", async ({ page, request }) => {
  const nadia = await apiAs(request, DEMO.employee);
  const id = nadia.user._id;
  const [tasks, attendance] = await Promise.all([
    nadia.get(`/api/tasks/employee/${id}`),
    nadia.get(`/api/attendance/employee/${id}`),
  ]);

  await signInViaApi(page, DEMO.employee);
  for (const path of ['/employee-dashboard', '/employee-dashboard/summary']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, Nadia Islam');
    const figures = 'Your summary';
    await expect(card(page, figures, 'Working Tasks')).toContainText(String(tasks.count));
    await expect(card(page, figures, 'Attendances')).toContainText(String(attendance.count));
    await expect(card(page, figures, 'My Manager')).toContainText('Imran Hossain');
  }
});

test('the member dashboards, announcement screens and the open bell have no WCAG 2.2 AA axe violations, light or dark', async ({
  page,
}) => {
  const screens = [
    { account: DEMO.manager, path: '/manager-dashboard', ready: 'Active Employees' },
    { account: DEMO.manager, path: '/manager-dashboard/annoucementManager', ready: 'Your Announcements' },
    { account: DEMO.employee, path: '/employee-dashboard', ready: 'Shortcuts' },
    { account: DEMO.employee, path: '/employee-dashboard/annoucementEmployee', ready: 'Inbox' },
    { account: DEMO.admin, path: '/admin-dashboard/annoucement', ready: 'Announcements List' },
  ];
  for (const { account, path, ready } of screens) {
    await signInViaApi(page, account);
    await page.goto(path);
    await expect(page.getByRole('region', { name: ready }).first()).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    expect(await axeViolations(page), path).toEqual([]);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await axeViolations(page), `${path} (dark)`).toEqual([]);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
  }
  await bellOf(page).click();
  await expect(
    page
      .getByRole('dialog', { name: /Notifications/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page), 'open bell').toEqual([]);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await axeViolations(page), 'open bell (dark)').toEqual([]);
});
