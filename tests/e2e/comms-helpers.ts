import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect as baseExpect, signInViaApi, test as base, type Account } from './fixtures.js';

/** This machine is shared and often busy: live updates get a little longer than the default. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A demo staff member of Engineering (seed roster), who must not receive Nadia's announcements. */
export const STAFF: Account = { email: 'tanvir.chowdhury@ems.test', password: 'Employee@12345' };

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** API calls with one account's bearer token, through Playwright's `request` fixture. */
export async function apiAs(request: APIRequestContext, account: Account) {
  const login = await request.post('/api/user/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) => {
    const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    user,
    get: (path: string) => call('get', path),
    post: (path: string, data: unknown = {}) => call('post', path, data),
    put: (path: string, data: unknown = {}) => call('put', path, data),
    delete: (path: string) => call('delete', path),
  };
}

/**
 * `openAs(account, path)`: a second, separate browser (own cookies), signed in and open on
 * `path`, watched for console errors and closed when the test ends.
 */
export const test = base.extend<{ openAs: (account: Account, path: string) => Promise<Page> }>({
  openAs: async ({ browser, consoleGuard }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account, path) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      consoleGuard.watch(page);
      await signInViaApi(page, account);
      await gotoWithBell(page, path);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * Opens a screen and waits until the bell shows its notifications: the answer has arrived and the
 * bell announces its unread count (reading the bell between the two saw 0 and failed a journey).
 */
export async function gotoWithBell(page: Page, path: string) {
  const bellLoaded = page.waitForResponse((response) => response.url().includes('/api/notifications?limit='));
  await page.goto(path);
  const { unread } = (await (await bellLoaded).json()) as { unread: number };
  await expectUnread(page, unread);
}

export const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The unread count the bell announces ('Notifications, 3 unread'). */
export async function unreadCount(page: Page): Promise<number> {
  const label = await bellOf(page).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
}

export async function expectUnread(page: Page, count: number) {
  await expect(bellOf(page)).toHaveAccessibleName(count ? `Notifications, ${count} unread` : 'Notifications');
}
