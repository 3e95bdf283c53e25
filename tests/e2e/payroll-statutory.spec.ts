import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';
import { unique } from './people-helpers.js';

/** Next month ('2026-12'): nobody is paid for it yet, and it is inside the pay-date window. */
const next = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
})();
const nextName = new Date(`${next}-01T00:00:00Z`).toLocaleString('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** The fiscal year (from July) next month falls in, and the months of it after next month. */
const [nextYear, nextMonth] = next.split('-').map(Number) as [number, number];
const fiscalYear = nextMonth >= 7 ? nextYear : nextYear - 1;
const monthsAfter = 12 - (((nextMonth - 7 + 12) % 12) + 1);
const fiscalLabel = `${fiscalYear}–${String((fiscalYear + 1) % 100).padStart(2, '0')}`;

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Adds someone to Marketing through the API (as the Add Employee form sends it). */
async function addPerson(request: APIRequestContext, name: string, salary: string) {
  const departments = await request.get('/api/department/getAllDep');
  const marketing = ((await departments.json()).result as { _id: string; dep_name: string }[]).find(
    (department) => department.dep_name === 'Marketing',
  )!;
  const tag = unique();
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8);
  const response = await request.post('/api/employee/addEmployee', {
    multipart: {
      employeeId: `TX-${tag}`.toUpperCase(),
      emp_name: name,
      emp_email: `statutory-${tag}@example.com`,
      emp_phone: `018${digits}`,
      department: marketing._id,
      salary,
      role: 'employee',
      designation: 'Data Analyst',
      gender: 'female',
      marital_status: 'single',
      dob: '1991-02-11',
      hire_date: '2024-01-08',
      password: 'Welcome@2025',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).employee._id as string;
}

test('HR sets the tax slabs, drafts a month and sees each row’s tax and provident fund lines', async ({ page }) => {
  test.setTimeout(90_000);
  // Someone on 100,000 a month, with no payslip yet this fiscal year.
  await signInViaApi(page, DEMO.admin);
  const name = `Taxed ${unique()}`;
  const personId = await addPerson(page.request, name, '100000');

  // The HR officer sees the shipped examples said to be examples, lowers the first band to
  // 300,000 and turns tax and the provident fund on.
  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Payroll' }).click();
  const card = page.getByRole('region', { name: 'Income tax and provident fund' });
  await expect(card.getByText('Example figures')).toBeVisible();
  await card.getByLabel('Fiscal year', { exact: true }).selectOption({ label: fiscalLabel });
  await expect(card.getByRole('group', { name: `Slabs of ${fiscalLabel}` })).toBeVisible();
  await card.getByLabel('Band 1: up to (yearly)').fill('300000');
  await card.getByLabel(/Compute income tax/).check();
  await card.getByLabel(/Compute the provident fund/).check();
  await card.getByRole('button', { name: 'Save tax and provident fund' }).click();
  await expect(toast(page, 'Tax and provident fund settings saved.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: '/tmp/tax-shots/statutory-settings-desktop.png' });

  // A mistake is refused with the reason.
  await card.getByLabel('Band 2: up to (yearly)').fill('200000');
  await card.getByRole('button', { name: 'Save tax and provident fund' }).click();
  await expect(card.getByRole('alert')).toContainText('each band');
  await card.getByLabel('Band 2: up to (yearly)').fill('450000');

  // A draft for next month and Marketing.
  await page.getByRole('button', { name: 'New payroll run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payroll run' });
  await dialog.getByLabel('Month').fill(next);
  await dialog.getByLabel('Everyone working here').uncheck();
  await dialog.getByLabel('Marketing').check();
  await dialog.getByRole('button', { name: 'Make draft' }).click();
  await expect(toast(page, `Draft payroll for ${nextName} made`)).toBeVisible();

  // 100,000 × (this month + the months after it) projected; 0 % to 300,000, 5 % to 450,000, 10 %
  // to 850,000; less a 3 % rebate; spread over the months left. PF: 10 % and 10 % of 100,000.
  const months = monthsAfter + 1;
  const income = 100_000 * months;
  const gross = slab(income);
  const yearly = gross > 0 ? Math.max(gross - Math.min(gross, Math.round(income * 3) / 100), 5_000) : 0;
  const tax = Math.round((yearly * 100) / months) / 100;
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`Provident fund ${rupees(10_000)}`);
  await expect(row).toContainText(`Tax ${rupees(tax)}`);
  await expect(row).toContainText(`Provident fund (employer's share) ${rupees(10_000)}`);
  await expect(row).toContainText(rupees(100_000 - 10_000 - tax));
  // The run says which settings its rows were computed with, beside the basis.
  await expect(page.getByText(`tax by ${fiscalLabel} slabs, provident fund 10 % + 10 % employer`)).toBeVisible();
  await page.screenshot({ path: '/tmp/tax-shots/statutory-run-desktop.png', fullPage: true });
  await page.screenshot({ path: '/work/shots/bonusout/statutory-run-header-desktop.png' });

  // On a phone: the settings card and the row.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/tax-shots/statutory-run-phone.png', fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/work/shots/bonusout/statutory-run-header-phone.png' });

  // Leave things as they were: the draft discarded, tax and PF off, the person gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByRole('heading', { name: 'Payroll', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Income tax and provident fund' }).scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Income tax and provident fund' }).screenshot({
    path: '/tmp/tax-shots/statutory-settings-phone.png',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const saved = (await (await page.request.get('/api/payroll/statutory')).json()).result;
  const { saved: _saved, ...settings } = saved;
  const reset = await page.request.put('/api/payroll/statutory', {
    data: { ...settings, taxEnabled: false, pfEnabled: false },
  });
  expect(reset.status()).toBe(200);
  await switchTo(page, DEMO.admin);
  const removed = await page.request.delete(`/api/employee/deleteEmployee/${personId}`);
  expect(removed.status(), await removed.text()).toBe(200);
});

/** The example slabs with the first band at 300,000. */
function slab(income: number) {
  const bands: [number, number][] = [
    [300_000, 0],
    [450_000, 5],
    [850_000, 10],
    [1_350_000, 15],
    [1_850_000, 20],
    [3_850_000, 25],
    [Infinity, 30],
  ];
  let tax = 0;
  let below = 0;
  for (const [top, rate] of bands) {
    if (income <= below) break;
    tax += ((Math.min(income, top) - below) * rate) / 100;
    below = top;
  }
  return tax;
}
