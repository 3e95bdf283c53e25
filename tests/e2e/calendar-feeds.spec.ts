import { DEMO, expect, signInViaApi, test } from './fixtures.js';

test('an employee subscribes to their team’s absences from the Team Calendar, gets the address once, and revokes it', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.employee);
  await page.goto('/employee-dashboard/team-calendar');
  await page.getByRole('link', { name: 'Subscribe in your calendar app' }).click();
  await expect(page).toHaveURL(/\/settings#settings-feeds$/);
  const section = page.getByRole('region', { name: 'Calendar feeds' });
  await expect(section).toBeInViewport();
  await section.getByRole('button', { name: 'New feed: My team’s absences' }).click();
  const address = section.getByLabel('Feed address');
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/[\w-]+\/calendar\.ics$/);
  const url = await address.inputValue();

  // A calendar app reads it without a session: iCalendar, with no leave type in an employee's view.
  const feed = await page.request.get(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).not.toMatch(/Casual Leave|Sick Leave|Annual Leave/);

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(address).toHaveCount(0);
  const row = section.getByRole('listitem').filter({ hasText: 'My team’s absences' });
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke this feed?' }).getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Feed revoked' })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
