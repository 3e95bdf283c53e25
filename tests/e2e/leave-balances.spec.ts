import { axeViolations } from './axe.js';
import { dayFromTodayOn, DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('an employee asks for leave across a holiday and a weekend, sees the working days and the balance after; approval and withdrawal move the balance, which the report shows', async ({
  page,
}) => {
  // Thursday to Monday spans the demo's Friday–Saturday weekend.
  const thursday = dayFromTodayOn(580, [4]);
  const monday = addDays(thursday, 4);
  const year = thursday.slice(0, 4);

  // The admin has made the Sunday in between a public holiday.
  await signInViaApi(page, DEMO.admin);
  const holiday = await page.request.post('/api/calendar/holidays', {
    data: { day: addDays(thursday, 3), name: 'Balance journey holiday' },
  });
  expect([201, 409]).toContain(holiday.status());
  await switchTo(page, DEMO.employee);
  await page.goto('/employee-dashboard/add-leave');
  await page.getByLabel('Leave Type').selectOption('Annual Leave');
  await page.getByLabel('From Date').fill(thursday);
  await page.getByLabel('To Date').fill(monday);
  const arithmetic = page.getByTestId('leave-arithmetic');
  await expect(arithmetic).toContainText('5 calendar days = 2 working days + 1 holiday + 2 weekend days');
  await expect(arithmetic).toContainText(
    /Annual Leave: (\d+(\.5)?) days available → \d+(\.5)? days after this request/,
  );
  const before = Number(/Annual Leave: ([\d.]+) days? available/.exec((await arithmetic.textContent()) ?? '')![1]);
  await page.getByLabel('End at midday (last day)').check();
  await expect(arithmetic).toContainText('1.5 working days + 1 half day not taken');
  await expect(arithmetic).toContainText(`${before - 1.5} days after this request`);
  await page.getByLabel('Description').fill('Balance journey');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL(/leave-history/);

  // A second, one-day request, withdrawn again: its day comes back.
  await page.goto('/employee-dashboard/add-leave');
  await page.getByLabel('Leave Type').selectOption('Annual Leave');
  await page.getByLabel('From Date').fill(addDays(monday, 1));
  await page.getByLabel('To Date').fill(addDays(monday, 1));
  await expect(arithmetic).toContainText(`${before - 1.5} days available → ${before - 2.5} days after`);
  await page.getByLabel('Description').fill('Balance journey, withdrawn');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL(/leave-history/);
  const withdrawnRow = page.getByRole('row').filter({ hasText: 'Balance journey, withdrawn' });
  await withdrawnRow.getByRole('button', { name: /^Withdraw/ }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw this request?' })
    .getByRole('button', { name: 'Yes, withdraw it' })
    .click();
  await expect(withdrawnRow).toContainText('Withdrawn');

  // HR approves the first; the report shows 1.5 taken and the balance after it.
  await switchTo(page, DEMO.admin);
  await page.goto('/admin-dashboard/pending-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Nadia');
  const row = page.getByRole('row').filter({ hasText: 'Balance journey' }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this leave?' })
    .getByRole('button', { name: 'Yes, approve it!' })
    .click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Leave approved successfully' })).toBeVisible();

  await page.goto(`/admin-dashboard/leave-balances?year=${year}&q=Nadia`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave Balances');
  const annual = page.getByRole('row').filter({ hasText: 'Annual Leave' }).first();
  await expect(annual).toContainText('1.5 taken');
  await expect(annual).toContainText(`${before - 1.5} days`);
});

test('HR loads opening balances from a file with one bad row, fixes it and loads it; a manager sees their department’s balances', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.moderator);
  const year = new Date().getFullYear();
  const report = await page.request.get(`/api/leave-balance/report?year=${year}&page=1&limit=6&sort=employeeId:desc`);
  const rows = (await report.json()).result as { employee: { employeeId: string; emp_name: string } }[];
  const { employeeId, emp_name: name } = rows.find((row) => row.employee.emp_name !== 'Nadia Islam')!.employee;
  const file = (casual: string) => ({
    name: 'opening.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Employee ID,Leave Type,Available\r\n${employeeId},Annual Leave,14\r\n${employeeId},Casual Leave,${casual}\r\n`,
    ),
  });

  await page.goto('/moderator-dashboard/leave-balances');
  await page.getByRole('button', { name: 'Load opening balances' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load opening balances' });
  await dialog.getByLabel('Balances file').setInputFiles(file('seven'));
  await expect(dialog).toContainText('One row has an error.');
  await expect(dialog.getByRole('row').filter({ hasText: 'Casual Leave' })).toContainText(
    'Enter the days available as a number in half days',
  );
  await expect(dialog.getByRole('button', { name: /^Load/ })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // A different figure each run, so a retry on the same database still changes a balance.
  const casual = String((Date.now() % 9) + 0.5);
  await dialog.getByLabel('Balances file').setInputFiles(file(casual));
  await expect(dialog).toContainText(/balances? of \d{4} will change/);
  await dialog.getByLabel('Reason').fill('Balances from the old spreadsheet');
  await dialog.getByRole('button', { name: /^Load \d balances?$/ }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Opening balances loaded' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(employeeId);
  const theirs = page.getByRole('row').filter({ hasText: employeeId });
  await expect(theirs.filter({ hasText: 'Casual Leave' })).toContainText(`${casual} days`);
  await expect(theirs.filter({ hasText: 'Annual Leave' })).toContainText('14 days');
  await expect(theirs.filter({ hasText: 'Annual Leave' })).toContainText(name);

  // The manager's screen: their department's people, without HR's actions.
  await switchTo(page, DEMO.manager);
  await page.goto('/manager-dashboard');
  await page.getByRole('link', { name: 'Leave Balances' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave Balances');
  await expect(page.getByText('The people of your department')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Leave');
  await expect(page.getByRole('button', { name: 'Load opening balances' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});
