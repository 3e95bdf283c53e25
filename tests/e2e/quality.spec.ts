import { readdirSync } from 'node:fs';
import { axeViolations } from './axe.js';
import type { Response } from '@playwright/test';
import { apiAs, bellOf, STAFF, unique } from './comms-helpers.js';
import { DEMO, type DemoRole, expect, HOME, signInViaApi, test, workdayFromToday } from './fixtures.js';

test.describe('accessibility', () => {
  test('the login page has no WCAG 2.2 AA axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the dashboard and settings have no WCAG 2.2 AA axe violations, light or dark', async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard Overview');
    // Measured once the figures and charts have arrived.
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(page.locator('main [role="img"] svg')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/settings');
    await expect(page.getByRole('list', { name: 'Signed-in sessions' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('on a phone the sidebar opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  // Escape closes it and puts focus back on the menu button.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Departments' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Departments' }).click();
  await expect(page).toHaveURL('/admin-dashboard/departments');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Departments');
});

test('the dialog library loads with the first dialog opened, not with a signed-in screen', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  // Radix marks the edges of an open dialog with focus guards: the attribute is in its code alone.
  const dialogLibraryLoaded = async () =>
    (await Promise.all(scripts.map((script) => script.text()))).some((code) => code.includes('data-radix-focus-guard'));

  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard Overview');
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  expect(await dialogLibraryLoaded()).toBe(false);

  const panel = page.getByRole('dialog', { name: /^Notifications/ });
  await bellOf(page).click();
  await expect(panel).toBeVisible();
  expect(await dialogLibraryLoaded()).toBe(true);
  // The bell closes what it opened, and keeps the focus.
  await bellOf(page).click();
  await expect(panel).toBeHidden();
  await expect(bellOf(page)).toBeFocused();
  await expect(bellOf(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the keyboard reaches the login form in order', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('the app arrives compressed: Brotli where the browser offers it, gzip otherwise', async ({ page }) => {
  const assets: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) {
      assets.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  // Chromium offers br. (Files under 1 kB are not worth compressing and may come plain.)
  const entryScript = assets.find((asset) => /\/assets\/index-[^/]+\.js$/.test(asset.url));
  const styles = assets.find((asset) => asset.url.endsWith('.css'));
  expect(entryScript?.encoding).toBe('br');
  expect(styles?.encoding).toBe('br');
  const entry = await page.request.get(entryScript!.url, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(entry.headers()['content-encoding']).toBe('gzip');
  expect(entry.headers()['vary']).toContain('accept-encoding');
});

test("each role's first screen comes in a handful of files of code, not dozens", async ({ browser, consoleGuard }) => {
  // On a phone's network every file is a round trip, six at a time (docs/performance.md, issue 28).
  for (const role of ['admin', 'manager', 'employee', 'moderator', 'user'] as DemoRole[]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    consoleGuard.watch(page);
    await signInViaApi(page, DEMO[role]);
    const files: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css)$/.test(path)) files.push(path);
    });
    await page.goto(HOME[role]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    expect(files.length, `${role}: ${files.join(', ')}`).toBeLessThanOrEqual(10);
    await context.close();
  }
});

test('the build leaves no source map where a web server would publish it', () => {
  const maps = (folder: string) =>
    readdirSync(folder, { recursive: true })
      .map(String)
      .filter((name) => /\.map(\.br|\.gz)?$/.test(name));
  // dist/web may be published by any web server (a CDN, nginx): none there.
  expect(maps('dist/web')).toEqual([]);
  // They are kept beside it for debugging a build.
  expect(maps('dist/sourcemaps').some((name) => /\/index-[^/]+\.js\.map$/.test(name))).toBe(true);
});

test('keyboard focus stays where the person was when a dialog closes or the row goes away', async ({
  page,
  request,
}) => {
  // Two pending leaves of one employee, far enough ahead not to meet another journey's.
  const employee = await apiAs(request, STAFF);
  const note = unique('Focus check');
  for (const days of [400, 407]) {
    const day = workdayFromToday(days);
    await employee.post('/api/leave/addLeave', {
      leaveType: 'Casual Leave',
      startDate: day,
      endDate: day,
      reason: note,
    });
  }

  await signInViaApi(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/pending-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Tanvir');
  const rows = page.getByRole('row').filter({ hasText: note });
  await expect(rows).toHaveCount(2);

  // Escape on the confirmation returns focus to the button that opened it.
  const firstReject = rows.first().getByRole('button', { name: /Reject/ });
  await firstReject.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(firstReject).toBeFocused();

  // Rejecting removes the row: focus goes to the same button of the next row, not to <body>.
  await page.keyboard.press('Enter');
  await confirm.getByLabel('Reason (the employee will read it)').focus();
  await page.keyboard.type('Quarter close');
  await confirm.getByRole('button', { name: 'Yes, reject it!' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('button', { name: /Reject/ })).toBeFocused();

  // Approving from the keyboard: the row goes, focus stays in the page's content.
  await page.keyboard.press('Shift+Tab');
  await expect(rows.first().getByRole('button', { name: /Approve/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Approve this leave?' })
    .getByRole('button', { name: 'Yes, approve it!' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(0);
  await expect(page.locator('main :focus, main:focus')).toHaveCount(1);
});
