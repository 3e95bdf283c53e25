import type { Page } from '@playwright/test';
import { DEMO, dayFromToday, expect, signInViaApi, test } from './fixtures.js';

const ORG_ZONE = 'Asia/Dhaka';
/** A zone's today as YYYY-MM-DD. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

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

test('the team calendar marks the organisation’s today, not the browser’s, and shows a whole month at 1400 px', async ({
  browser,
  consoleGuard,
}) => {
  // A browser whose clock is on another day than the organisation's (Asia/Dhaka) right now.
  const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => todayIn(z) !== todayIn(ORG_ZONE))!;
  const context = await browser.newContext({ timezoneId: zone, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  consoleGuard.watch(page);
  await signInViaApi(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/team-calendar');
  const orgToday = todayIn(ORG_ZONE);
  const marked = page.locator('th[aria-current="date"]').first();
  await expect(marked).toContainText(new RegExp(`\\b${Number(orgToday.slice(8))}\\b`));
  await expect(page.locator('th[aria-current="date"]').first()).toBeVisible();

  // December has 31 days: the last one is in view beside the sidebar, without scrolling.
  await page.goto('/moderator-dashboard/team-calendar?day=2026-12-15');
  const region = page.getByRole('region', { name: /: who is out$/ }).first();
  const last = region.getByRole('columnheader', { name: /December 31/ });
  await expect(last).toBeVisible();
  const [box, lastBox] = [await region.boundingBox(), await last.boundingBox()];
  expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('team-calendar-1400.png') });
  await context.close();
});

test('the phone leave list shows who, the type, the days and the status beside the buttons', async ({ page }) => {
  await signInViaApi(page, DEMO.moderator);
  await page.setViewportSize(PHONE);
  await page.goto('/moderator-dashboard/leave');
  const row = page.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  // The summary under the ID: a name, a type with its days, and a status.
  await expect(row.getByText(/ · \d+(\.5)? (working )?days?/)).toBeVisible();
  await expect(row.getByText(/^(Pending|Approved|Rejected|Withdrawn|Cancelled)$/).first()).toBeVisible();
  await expect(row.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Leave Type' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('leave-list-phone.png'), fullPage: true });
});

test('the audit trail names things instead of ids, and shows no “— → —”', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  const name = `Trail Leave ${Date.now() % 100_000}`;
  const added = await page.request.post('/api/leave-types', {
    data: { name, entitlement: 5, approval: 'manager_hr', paid: false },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/admin-dashboard/audit-trail?subject=leave_type');
  const row = page.getByRole('row').filter({ hasText: name }).first();
  await expect(row).toContainText('Leave type added');
  await expect(row).toContainText('Who approves: The employee’s manager, then HR');
  await expect(row).toContainText('Paid: No');
  // The change itself (the third cell) names no id.
  await expect(row.getByRole('cell').nth(2)).not.toContainText(/_id|[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(page.getByRole('table')).not.toContainText('— → —');
  await shoot(page, 'audit-trail');
});

test('an HR officer filters Leave Balances by department and previews the leave year', async ({ page }) => {
  await signInViaApi(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/leave-balances');
  await page.getByLabel('Department').selectOption({ label: 'Engineering' });
  await expect(page).toHaveURL(/department=/);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Engineering');
  await expect(page.getByRole('cell', { name: 'Human Resources', exact: true })).toHaveCount(0);
  const year = page.getByRole('region', { name: 'Leave year' });
  await expect(year.getByRole('button', { name: 'Bring balances up to date' })).toHaveCount(0);
  await year.getByRole('button', { name: 'Preview' }).click();
  await expect(year.getByText(/^(A run as of .* would write:|Nothing is due as of .*)/)).toBeVisible();
  await shoot(page, 'leave-balances-hr');
});
