import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe.js';
import { DEMO, expect, signInViaApi, test, type Account } from './fixtures.js';

/*
 * Every screen of the app through axe (WCAG 2.2 A/AA, every impact). To keep the suite's time in
 * check each screen is checked once, alternately on a desktop in the light theme and on a phone
 * in the dark theme; the screens share their components, so both themes and both layouts pass
 * over all of them. AXE_FULL=1 checks every screen both ways (the full audit, about twice as
 * long). The approved and rejected lists are the 'All' leave list's screen filtered (its rows
 * carry every status), so they are not checked again. Screens with their own axe test elsewhere
 * are left out here: login and settings (quality.spec.ts), the admin overview, member dashboards,
 * announcement screens and the open bell (dashboards.spec.ts), and the admin's employee,
 * add-employee, department and manager lists (people.spec.ts).
 */
test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const FULL = process.env.AXE_FULL === '1';
const VARIANTS = [
  [DESKTOP, false],
  [PHONE, true],
] as const;

async function expectAccessible(page: Page, path: string, index: number) {
  for (const [viewport, dark] of FULL ? VARIANTS : [VARIANTS[index % 2]!]) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    if (dark) await page.evaluate(() => document.documentElement.classList.add('dark'));
    const where = `${path} (${dark ? 'phone, dark' : 'desktop, light'})`;
    expect(await axeViolations(page), where).toEqual([]);
  }
}

async function checkAll(page: Page, account: Account | null, paths: string[]) {
  if (account) await signInViaApi(page, account);
  for (const [index, path] of paths.entries()) await expectAccessible(page, path, index);
}

/** The first record's id of a list, read through the API as `account`. */
async function firstId(request: APIRequestContext, account: Account, path: string, pick: (body: any) => string) {
  const login = await request.post('/api/user/login', { data: { email: account.email, password: account.password } });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return pick(await response.json());
}

test('the signed-out screens', async ({ page }) => {
  await checkAll(page, null, [
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/reset-password?token=not-a-real-token',
  ]);
});

test("the admin's screens", async ({ page, request }) => {
  const userId = await firstId(request, DEMO.admin, '/api/employee/getEmployees?limit=1', (b) => b.result[0].userId);
  const departmentId = await firstId(request, DEMO.admin, '/api/department/getAllDep?limit=1', (b) => b.result[0]._id);
  const projectId = await firstId(request, DEMO.admin, '/api/projects/getAllProjects?limit=1', (b) => b.result[0]._id);
  await checkAll(page, DEMO.admin, [
    '/admin-dashboard/add-department',
    `/admin-dashboard/edit-department/${departmentId}`,
    `/admin-dashboard/view-employee/${userId}`,
    `/admin-dashboard/edit-employee/${userId}`,
    '/admin-dashboard/projects',
    '/admin-dashboard/add-project',
    `/admin-dashboard/edit-project/${projectId}`,
    '/admin-dashboard/attendance',
    '/admin-dashboard/attendanceReport',
    '/admin-dashboard/leave',
    '/admin-dashboard/pending-leaves',
    '/admin-dashboard/addLeave',
    '/admin-dashboard/salary',
    `/admin-dashboard/employee/salary/${userId}`,
    '/admin-dashboard/salary/addSalary',
    '/admin-dashboard/audit-trail',
    '/admin-dashboard/profile',
    '/admin-dashboard/leave-history',
    '/admin-dashboard/request-leave',
    '/admin-dashboard/salary-history',
  ]);
});

test("the manager's, the HR officer's and the plain user's screens", async ({ page, request }) => {
  const managerId = await firstId(request, DEMO.manager, '/api/user/verify', (b) => b.user._id);
  await checkAll(page, DEMO.manager, [
    '/manager-dashboard/summary',
    '/manager-dashboard/profile',
    `/manager-dashboard/edit-profile/${managerId}`,
    '/manager-dashboard/projects',
    '/manager-dashboard/employees',
    '/manager-dashboard/leave-balances',
    // Their own leave, payslips and attendance: the employee's screens in the manager's area.
    '/manager-dashboard/leave-history',
    '/manager-dashboard/add-leave',
    '/manager-dashboard/salary-history',
    '/manager-dashboard/my-attendance',
  ]);
  // The HR officer's screens are the admin's leave and salary screens in their own shell.
  await checkAll(page, DEMO.moderator, [
    '/moderator-dashboard/pending-leaves',
    '/moderator-dashboard/salary/addSalary',
    '/moderator-dashboard/announcements',
    '/moderator-dashboard/my-attendance',
  ]);
  await checkAll(page, DEMO.user, ['/user-dashboard', '/user-dashboard/profile']);
});

test("the employee's screens", async ({ page, request }) => {
  const pendingLeave = await firstId(request, DEMO.employee, '/api/user/verify', (b) => b.user._id).then((userId) =>
    firstId(
      request,
      DEMO.employee,
      `/api/leave/getLeave/${userId}`,
      (b) => b.leaves.find((leave: { status: string }) => leave.status === 'Pending')._id,
    ),
  );
  await checkAll(page, DEMO.employee, [
    '/employee-dashboard/summary',
    '/employee-dashboard/profile',
    '/employee-dashboard/leave-history',
    '/employee-dashboard/add-leave',
    `/employee-dashboard/edit-employee-leave/${pendingLeave}`,
    '/employee-dashboard/salary-history',
    '/employee-dashboard/tasks',
    '/employee-dashboard/my-attendance',
  ]);
});

test("the leave engine's screens: balances, leave types, the HR officer's balances", async ({ page }) => {
  await checkAll(page, DEMO.admin, ['/admin-dashboard/leave-balances', '/admin-dashboard/leave-types']);
  await checkAll(page, DEMO.moderator, ['/moderator-dashboard/leave-balances']);
});

test('the team calendar of every role, month and week', async ({ page }) => {
  await checkAll(page, DEMO.manager, [
    '/manager-dashboard/team-calendar',
    '/manager-dashboard/team-calendar?view=week',
  ]);
  await checkAll(page, DEMO.employee, ['/employee-dashboard/team-calendar']);
  await checkAll(page, DEMO.moderator, ['/moderator-dashboard/team-calendar']);
  await checkAll(page, DEMO.admin, ['/admin-dashboard/team-calendar']);
});
