import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe.js';
import { apiAs, bellOf, expect } from './comms-helpers.js';
import { DEMO, signInViaApi, test } from './fixtures.js';

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
