import type { Cookie } from '@playwright/test';
import { DEMO, HOME, expect, signIn, signInViaApi, test, type DemoRole } from './fixtures.js';

const LANDING: Record<DemoRole, { heading: RegExp; sidebarTitle: string; links: string[] }> = {
  admin: {
    heading: /^Admin Dashboard Overview$/,
    sidebarTitle: 'Employee MS',
    links: [
      'Home',
      'Employees',
      'Managers',
      'Projects',
      'Departments',
      'Leaves',
      'Leave Balances',
      'Leave Types',
      'Team Calendar',
      'Salary',
      'Payroll',
      'Attendance',
      'Attendance Report',
      'Work Week & Holidays',
      'Announcements',
      'Accounts',
      'Audit Trail',
      'Outgoing Mail',
      // The demo admin has an employee record (EMP-0001): their own profile, leave and payslips.
      'My Profile',
      'My Leave',
      'My Payslips',
      'My Attendance',
    ],
  },
  manager: {
    heading: /^Welcome Back, /,
    sidebarTitle: 'Manager Panel',
    links: [
      'Dashboard',
      'Projects',
      'Employees',
      'Leave Requests',
      'Leave Balances',
      'Team Calendar',
      'Announcements',
      'My Profile',
      'My Leave',
      'My Payslips',
      'My Attendance',
    ],
  },
  employee: {
    heading: /^Welcome Back, /,
    sidebarTitle: 'Employee MS',
    links: [
      'Dashboard',
      'Profile',
      'Tasks',
      'Leaves',
      'Team Calendar',
      'Leave Requests',
      'Salary',
      'Attendance',
      'Announcements',
    ],
  },
  // The demo HR officer has an employee record: their own profile, leave and payslips too.
  moderator: {
    heading: /^Manage Leaves$/,
    sidebarTitle: 'Employee MS',
    links: [
      'Leaves',
      'Leave Balances',
      'Team Calendar',
      'Salary',
      'Payroll',
      'Announcements',
      'My Profile',
      'My Leave',
      'My Payslips',
      'My Attendance',
    ],
  },
  user: { heading: /^My Profile$/, sidebarTitle: 'Employee MS', links: ['Profile'] },
};

test.describe('signing in', () => {
  for (const role of Object.keys(DEMO) as DemoRole[]) {
    test(`the ${role} signs in and lands on their own dashboard`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      const landing = LANDING[role];

      await expect(page).toHaveURL(HOME[role]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.heading);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar.getByText(landing.sidebarTitle, { exact: true })).toBeVisible();
      await expect(sidebar.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(landing.links);
      await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
      await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('banner').getByText(/^Welcome \S/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    });
  }

  test('a wrong password shows the invalid-credentials message, and the console no error', async ({ page }) => {
    // The console guard fails the test on any error logged: the signed-out session check and the
    // refused sign-in both answer 200 (success false), so Chromium logs no failed request.
    await page.goto('/login');
    await expect(page).toHaveTitle('EMS Panel');
    await expect(page.getByRole('heading', { name: 'Welcome Back to the Employee Management System' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password1');
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
    await expect(page).toHaveURL('/login');
  });

  test('an empty or malformed form is refused on the page, before any request', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/sign-in')) posted += 1;
    });
    await page.goto('/login');
    // The rules (zod) load on demand, with the first focus in the form or the first check.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    expect(posted).toBe(0);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret@123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('the login screen on its own', () => {
  test('a cold visit draws the form without the app: no router, no query client, no dialog library', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    // The app's chunk (router and query client) and the dialog (Radix) come when the user starts.
    expect(scripts.filter((path) => /\/assets\/(app|success-dialog)-/.test(path))).toEqual([]);

    await page.getByLabel('Email').focus();
    await expect.poll(() => scripts.some((path) => /\/assets\/app-/.test(path))).toBe(true);
  });

  test('a signed-in visitor who opens it is sent to their dashboard', async ({ page }) => {
    await signInViaApi(page, DEMO.manager);
    await page.goto('/login');
    await expect(page).toHaveURL(HOME.manager);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome Back, /);
  });

  test('its links open the other signed-out screens, and the way back works', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('reloaded after a guard sent the visitor there, it still returns them where they were going', async ({
    page,
  }) => {
    await page.goto('/admin-dashboard/departments');
    await expect(page).toHaveURL('/login');
    await page.reload();
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/admin-dashboard/departments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Departments');
  });
});

test("when the app's code cannot be fetched, the page says so and offers a reload", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/\/assets\/app-/);
  await signInViaApi(page, DEMO.admin);
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();

  await page.unroute(/\/assets\/app-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard Overview');
});

test.describe('guards', () => {
  test('a signed-out visitor is sent to the login screen, then back where they were going', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');

    await page.goto('/admin-dashboard/departments');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL('/admin-dashboard/departments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Departments');
    await expect(page.getByRole('link', { name: 'Add New Department' })).toBeVisible();
  });

  test("opening another role's area redirects to the user's own dashboard", async ({ page }) => {
    await signInViaApi(page, DEMO.employee);
    for (const path of ['/', '/admin-dashboard', '/manager-dashboard/projects', '/user-dashboard/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(HOME.employee);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome Back, /);
    }
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to login' })).toBeVisible();
  });
});

test('logout returns to the login screen and protected pages redirect afterwards', async ({ page }) => {
  await signIn(page, DEMO.manager, { remember: true });
  await expect(page).toHaveURL(HOME.manager);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL('/login');
  const stored = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('user'),
    sessionStorage.getItem('token'),
    sessionStorage.getItem('user'),
  ]);
  expect(stored).toEqual([null, null, null, null]);
  for (const path of ['/manager-dashboard', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});

/** What survives closing the browser: persistent cookies and localStorage; no session cookies. */
const persistentOnly = (cookies: Cookie[]) => cookies.filter((cookie) => cookie.expires > 0);

test.describe('Remember me', () => {
  test('a remembered sign-in survives a browser restart', async ({ page, browser, consoleGuard }) => {
    await signIn(page, DEMO.employee, { remember: true });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const state = await page.context().storageState();

    const restarted = await browser.newContext({ storageState: { ...state, cookies: persistentOnly(state.cookies) } });
    const again = await restarted.newPage();
    consoleGuard.watch(again);
    await again.goto('/employee-dashboard');
    await expect(again).toHaveURL(HOME.employee);
    await expect(again.getByRole('heading', { level: 1 })).toHaveText(/^Welcome Back, /);
    await restarted.close();
  });

  test('without Remember me a browser restart signs the user out', async ({ page, browser, consoleGuard }) => {
    await signIn(page, DEMO.employee, { remember: false });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    // Still signed in while the browser stays open.
    await page.reload();
    await expect(page).toHaveURL(HOME.employee);

    const state = await page.context().storageState();
    const restarted = await browser.newContext({ storageState: { ...state, cookies: persistentOnly(state.cookies) } });
    const again = await restarted.newPage();
    consoleGuard.watch(again);
    await again.goto('/employee-dashboard');
    await expect(again).toHaveURL('/login');
    await restarted.close();
  });
});
