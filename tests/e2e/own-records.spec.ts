import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { apiAs, bellOf } from './comms-helpers.js';
import { DEMO, expect, signInViaApi, test, workdayFromToday } from './fixtures.js';

/*
 * Everyone with an employee record is also an employee (issue 29): the demo manager, Imran
 * Hossain, asks for their own leave and downloads their own payslip from their own sidebar — the
 * employee's screens, in the manager's area. SHOTS=dir keeps the screenshots, desktop and phone.
 */
const SHOTS = process.env.SHOTS;
const run = promisify(execFile);

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Follows one of the sidebar's links; on a phone, through the menu drawer. */
async function follow(page: Page, label: string, phone = false) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: label, exact: true }).click();
  }
}

test('a manager requests their own leave and downloads their own payslip, from their own sidebar', async ({
  page,
  request,
}) => {
  // Its own span of days (700–719): no other journey gives Imran a leave there.
  const day = workdayFromToday(700 + Math.floor(Math.random() * 20));
  const reason = `Own leave ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.manager);
  await page.goto('/manager-dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  for (const label of ['My Profile', 'My Leave', 'My Payslips', 'My Attendance']) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }

  // My Leave: the balances and the history, then the request form.
  await follow(page, 'My Leave');
  await expect(page).toHaveURL('/manager-dashboard/leave-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave History');
  await expect(page.getByRole('heading', { name: /^Leave balances/ })).toBeVisible();
  await expect(page.getByText(/Annual Leave/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Add Leave' }).click();
  await expect(page).toHaveURL('/manager-dashboard/add-leave');
  await page.getByLabel('Leave Type').selectOption('Annual Leave');
  await page.getByLabel('From Date').fill(day);
  await page.getByLabel('To Date').fill(day);
  await expect(page.getByTestId('leave-arithmetic')).toContainText('1 working day');
  await page.getByLabel('Description').fill(reason);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL('/manager-dashboard/leave-history');
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Pending');
  // It waits for HR, never for the manager who asked.
  await row.getByRole('button', { name: /^Approval of / }).click();
  const approval = page.getByRole('dialog', { name: /^Approval of / });
  await expect(approval).toContainText('HR');
  await approval.getByRole('button', { name: 'Close' }).click();
  await shoot(page, 'manager-my-leave-desktop');

  // HR approves it; the manager's bell opens their own leave history, not the dashboard.
  const hr = await apiAs(request, DEMO.moderator);
  const mine = (await hr.get(`/api/leave/getLeave/${(await apiAs(request, DEMO.manager)).user._id}`)) as {
    leaves: { _id: string; reason: string }[];
  };
  const leaveId = mine.leaves.find((leave) => leave.reason === reason)!._id;
  await hr.put(`/api/leave/approveLeave/${leaveId}`);
  await page.goto('/manager-dashboard');
  await expect(bellOf(page)).toHaveAccessibleName(/unread/);
  await bellOf(page).click();
  await page
    .getByRole('dialog', { name: /Notifications/ })
    .getByRole('button', { name: /Your leave was approved/ })
    .filter({ hasText: day })
    .first()
    .click();
  await expect(page).toHaveURL('/manager-dashboard/leave-history');
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('Approved');

  // My Payslips: this year's figures, and the newest payslip as a PDF with the manager's name.
  await follow(page, 'My Payslips');
  await expect(page).toHaveURL('/manager-dashboard/salary-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salaries');
  await expect(page.getByRole('heading', { name: new RegExp(`^${new Date().getFullYear()} so far`) })).toBeVisible();
  const link = page.getByRole('link', { name: /^Download payslip of Imran Hossain for / }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Payslip_\d{4}-\d{2}_[^_]+_Imran-Hossain\.pdf$/);
  const path = await download.path();
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await run('pdftotext', ['-layout', path, '-'])).stdout).toContain('Imran Hossain');
  await shoot(page, 'manager-my-payslips-desktop');

  await follow(page, 'My Attendance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Attendance');
  await expect(page.getByRole('list', { name: 'Days by status' })).toContainText('Present');
  await shoot(page, 'manager-my-attendance-desktop');

  // On a phone the same links are in the menu drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'My Payslips', exact: true })).toBeVisible();
  await shoot(page, 'manager-menu-phone');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await follow(page, 'My Leave', true);
  await expect(page).toHaveURL('/manager-dashboard/leave-history');
  await expect(page.getByRole('row').filter({ hasText: reason })).toBeVisible();
  await shoot(page, 'manager-my-leave-phone');
  await follow(page, 'My Payslips', true);
  await expect(page).toHaveURL('/manager-dashboard/salary-history');
  await expect(page.getByRole('link', { name: /^Download payslip of Imran Hossain for / }).first()).toBeVisible();
  await shoot(page, 'manager-my-payslips-phone');
});

test('a manager withdraws their own pending request', async ({ page }) => {
  const day = workdayFromToday(720 + Math.floor(Math.random() * 8));
  const reason = `Withdrawn own leave ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.manager);
  await page.goto('/manager-dashboard/add-leave');
  await page.getByLabel('Leave Type').selectOption('Casual Leave');
  await page.getByLabel('From Date').fill(day);
  await page.getByLabel('To Date').fill(day);
  await page.getByLabel('Description').fill(reason);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const row = page.getByRole('row').filter({ hasText: reason });
  await row.getByRole('button', { name: /^Withdraw/ }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw this request?' })
    .getByRole('button', { name: 'Yes, withdraw it' })
    .click();
  await expect(row).toContainText('Withdrawn');
});

test('the admin, who has an employee record, asks for their own leave, which waits for someone else', async ({
  page,
}) => {
  const day = workdayFromToday(700 + Math.floor(Math.random() * 20));
  const reason = `Admin's own leave ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  await follow(page, 'My Leave');
  await expect(page).toHaveURL('/admin-dashboard/leave-history');
  await page.getByRole('link', { name: 'Add Leave' }).click();
  await expect(page).toHaveURL('/admin-dashboard/request-leave');
  await page.getByLabel('Leave Type').selectOption('Casual Leave');
  await page.getByLabel('From Date').fill(day);
  await page.getByLabel('To Date').fill(day);
  await page.getByLabel('Description').fill(reason);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL('/admin-dashboard/leave-history');
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('Pending');

  // Among HR's pending requests, but not the admin's to decide: no Approve or Reject on it.
  await page.goto('/admin-dashboard/pending-leaves');
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Approve|Reject)/ })).toHaveCount(0);

  await follow(page, 'My Profile');
  await expect(page).toHaveURL('/admin-dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  await expect(page.getByRole('heading', { name: 'Ayesha Rahman' })).toBeVisible();
  await shoot(page, 'admin-my-profile-desktop');
  await follow(page, 'My Payslips');
  await expect(page).toHaveURL('/admin-dashboard/salary-history');
  await expect(page.getByRole('link', { name: /^Download payslip of Ayesha Rahman for / }).first()).toBeVisible();
  await follow(page, 'My Leave');
  await page
    .getByRole('row')
    .filter({ hasText: reason })
    .getByRole('button', { name: /^Withdraw/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Withdraw this request?' })
    .getByRole('button', { name: 'Yes, withdraw it' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('Withdrawn');
});
