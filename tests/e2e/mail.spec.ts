import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';

test('an employee turns mail off in Settings; the admin follows the reset mail in Outgoing Mail', async ({ page }) => {
  await signInViaApi(page, DEMO.employee);
  await page.goto('/settings');
  const mail = page.getByRole('checkbox', { name: 'Email me about leave and announcements' });
  await expect(mail).toBeChecked();
  await mail.uncheck();
  await expect(page.getByText('You will no longer get mail about leave and announcements.')).toBeVisible();
  await page.reload();
  await expect(mail).not.toBeChecked();
  await mail.check();
  await expect(page.getByText('You will get mail about leave and announcements.')).toBeVisible();

  // A reset link is mailed whatever the setting; it goes through the queue the admin watches.
  await page.request.post('/api/user/forgot-password', { data: { email: DEMO.employee.email } });
  await switchTo(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: 'Outgoing Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Outgoing Mail' })).toBeVisible();
  // The journeys' server has no mail server (no SMTP_URL): 'sent' mail was only written to the log.
  await expect(page.getByRole('status').filter({ hasText: 'No mail server is set (SMTP_URL)' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: /^Logged/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: DEMO.employee.email }).filter({ hasText: 'Reset your' });
  await expect(row.first()).toContainText('Written to the log');
  await expect(row.first()).not.toContainText('Sent');
  await page.screenshot({ path: test.info().outputPath('outgoing-mail-logged.png') });
  await expect(page.getByRole('button', { name: 'Retry all failed' })).toBeDisabled();
});
