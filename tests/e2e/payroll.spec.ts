import type { Page } from '@playwright/test';
import { bellOf } from './comms-helpers.js';
import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';

/** This month ('2026-11') and its name ('November 2026'): the demo has paid every month before it. */
const month = new Date().toISOString().slice(0, 7);
const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The totals card's figure under `label` ('Net total'). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test("the HR officer runs this month's payroll for Engineering; the employee is told and finds the payslip", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/\/api\/payroll\/runs$/); // the second draft, with nobody left to pay, is refused (409) on purpose
  await signInViaApi(page, DEMO.moderator);
  await page.goto('/moderator-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Payroll' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payroll');

  await page.getByRole('button', { name: 'New payroll run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payroll run' });
  await dialog.getByLabel('Month').fill(month);
  await dialog.getByLabel('Everyone working here').uncheck();
  // Nothing ticked yet: said on the form, nothing sent.
  await dialog.getByRole('button', { name: 'Make draft' }).click();
  await expect(dialog.getByText('Tick at least one department, or pay everyone.')).toBeVisible();
  await dialog.getByLabel('Engineering').check();
  await dialog.getByRole('button', { name: 'Make draft' }).click();
  await expect(toast(page, `Draft payroll for ${monthName} made`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payroll — ${monthName}`);
  await expect(page.getByText(/Engineering · pay date/)).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // Nadia's row: her salary is the basic, the allowance and deductions come from her last payslip.
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Nadia');
  const row = page.getByRole('row').filter({ hasText: 'Nadia Islam' });
  await expect(row).toContainText('₹85,000.00');
  const netBefore = await figure(page, 'Net total').innerText();
  await row.getByRole('button', { name: 'Edit the row of Nadia Islam' }).click();
  const edit = page.getByRole('dialog', { name: /^Nadia Islam/ });
  await edit.getByLabel('Allowance').fill('10000');
  await edit.getByLabel('Deductions').fill('2500.50');
  await expect(edit.getByText('Net salary: ₹92,499.50')).toBeVisible();
  await edit.getByRole('button', { name: 'Save row' }).click();
  await expect(toast(page, 'Nadia Islam: row saved.')).toBeVisible();
  await expect(row).toContainText('₹92,499.50');
  await expect(figure(page, 'Net total')).not.toHaveText(netBefore);

  // Review the totals and post.
  const people = await figure(page, 'People to pay').innerText();
  await page.getByRole('button', { name: 'Review and post' }).click();
  const confirm = page.getByRole('dialog', { name: `Post the payroll for ${monthName}?` });
  await expect(confirm).toContainText(`${people} payslips, net total ${await figure(page, 'Net total').innerText()}`);
  await confirm.getByRole('button', { name: 'Post payroll' }).click();
  await expect(toast(page, `Payroll posted: ${people} payslips for ${monthName}.`)).toBeVisible();
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review and post' })).toHaveCount(0);
  await expect(row).toContainText('Paid');

  // The list of runs shows it posted; a second draft for the month and department has nobody left to pay.
  await page.getByRole('link', { name: 'Payroll', exact: true }).first().click();
  const listed = page.getByRole('row').filter({ hasText: monthName }).filter({ hasText: 'Engineering' });
  await expect(listed.first()).toContainText('Posted');
  await page.getByRole('button', { name: 'New payroll run' }).click();
  await dialog.getByLabel('Month').fill(month);
  await dialog.getByLabel('Everyone working here').uncheck();
  await dialog.getByLabel('Engineering').check();
  await dialog.getByRole('button', { name: 'Make draft' }).click();
  await expect(dialog.getByText(`Nobody is left to pay for ${monthName} in the chosen departments.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Nadia is told, and her payslip is in her salary history.
  await switchTo(page, DEMO.employee);
  await page.goto('/employee-dashboard/salary-history');
  await bellOf(page).click();
  await page.getByRole('button', { name: new RegExp(`Your salary for ${monthName} was paid`) }).click();
  await expect(page).toHaveURL('/employee-dashboard/salary-history');
  const payslip = page.getByRole('row').filter({ hasText: '₹92,499.50' });
  await expect(payslip).toContainText('₹85,000.00');
});
