import { seriousViolations } from './axe.js';
import { DEMO, expect, signInViaApi, test } from './fixtures.js';

test.describe('accessibility', () => {
  test('the login page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard and settings have no serious or critical axe violations, light or dark', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard Overview');
    // Measured once the figures and charts have arrived.
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(page.locator('.recharts-wrapper')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/settings');
    await expect(page.getByRole('list', { name: 'Signed-in sessions' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('on a phone the sidebar opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Departments' }).click();
  await expect(page).toHaveURL('/admin-dashboard/departments');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Departments');
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
