import { mkdir } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';
import { unique } from './people-helpers.js';

/*
 * Loose ends of issue 29: an HR officer reaches a person's salary structure and bank details from
 * their own area; the person reads their bank details (masked) on My Profile; a draft row with many
 * lines keeps its Status clear of the pinned Actions column at 1280 px.
 * POLISH_SHOTS=dir keeps desktop (1280) and phone (390) screenshots.
 */
test.describe.configure({ timeout: 120_000 });
const SHOTS = process.env.POLISH_SHOTS;
const PASSWORD = 'Welcome@2025';

const monthFrom = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
};
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Adds someone to Marketing through the API (as an admin); returns their employee id and sign-in. */
async function addPerson(request: APIRequestContext, name: string) {
  const departments = await request.get('/api/department/getAllDep');
  const marketing = ((await departments.json()).result as { _id: string; dep_name: string }[]).find(
    (department) => department.dep_name === 'Marketing',
  )!;
  const tag = unique();
  const email = `polish-${tag}@example.com`;
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8);
  const response = await request.post('/api/employee/addEmployee', {
    multipart: {
      employeeId: `PL-${tag}`.toUpperCase(),
      emp_name: name,
      emp_email: email,
      emp_phone: `019${digits}`,
      department: marketing._id,
      salary: '40000',
      role: 'employee',
      designation: 'Data Analyst',
      gender: 'male',
      marital_status: 'single',
      dob: '1991-07-21',
      hire_date: '2024-01-08',
      password: PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: (await response.json()).employee._id as string, account: { email, password: PASSWORD } };
}

async function leave(request: APIRequestContext, id: string) {
  const gone = await request.put(`/api/employee/deactivate/${id}`, {
    data: { lastWorkingDay: `${monthFrom(-1)}-28`, reason: 'End of the polish story' },
  });
  expect(gone.status(), await gone.text()).toBe(200);
}

test('an HR officer opens a salary structure from their area and enters bank details the person then sees masked', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.admin);
  const name = `Banked ${unique()}`;
  const person = await addPerson(page.request, name);

  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Salary' }).click();
  const picker = page.getByRole('combobox', { name: 'Salary structure of' });
  await picker.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/moderator-dashboard\/employee\/salary\//);
  await expect(page.getByRole('heading', { name: `Salaries of ${name}` })).toBeVisible();
  const structure = page.getByRole('region', { name: 'Salary structure' });
  await expect(structure.getByRole('button', { name: 'Revise' })).toBeVisible();

  const bank = page.getByRole('region', { name: 'Bank Details' });
  await expect(bank).toContainText('No bank details yet');
  await bank.getByRole('button', { name: 'Enter bank details' }).click();
  const dialog = page.getByRole('dialog', { name: /Bank details/ });
  await dialog.getByLabel('Bank').fill('City Bank');
  await dialog.getByLabel('Branch routing code').fill('225261');
  await dialog.getByLabel('Account number').fill('1234 5678 9012');
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(toast(page, `${name}: bank details saved`)).toBeVisible();
  await expect(bank).toContainText('123456789012');
  await shoot(page, 'hr-person-salary');

  await switchTo(page, person.account);
  await page.goto('/employee-dashboard/profile');
  const own = page.getByRole('region', { name: 'Bank Details' });
  await expect(own).toContainText('City Bank');
  await expect(own).toContainText('••••9012');
  await expect(own).not.toContainText('123456789012');
  await expect(own).toContainText('To change it, ask HR.');
  await expect(own.getByRole('button')).toHaveCount(0);
  await shoot(page, 'my-profile-bank');

  await switchTo(page, DEMO.admin);
  await leave(page.request, person.id);
});

test('a draft row with many lines keeps Status clear of the Actions column at 1280 px', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  const name = `Many Lines ${unique()}`;
  const { id } = await addPerson(page.request, name);
  for (const month of [monthFrom(-2), monthFrom(-1)]) {
    const paid = await page.request.post('/api/salary/addSalary', {
      data: { employeeId: id, basicSalary: 40000, payDate: `${month}-15` },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }
  const fixed = (component: string, amount: number) => ({ component, method: 'fixed', amount });
  const revised = await page.request.post(`/api/salary-structures/${id}`, {
    data: {
      effectiveMonth: monthFrom(-2),
      reason: 'Full structure, agreed in writing',
      components: [
        fixed('basic', 45000),
        { component: 'house_rent', method: 'percent', percent: 50, of: 'basic' },
        fixed('medical', 2500),
        fixed('conveyance', 1500),
        { component: 'provident_fund', method: 'percent', percent: 10, of: 'basic' },
        fixed('tax', 3000),
        fixed('loan', 1000),
      ],
    },
  });
  expect(revised.status(), await revised.text()).toBe(201);
  const departments = (await (await page.request.get('/api/department/getAllDep')).json()).result as {
    _id: string;
    dep_name: string;
  }[];
  const marketing = departments.find((department) => department.dep_name === 'Marketing')!;
  const run = await page.request.post('/api/payroll/runs', {
    data: { month: monthFrom(1), departmentIds: [marketing._id] },
  });
  expect(run.status(), await run.text()).toBe(201);
  const runId = (await run.json()).result._id as string;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin-dashboard/payroll/${runId}`);
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Arrears');
  // The Status cell is the last but one (the phone summary's own badge sits in the first cell).
  const status = await row.locator('td').nth(-2).getByText('To pay').boundingBox();
  const pinned = await row.locator('td').last().boundingBox();
  expect(status && pinned).toBeTruthy();
  // The badge ends before the pinned column begins: nothing of it sits under the Actions cell.
  expect(status!.x + status!.width).toBeLessThanOrEqual(pinned!.x);
  await shoot(page, 'run-many-lines');

  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page).not.toHaveURL(/\/payroll\/[0-9a-f-]{36}/);
  await leave(page.request, id);
});
