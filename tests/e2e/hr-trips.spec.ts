import type { Page } from '@playwright/test';
import { DEMO, dayFromToday, expect, signInViaApi, test } from './fixtures.js';

/*
 * What a new HR user tripped on (issue 29, item 6): each screen as it is now, desktop and phone,
 * with screenshots kept in the test's output folder.
 */

const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

/** The last day before today (in the organisation's zone, Asia/Dhaka) that falls on `weekday` (0 = Sunday). */
function lastDayOn(weekday: number): string {
  for (let back = 1; ; back += 1) {
    const day = dayFromToday(-back);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === weekday) return day;
  }
}

test('attendance says that a weekend day of the organisation’s work week is one', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  // The demo's Asia/Dhaka week: Friday and Saturday off.
  await page.goto(`/admin-dashboard/attendance?day=${lastDayOn(5)}`);
  const note = page.getByRole('status').filter({ hasText: 'A weekend day' });
  await expect(note).toContainText(
    'Friday is a weekend day of the organisation’s work week (Friday and Saturday off).',
  );
  await shoot(page, 'attendance-weekend');
  await page.goto(`/admin-dashboard/attendance?day=${lastDayOn(2)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tuesday');
  await expect(page.getByRole('status').filter({ hasText: 'A weekend day' })).toHaveCount(0);
});
