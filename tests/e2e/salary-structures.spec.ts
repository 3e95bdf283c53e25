import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test } from './fixtures.js';
import { unique } from './people-helpers.js';

/** Months counted from this one (UTC): -2 → two months ago, 1 → next month, as YYYY-MM. */
const monthFrom = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
};
const long = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'Sep 2026': the month's first three letters, as the arrears lines name it. */
const short = (month: string) => `${long(month).slice(0, 3)} ${month.slice(0, 4)}`;

const twoAgo = monthFrom(-2);
const lastMonth = monthFrom(-1);
const next = monthFrom(1);

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Adds someone to Marketing through the API (as the Add Employee form sends it); returns the employee id. */
async function addPerson(request: APIRequestContext, name: string) {
  const departments = await request.get('/api/department/getAllDep');
  const marketing = ((await departments.json()).result as { _id: string; dep_name: string }[]).find(
    (department) => department.dep_name === 'Marketing',
  )!;
  const tag = unique();
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8);
  const response = await request.post('/api/employee/addEmployee', {
    multipart: {
      employeeId: `SS-${tag}`.toUpperCase(),
      emp_name: name,
      emp_email: `structure-${tag}@example.com`,
      emp_phone: `018${digits}`,
      department: marketing._id,
      salary: '40000',
      role: 'employee',
      designation: 'Data Analyst',
      gender: 'female',
      marital_status: 'single',
      dob: '1993-03-11',
      hire_date: '2024-01-08',
      password: 'Welcome@2025',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).employee._id as string;
}

test('HR sets a structure dated back, and the next run pays the arrears as their own lines', async ({ page }) => {
  test.setTimeout(90_000);
  // Someone paid 40,000 (basic only) for the last two months, before any structure.
  await signInViaApi(page, DEMO.admin);
  const name = `Structured ${unique()}`;
  const id = await addPerson(page.request, name);
  for (const month of [twoAgo, lastMonth]) {
    const paid = await page.request.post('/api/salary/addSalary', {
      data: { employeeId: id, basicSalary: 40000, payDate: `${month}-15` },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }

  // HR opens the person's salaries: no structure yet.
  await page.goto(`/admin-dashboard/employee/salary/${id}`);
  const section = page.getByRole('region', { name: 'Salary structure' });
  await expect(section.getByRole('heading', { name: 'No salary structure yet' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('empty-desktop.png'), fullPage: true });

  // Revise from two months ago: basic 45,000, house rent 10 % of basic, tax 2,000.
  await section.getByRole('button', { name: 'Revise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revise salary structure' });
  await dialog.getByLabel('Takes effect from').fill(twoAgo);
  await dialog.getByLabel('Amount a month').fill('45000');
  await dialog.getByRole('button', { name: 'Add a component' }).click();
  await dialog.getByLabel('Component').nth(1).selectOption('house_rent');
  await dialog.getByLabel('Worked out as').nth(1).selectOption('percent');
  await dialog.getByLabel('%').fill('10');
  await dialog.getByLabel('of', { exact: true }).selectOption('basic');
  await dialog.getByRole('button', { name: 'Add a component' }).click();
  await dialog.getByLabel('Component').nth(2).selectOption('tax');
  await dialog.getByLabel('Amount a month').nth(1).fill('2000');
  await dialog.getByLabel('Reason for the revision').fill('Annual review, agreed in writing');
  await page.screenshot({ path: test.info().outputPath('revise-desktop.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Review the revision' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Save this revision?' }));
  await expect(confirm).toContainText(`takes effect from ${long(twoAgo)}`);
  await expect(confirm).toContainText('Months already paid since then get arrears');
  await confirm.getByRole('button', { name: 'Yes, revise it' }).click();
  await expect(toast(page, `Salary structure revised from ${long(twoAgo)}.`)).toBeVisible();

  // The structure in force: 45,000 + 4,500 − 2,000 = 47,500 a month.
  await expect(section).toContainText(`In force from ${long(twoAgo)}`);
  await expect(section).toContainText('10% of Basic');
  await expect(section).toContainText('₹47,500.00');
  await page.screenshot({ path: test.info().outputPath('structure-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('structure-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Next month's run for Marketing: this month's lines, and for each month paid the arrears:
  // basic 45,000 − 40,000 = +5,000; house rent 4,500 − 0 = +4,500; tax 2,000 − 0 = 2,000 deducted.
  // Allowance 4,500 + 2 × (5,000 + 4,500) = 23,500; deductions 2,000 + 2 × 2,000 = 6,000;
  // net 45,000 + 23,500 − 6,000 = 62,500.
  await page.goto('/admin-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Payroll' }).click();
  await page.getByRole('button', { name: 'New payroll run' }).click();
  const make = page.getByRole('dialog', { name: 'New payroll run' });
  await make.getByLabel('Month').fill(next);
  await make.getByLabel('Everyone working here').uncheck();
  await make.getByLabel('Marketing').check();
  await make.getByRole('button', { name: 'Make draft' }).click();
  await expect(toast(page, `Draft payroll for ${long(next)} made`)).toBeVisible();
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('₹45,000.00');
  await expect(row).toContainText('House rent ₹4,500.00');
  await expect(row).toContainText(`Arrears: ${short(twoAgo)} basic +₹5,000.00`);
  await expect(row).toContainText(`Arrears: ${short(lastMonth)} house rent +₹4,500.00`);
  await expect(row).toContainText(`Arrears: ${short(lastMonth)} tax −₹2,000.00`);
  await expect(row).toContainText('₹23,500.00');
  await expect(row).toContainText('₹6,000.00');
  await expect(row).toContainText('₹62,500.00');
  await page.screenshot({ path: test.info().outputPath('run-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText('Net ₹62,500.00');
  await page.screenshot({ path: test.info().outputPath('run-phone.png'), fullPage: true });

  // Leave things as they were: the draft discarded, the person (who has payslips now) gone as of last month.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page).not.toHaveURL(/\/payroll\/[0-9a-f-]{36}/);
  const gone = await page.request.put(`/api/employee/deactivate/${id}`, {
    data: { lastWorkingDay: `${lastMonth}-28`, reason: 'End of the salary-structure story' },
  });
  expect(gone.status(), await gone.text()).toBe(200);
});
