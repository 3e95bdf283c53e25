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
