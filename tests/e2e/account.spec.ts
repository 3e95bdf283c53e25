import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createAccount, expect, signIn, signInViaApi, test } from './fixtures.js';

// The log of this run's server (start-server.mjs names it by port: shards run side by side).
const SERVER_LOG = fileURLToPath(
  new URL(`../../test-results/e2e-server-${process.env.E2E_PORT ?? 3100}.log`, import.meta.url),
);

/** The reset link the server logged (no SMTP in tests) for the newest mail to this address. */
async function resetLinkFor(email: string): Promise<string | undefined> {
  const lines = (await readFile(SERVER_LOG, 'utf8')).split('\n');
  for (const line of lines.reverse()) {
    if (!line.includes(email)) continue;
    try {
      const entry = JSON.parse(line) as { mail?: { to?: string; text?: string } };
      const link =
        entry.mail?.to === email ? /https?:\/\/\S+\/reset-password\?token=\S+/.exec(entry.mail.text ?? '') : null;
      if (link) return link[0];
    } catch {
      // Not a JSON log line.
    }
  }
  return undefined;
}

test('forgot password → reset link → sign in with the new password', async ({ page, consoleGuard }) => {
  // The second use of the link is refused on purpose (400); the old password answers 200, success false.
  consoleGuard.allow(/\/api\/user\/reset-password$/);
  const account = await createAccount(page, 'reset');
  const newPassword = 'Fresh@54321';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, a reset link has been sent.')).toBeVisible();

  let link: string | undefined;
  await expect.poll(async () => (link = await resetLinkFor(account.email)), { timeout: 10_000 }).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Another@54321');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another@54321');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');

  await signIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL('/user-dashboard/profile');
});

test('a visitor signs up and, after signing in, lands on their profile', async ({ page }) => {
  const unique = Date.now().toString(36);
  const email = `signup-${unique}@example.com`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByText('Min 8 characters, with uppercase, lowercase, and numbers')).toBeVisible();
  await page.getByLabel('Name').fill('Rafi Chowdhury');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Password must be at least 8 characters with upper/lowercase and numbers.'),
  ).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Strong@2468');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText(
      'Thanks! We have sent a message to your email. If this email was new here, your account is ready: please sign in.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await signIn(page, { email, password: 'Strong@2468' });
  await expect(page).toHaveURL('/user-dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  await expect(page.getByRole('banner')).toContainText('Welcome Rafi Chowdhury');
});

test.describe('settings', () => {
  test('changing the password signs out the other sessions', async ({ page, browser, consoleGuard }) => {
    consoleGuard.allow(/\/api\/user\/sessions$/);
    // The other browser's live stream ends with its session and, reconnecting, is refused (401).
    consoleGuard.allow(/\/api\/notifications\/stream/);
    const account = await createAccount(page, 'settings');
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    consoleGuard.watch(other);
    await signIn(other, account);
    await expect(other).toHaveURL('/user-dashboard/profile');

    await signIn(page, account);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    const sessions = page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);

    const passwordForm = page.getByRole('region', { name: 'Change password' });
    await passwordForm.getByLabel('Current password', { exact: true }).fill(account.password);
    await passwordForm.getByLabel('New password', { exact: true }).fill('Changed@13579');
    await passwordForm.getByLabel('Confirm new password', { exact: true }).fill('Changed@13579');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Other sessions have been signed out.')).toBeVisible();
    await expect(sessions).toHaveCount(1);

    await other.reload();
    await expect(other).toHaveURL('/login');
    await page.reload();
    await expect(page).toHaveURL('/settings');
    await elsewhere.close();
  });

  test('the sign-in email changes in Settings with the current password; the other session ends', async ({
    page,
    browser,
    consoleGuard,
  }) => {
    consoleGuard.allow(/\/api\/user\/change-email$/); // the wrong password is refused (400) on purpose
    // The other browser's live stream ends with its session and, reconnecting, is refused (401).
    consoleGuard.allow(/\/api\/notifications\/stream/);
    const account = await createAccount(page, 'email');
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signIn(other, account);
    await signIn(page, account);
    await page.goto('/settings');
    const emailForm = page.getByRole('region', { name: 'Change email' });
    await expect(emailForm).toContainText(`You sign in as ${account.email}.`);
    const moved = `moved-${Date.now().toString(36)}@example.com`;
    await emailForm.getByLabel('New email').fill(moved);
    await emailForm.getByLabel('Current password', { exact: true }).fill('Not-my-pass1');
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await expect(emailForm.getByText('The current password is incorrect.')).toBeVisible();
    await emailForm.getByLabel('Current password', { exact: true }).fill(account.password);
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText('Email changed. Other sessions have been signed out.')).toBeVisible();
    await expect(emailForm).toContainText(`You sign in as ${moved}.`);
    await other.reload();
    await expect(other).toHaveURL('/login');
    await signIn(other, { email: moved, password: account.password });
    await expect(other).toHaveURL('/user-dashboard/profile');
    await elsewhere.close();
  });

  test('a session can be revoked from the list', async ({ page, browser }) => {
    const account = await createAccount(page, 'revoke');
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signInViaApi(other, account);

    await signInViaApi(page, account);
    await page.goto('/settings');
    const sessions = page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await sessions
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Revoke/ })
      .click();
    await expect(page.getByText('Session signed out.')).toBeVisible();
    await expect(sessions).toHaveCount(1);

    await other.goto('/user-dashboard/profile');
    await expect(other).toHaveURL('/login');
    await elsewhere.close();
  });

  test('the dark theme is applied and remembered', async ({ page }) => {
    await signInViaApi(page, await createAccount(page, 'theme'));
    await page.goto('/settings');
    await page.getByLabel('Dark').check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByLabel('Light').check();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});
