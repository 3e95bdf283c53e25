import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export type DemoRole = 'admin' | 'manager' | 'employee' | 'moderator' | 'user';

export interface Account {
  email: string;
  password: string;
}

/** The fixed demo sign-ins (issue 2, README). */
export const DEMO: Record<DemoRole, Account> = {
  admin: { email: 'admin@ems.test', password: 'Admin@12345' },
  manager: { email: 'manager@ems.test', password: 'Manager@12345' },
  employee: { email: 'employee@ems.test', password: 'Employee@12345' },
  moderator: { email: 'moderator@ems.test', password: 'Moderator@12345' },
  user: { email: 'user@ems.test', password: 'User@12345' },
};

export const HOME: Record<DemoRole, string> = {
  admin: '/admin-dashboard',
  manager: '/manager-dashboard',
  employee: '/employee-dashboard',
  moderator: '/moderator-dashboard/leave',
  user: '/user-dashboard/profile',
};

interface ConsoleGuard {
  /** Attach to a page made outside the `page` fixture (a second browser context). */
  watch(page: Page): void;
  /** Expect a console error matching this pattern in this test (message or resource URL). */
  allow(pattern: RegExp): void;
}

/**
 * Everything the browser logs as an error fails the test, a signed-out page load included: its
 * session check (/api/user/session) answers 200 with no user, so Chromium logs no failed request.
 */
const ALWAYS_ALLOWED: RegExp[] = [];

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const seen: string[] = [];
      const allowed = [...ALWAYS_ALLOWED];
      const guard: ConsoleGuard = {
        watch(page) {
          page.on('console', (message) => {
            if (message.type() !== 'error') return;
            const where = message.location().url;
            const text = message.text();
            if (!allowed.some((pattern) => pattern.test(text) || pattern.test(where))) {
              seen.push(`${text} (${where})`);
            }
          });
          page.on('pageerror', (error) => seen.push(`Uncaught: ${error.message}`));
        },
        allow(pattern) {
          allowed.push(pattern);
        },
      };
      await use(guard);
      expect(seen, 'unexpected console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, consoleGuard }, use) => {
    consoleGuard.watch(page);
    await use(page);
  },
});

/** Fills the login form and waits for the success dialog to hand over to the dashboard. */
export async function signIn(page: Page, account: Account, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Remember me').setChecked(options.remember ?? false);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Logged in successfully' })).toBeVisible();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Holds the session check (/api/user/session) until the returned release is called: a request that
 * waits for it, or for a screen's first render (which waits for it too), cannot start meanwhile.
 */
export async function holdSessionCheck(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/session', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Signs in through the API (sets the session cookie in the page's context); faster setup. */
export async function signInViaApi(page: Page, account: Account) {
  const response = await page.request.post('/api/user/login', {
    data: { email: account.email, password: account.password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A fresh `user` account, so journeys that change passwords leave the demo accounts alone. */
export async function createAccount(page: Page, label: string): Promise<Account & { name: string }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const account = { name: `E2E ${label}`, email: `${label}-${unique}@example.com`, password: 'Start@12345' };
  const response = await page.request.post('/api/user/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * A day `days` after today (UTC) as YYYY-MM-DD. Leaves and payslips must fall within dates an HR
 * department would recognise (README, "Limits"), so journeys pick days relative to today.
 */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day on or after `days` from today that falls on one of `weekdays` (0 = Sunday). */
export function dayFromTodayOn(days: number, weekdays: readonly number[]): string {
  for (let offset = days; ; offset += 1) {
    const day = dayFromToday(offset);
    if (weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) return day;
  }
}

/**
 * The first Monday-to-Thursday on or after `days` from today: a working day in every usual work
 * week (the demo's Asia/Dhaka keeps Friday and Saturday off), so a one-day leave takes a day from
 * the balance and is not refused as 'all weekend'.
 */
export function workdayFromToday(days: number): string {
  return dayFromTodayOn(days, [1, 2, 3, 4]);
}

/** Signs in as another account, leaving the current screen first so its background refetches never run under the next one. */
export async function switchTo(page: Page, account: Account) {
  await page.goto('about:blank');
  await signInViaApi(page, account);
}

/** How the lists show a day: 'Mar 13, 2031'. */
export function shortDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The last day of the month `monthsBack` months before this one, and its label in the salary lists ('Jan 2031'). */
export function pastPayMonth(monthsBack: number): { day: string; label: string } {
  const now = new Date();
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack + 1, 0));
  return {
    day: end.toISOString().slice(0, 10),
    label: end.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  };
}
