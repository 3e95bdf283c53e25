/**
 * A final settlement (issue 29, item 5): HR makes a leave type encashable, deactivates someone,
 * opens their settlement from the Left list, reads each line's arithmetic, adds a recovery,
 * finalises and downloads the PDF statement; the profile then says it is finalised.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, dayFromToday, expect, signInViaApi, test } from './fixtures.js';
import { newPerson, rowOf, search, unique } from './people-helpers.js';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const money = (cents: number) =>
  `₹${Math.floor(cents / 100).toLocaleString('en-IN')}.${String(cents % 100).padStart(2, '0')}`;

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('HR deactivates someone, settles their leaving from the Left list and downloads the statement', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page, DEMO.admin);
  const policy = await page.request.put('/api/payroll/settings', {
    data: { basis: 'calendar', deductAbsence: false, changePercent: 20 },
  });
  expect(policy.status(), await policy.text()).toBe(200);

  // Leave Types: a type whose unused days are paid out on leaving, at most 5.
  const typeName = `Earned ${unique()}`;
  await page.goto('/admin-dashboard/leave-types');
  await page.getByRole('button', { name: 'Add Leave Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Leave Type' });
  await dialog.getByLabel('Name').fill(typeName);
  await dialog.getByLabel('Days a year').fill('0');
  await dialog.getByLabel('Encashed when someone leaves (final settlement)').check();
  await dialog.getByLabel('Encashed at most (days)').fill('5');
  await shots(page, 'settlement-leave-type-dialog');
  await dialog.getByRole('button', { name: 'Add Leave Type' }).click();
  await expect(rowOf(page, typeName)).toContainText('Up to 5 days');
  const types = (await (await page.request.get('/api/leave-types?all=true')).json()).result as {
    _id: string;
    name: string;
  }[];
  const type = types.find((each) => each.name === typeName)!;

  // Someone on 30,000 a month with 7.5 days of it.
  const person = newPerson('employee', 'Tahmina');
  const departments = (await (await page.request.get('/api/department/getAllDep')).json()).result as {
    _id: string;
    dep_name: string;
  }[];
  const added = await page.request.post('/api/employee/addEmployee', {
    data: {
      employeeId: person.employeeId,
      emp_name: person.name,
      emp_email: person.email,
      emp_phone: person.phone,
      role: 'employee',
      designation: 'Project Manager',
      department: departments.find((department) => department.dep_name === 'Marketing')!._id,
      salary: '30000',
      gender: 'female',
      marital_status: 'single',
      dob: '1992-04-11',
      hire_date: '2022-03-01',
      password: 'Welcome@2025',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const employee = (await added.json()).employee as { _id: string; userId: string };
  const today = dayFromToday(0);
  const adjust = await page.request.post('/api/leave-balance/adjust', {
    data: {
      employeeId: employee._id,
      leaveTypeId: type._id,
      year: Number(today.slice(0, 4)),
      days: 7.5,
      reason: 'Opening',
    },
  });
  expect(adjust.status(), await adjust.text()).toBe(201);

  // HR deactivates them today, then opens their settlement from the Left list.
  await page.goto('/admin-dashboard/employee');
  await search(page, 'Search By Name, ID, Role, or Department', person.name, '/api/employee/getEmployees');
  await rowOf(page, person.name)
    .getByRole('button', { name: `Deactivate ${person.name}` })
    .click();
  const leaving = page.getByRole('dialog', { name: `Deactivate ${person.name}?` });
  await leaving.getByLabel('Reason').fill('Resigned');
  await leaving.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${person.name}: Deactivated.`)).toBeVisible();
  await page.getByRole('button', { name: 'Left', exact: true }).click();
  await rowOf(page, person.name)
    .getByRole('link', { name: `Final settlement ${person.name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Final settlement', level: 1 })).toBeVisible();

  // Today's days of the month on the calendar basis, and 5 of the 7.5 days at 30,000 ÷ the month's days.
  const day = Number(today.slice(8));
  const days = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate();
  const pay = Math.round((3_000_000 * day) / days);
  const encashed = Math.round((3_000_000 * 5) / days);
  const lines = page.getByRole('list', { name: 'Settlement lines' });
  await expect(lines).toContainText(`${day} of ${days} days × 30,000.00 a month`);
  await expect(lines).toContainText(money(pay));
  await expect(lines).toContainText(`5 days (7.5 available, at most 5) × 30,000.00 ÷ ${days} days (calendar days)`);
  await expect(lines).toContainText(money(encashed));
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // A recovery with its reason; the net falls by it.
  await page.getByLabel('Recovery reason').fill('Laptop not returned');
  await page.getByLabel('Amount').fill('1500');
  await page.getByRole('button', { name: 'Add recovery' }).click();
  await expect(toast(page, 'Recovery added.')).toBeVisible();
  await expect(lines).toContainText('Laptop not returned');
  await expect(page.getByText('Net settlement').locator('..')).toContainText(money(pay + encashed - 150_000));
  await shots(page, 'settlement-draft');

  // Finalised after a confirmation: read-only, and the statement downloads as a PDF.
  await page.getByRole('button', { name: 'Finalise settlement' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText(`Finalise the settlement of ${person.name}?`);
  await confirm.getByRole('button', { name: 'Finalise', exact: true }).click();
  await expect(toast(page, 'settlement payslip was recorded')).toBeVisible();
  await expect(page.getByText('Finalised', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Recovery reason')).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download statement (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`final-settlement_${person.employeeId}_${today}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await writeFile(test.info().outputPath('statement.pdf'), pdf);
  await shots(page, 'settlement-finalised');

  // The person's profile links to it, finalised.
  await page.goto(`/admin-dashboard/view-employee/${employee.userId}`);
  await expect(page.getByRole('link', { name: 'Final settlement — finalised' })).toBeVisible();
  await shots(page, 'settlement-profile');
  await page.goto('/admin-dashboard/leave-types');
  await expect(rowOf(page, typeName)).toContainText('Up to 5 days');
  await shots(page, 'settlement-leave-types');
});
