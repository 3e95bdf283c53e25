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
const daysInNext = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)), 0)).getUTCDate();

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Adds someone to Marketing through the API (as the Add Employee form sends it). */
async function addPerson(request: APIRequestContext, name: string, salary: string, hireDate: string) {
  const departments = await request.get('/api/department/getAllDep');
  const marketing = ((await departments.json()).result as { _id: string; dep_name: string }[]).find(
    (department) => department.dep_name === 'Marketing',
  )!;
  const tag = unique();
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8);
  const response = await request.post('/api/employee/addEmployee', {
    multipart: {
      employeeId: `PR-${tag}`.toUpperCase(),
      emp_name: name,
      emp_email: `proration-${tag}@example.com`,
      emp_phone: `017${digits}`,
      department: marketing._id,
      salary,
      role: 'employee',
      designation: 'Data Analyst',
      gender: 'female',
      marital_status: 'single',
      dob: '1994-06-15',
      hire_date: hireDate,
      password: 'Welcome@2025',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).employee._id as string;
}

test('HR sets the pro-rating basis, drafts a month with a joiner, reads the arithmetic and the warning', async ({
  page,
}) => {
  // A joiner on the 10th of next month (30,000), and someone whose pay rises from 30,000 to 40,000.
  await signInViaApi(page, DEMO.admin);
  const joinerName = `Joiner ${unique()}`;
  const raisedName = `Raised ${unique()}`;
  const joinerId = await addPerson(page.request, joinerName, '30000', `${next}-10`);
  const raised = await addPerson(page.request, raisedName, '40000', '2024-01-08');
  const today = new Date().toISOString().slice(0, 10);
  const paid = await page.request.post('/api/salary/addSalary', {
    data: { employeeId: raised, basicSalary: 30000, payDate: today },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  // The HR officer sets the basis to a fixed 30 days on the Payroll screen.
  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Payroll' }).click();
  const settings = page.getByRole('region', { name: 'Pro-rating and unpaid days' });
  await expect(settings.getByLabel('Pro-rate on')).toHaveValue('calendar');
  await settings.getByLabel('Pro-rate on').selectOption({ label: 'A fixed 30 days' });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Payroll settings saved.')).toBeVisible();
  await settings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/payroll-proration-settings.png' });

  // A draft for next month and Marketing: made on a fixed 30 days, and it says so.
  await page.getByRole('button', { name: 'New payroll run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payroll run' });
  await dialog.getByLabel('Month').fill(next);
  await dialog.getByLabel('Everyone working here').uncheck();
  await dialog.getByLabel('Marketing').check();
  await dialog.getByRole('button', { name: 'Make draft' }).click();
  await expect(toast(page, `Draft payroll for ${nextName} made`)).toBeVisible();
  await expect(page.getByText(/Marketing · pay date .* · pro-rated on a fixed 30 days/)).toBeVisible();

  // The joiner's row: from the 10th, min(days left, 30) of 30 days, at 1,000 a day.
  const days = Math.min(daysInNext - 9, 30);
  const pay = `₹${(days * 1000).toLocaleString('en-IN')}.00`;
  const joiner = page.getByRole('row').filter({ hasText: joinerName });
  await expect(joiner).toContainText(`${days} of 30 days`);
  await expect(joiner).toContainText(pay);

  // The warning: a count on the run; "Show" lists the changed rows, each marked.
  const warning = page
    .getByRole('status')
    .filter({ hasText: /net pay changed by more than 20% since their last payslip/ });
  await expect(warning).toBeVisible();
  await page.screenshot({ path: 'test-results/payroll-proration-run.png', fullPage: true });
  await warning.getByRole('button', { name: /^Show (it|them)$/ }).click();
  await expect(page.getByRole('button', { name: 'Changed', pressed: true })).toBeVisible();
  const changed = page.getByRole('row').filter({ hasText: raisedName });
  await expect(changed).toContainText('Changed: was ₹30,000.00 (+33%)');
  await expect(page.getByRole('row').filter({ hasText: joinerName })).toHaveCount(0);

  // On a phone the rows scroll sideways; the arithmetic stays readable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Everyone', exact: true }).click();
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(joinerName);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(joiner).toContainText(`Net ${pay}`);
  await expect(joiner).toContainText(`${days} of 30 days`);
  await page.screenshot({ path: 'test-results/payroll-proration-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Changed' }).click();
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('');
  await expect(changed).toContainText('Changed: was ₹30,000.00 (+33%)');
  await page.screenshot({ path: 'test-results/payroll-proration-phone-changed.png', fullPage: true });

  // Leave things as they were: the draft discarded, the basis back to calendar days, the joiner
  // (who has not joined yet) gone.
  // Discarding leaves the run's screen before the lists refresh: no request for the discarded
  // run (a 404 in the console, which fails the test) follows.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByRole('heading', { name: 'Payroll', exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/\/payroll\/[0-9a-f-]{36}/);
  const reset = await page.request.put('/api/payroll/settings', {
    data: { basis: 'calendar', deductAbsence: false, changePercent: 20 },
  });
  expect(reset.status()).toBe(200);
  await switchTo(page, DEMO.admin);
  const removed = await page.request.delete(`/api/employee/deleteEmployee/${joinerId}`);
  expect(removed.status(), await removed.text()).toBe(200);
});
