import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, dayFromToday, expect, signInViaApi, switchTo, test } from './fixtures.js';
import { unique } from './people-helpers.js';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const shots = (name: string) => `test-results/payroll-bonus-${name}.png`;

/** Adds someone through the API (as the Add Employee form sends it); their sign-in is theirs to use. */
async function addPerson(
  request: APIRequestContext,
  person: { name: string; salary: string; hireDate: string; role: 'employee' | 'manager'; department: string },
) {
  const tag = unique();
  const email = `bonus-${tag}@example.com`;
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8);
  const response = await request.post('/api/employee/addEmployee', {
    multipart: {
      employeeId: `FB-${tag}`.toUpperCase(),
      emp_name: person.name,
      emp_email: email,
      emp_phone: `018${digits}`,
      department: person.department,
      salary: person.salary,
      role: person.role,
      designation: person.role === 'manager' ? 'Project Manager' : 'Data Analyst',
      gender: 'female',
      marital_status: 'single',
      dob: '1993-02-11',
      hire_date: person.hireDate,
      password: 'Welcome@2025',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: (await response.json()).employee._id as string, email, password: 'Welcome@2025' };
}

/** A department of its own: its manager (50,000, since 2020) and Nusrat, who joined four months before the festival. */
async function festivalTeam(request: APIRequestContext, festivalDate: string) {
  const departments = await request.get('/api/department/getAllDep');
  const marketing = ((await departments.json()).result as { _id: string; dep_name: string }[]).find(
    (department) => department.dep_name === 'Marketing',
  )!;
  const manager = await addPerson(request, {
    name: `Bonus Manager ${unique()}`,
    salary: '50000',
    hireDate: '2020-03-01',
    role: 'manager',
    department: marketing._id,
  });
  const name = `Festival Team ${unique()}`;
  const made = await request.post('/api/department/add', { data: { dep_name: name, manager: manager.id } });
  expect(made.status(), await made.text()).toBe(201);
  const department = (await made.json()).result._id as string;
  // The first of the month four months before the festival's: 4 whole months served on it.
  const [y, m] = festivalDate.split('-').map(Number) as [number, number];
  const hireDate = new Date(Date.UTC(y, m - 1 - 4, 1)).toISOString().slice(0, 10);
  const nusratName = `Nusrat ${unique()}`;
  const nusrat = await addPerson(request, {
    name: nusratName,
    salary: '60000',
    hireDate,
    role: 'employee',
    department,
  });
  return { name, nusrat: { ...nusrat, name: nusratName } };
}

test('HR makes a festival bonus, reads a row’s arithmetic and posts it; the employee sees the bonus payslip', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const festivalDate = dayFromToday(20);
  const payDate = dayFromToday(14);
  const festival = `Eid-ul-Adha ${unique()}`;
  await signInViaApi(page, DEMO.admin);
  const team = await festivalTeam(page.request, festivalDate);

  // The HR officer makes the bonus draft for the team: 100 % of the basic, in full after 6 months.
  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Payroll' }).click();
  await page.getByRole('button', { name: 'New festival bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'New festival bonus' });
  await dialog.getByLabel('Festival', { exact: true }).fill(festival);
  await dialog.getByLabel('Festival date').fill(festivalDate);
  await dialog.getByLabel('Pay date').fill(payDate);
  await expect(dialog.getByLabel('Percentage of monthly basic')).toHaveValue('100');
  await expect(dialog.getByLabel('Months of service for the full bonus')).toHaveValue('6');
  await expect(dialog.getByLabel('Shorter service')).toHaveValue('prorate');
  await dialog.getByLabel('Everyone working here').uncheck();
  await dialog.getByLabel(team.name).check();
  await page.screenshot({ path: shots('dialog') });
  await dialog.getByRole('button', { name: 'Make draft' }).click();
  await expect(toast(page, `Draft ${festival} bonus made: 2 to pay.`)).toBeVisible();

  // The run says what it is and its rules; Nusrat's row shows its arithmetic: 60,000 × 4 ÷ 6.
  await expect(page.getByRole('heading', { name: `Festival bonus — ${festival}` })).toBeVisible();
  await expect(
    page.getByText('100 % of the monthly basic · in full after 6 months of service, pro-rated by months served below'),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: team.nusrat.name });
  await expect(row).toContainText(/40,000\.00/);
  await expect(row).toContainText(/100 % of basic .?60,000\.00 · 4 of 6 months served/);
  await expect(page.getByRole('columnheader', { name: 'Bonus' })).toBeVisible();
  await expect(page.getByText(/net pay changed by more than/)).toHaveCount(0);
  await page.screenshot({ path: shots('run-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText(/4 of 6 months served/);
  await page.screenshot({ path: shots('run-phone'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Post: two bonus payslips.
  await page.getByRole('button', { name: 'Review and post' }).click();
  await expect(page.getByRole('dialog', { name: `Post the ${festival} bonus?` })).toBeVisible();
  await page.getByRole('button', { name: 'Post payroll' }).click();
  await expect(toast(page, `Bonus posted: 2 payslips for ${festival}.`)).toBeVisible();
  // The accountant's journal books the bonus as a bonus, not as salary.
  const journal = page.getByRole('table', { name: 'Journal for the accountant' });
  await expect(journal.getByRole('row').filter({ hasText: 'Festival bonus' })).toContainText('Bonus expense');
  await expect(journal.getByRole('row').filter({ hasText: 'Net pay' })).toContainText('Bonus payable (bank)');
  await expect(journal).not.toContainText('Salar');
  await journal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/shots/bonusout/bonus-journal-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await journal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/shots/bonusout/bonus-journal-phone.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Payroll', exact: true }).first().click();
  const listed = page.getByRole('row').filter({ hasText: festival });
  await expect(listed).toContainText('Festival bonus');
  await expect(listed).toContainText('Posted');
  await page.screenshot({ path: shots('list-desktop') });

  // Nusrat sees it under her salary history (the employee's My Payslips), named for the festival.
  await switchTo(page, team.nusrat);
  await page.goto('/employee-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Salary', exact: true }).click();
  const slip = page.getByRole('row').filter({ hasText: `Festival bonus — ${festival}` });
  await expect(slip).toContainText(/40,000\.00/);
  await page.screenshot({ path: shots('my-payslips-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(slip.locator('p', { hasText: `Festival bonus — ${festival}` })).toBeVisible();
  await page.screenshot({ path: shots('my-payslips-phone'), fullPage: true });
});
