import { axeViolations } from './axe.js';
import { bellOf, STAFF } from './comms-helpers.js';
import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('a two-step leave: the manager sees the clash warning and approves with a comment, HR approves; the balance, the team calendar, the bell and the feed show it', async ({
  page,
}) => {
  test.slow(); // four people, two decisions, the calendar, the bell, the feed and axe: 54 s on a busy machine
  // The admin adds a type decided by the manager, then HR, and gives managers 5 working days.
  const type = `Study Leave ${Date.now() % 100_000}`;
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/leave-types');
  await page.getByRole('button', { name: 'Add Leave Type' }).click();
  const form = page.getByRole('dialog', { name: 'Add Leave Type' });
  await form.getByLabel('Name').fill(type);
  await form.getByLabel('Days a year').fill('10');
  await form.getByLabel('Who approves').selectOption({ label: 'The employee’s manager, then HR' });
  await form.getByRole('button', { name: 'Add Leave Type' }).click();
  await expect(page.getByRole('row').filter({ hasText: type })).toBeVisible();
  // The list says who approves each type (issue 29: it had no such column).
  await expect(page.getByRole('columnheader', { name: 'Who approves' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: type })).toContainText('The employee’s manager, then HR');
  await page.screenshot({ path: test.info().outputPath('leave-types-who-approves.png'), fullPage: true });
  const escalation = page.getByRole('region', { name: 'When a manager does not decide' });
  await escalation.getByLabel('Working days').fill('5');
  await escalation.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'goes to HR after 5 working days' }),
  ).toBeVisible();

  // Tanvir (Engineering) asks for a working day of this leave year, near today (inside his feed's window).
  await switchTo(page, STAFF);
  // The request form names who decides this type first (issue 29: it said 'HR and the administrators').
  await page.goto('/employee-dashboard/add-leave');
  await page.getByLabel('Leave Type').selectOption(type);
  await expect(page.getByText('Your request goes to your department’s manager first, then to HR.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('request-form-route.png') });
  const today = new Date().toISOString().slice(0, 10);
  const start = addDays(today, 10).slice(0, 4) === today.slice(0, 4) ? addDays(today, 10) : addDays(today, -20);
  let day = '';
  for (let i = 0; i < 10 && !day; i += 1) {
    const candidate = addDays(start, i);
    const asked = await page.request.post('/api/leave/addLeave', {
      data: { leaveType: type, startDate: candidate, endDate: candidate, reason: 'Approval journey' },
    });
    if (asked.status() === 201) day = candidate;
  }
  expect(day, 'a working day near today').not.toBe('');

  // His manager finds it under Leave Requests, with who else is out and the steps, and approves it.
  await switchTo(page, DEMO.manager);
  await page.goto('/manager-dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Leave Requests' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave Requests');
  const row = page.getByRole('row').filter({ hasText: type });
  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Leave Details' });
  await expect(details.getByText(/people in Engineering (is|are) already out/)).toBeVisible();
  await expect(details.getByText('1. Manager: Imran Hossain')).toBeVisible();
  await expect(details.getByText('2. HR', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this leave?' });
  // The first of two steps: the request goes on to HR; the days are not leave yet.
  await expect(confirm).toContainText('Your approval sends the request on to HR, who decides it');
  await expect(confirm).not.toContainText('The employee is told at once');
  await page.screenshot({ path: test.info().outputPath('manager-approve-step-1.png') });
  await confirm.getByLabel('Comment (optional)').fill('Covered by the team');
  await confirm.getByRole('button', { name: 'Yes, approve it!' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Approved: the request now waits for HR.' }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: type })).toHaveCount(0);
  await page.getByRole('button', { name: 'My department' }).click();
  await expect(page.getByRole('row').filter({ hasText: type })).toContainText('Pending');

  // HR decides the second step.
  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/pending-leaves');
  await page.getByRole('row').filter({ hasText: type }).getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this leave?' })
    .getByRole('button', { name: 'Yes, approve it!' })
    .click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Leave approved successfully' })).toBeVisible();

  // Tanvir: the bell, the steps, the balance, the team calendar and his feed all show it.
  await switchTo(page, STAFF);
  await page.goto('/employee-dashboard');
  await bellOf(page).click();
  await expect(
    page
      .getByRole('dialog', { name: /Notifications/ })
      .getByText('Your leave was approved')
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const balance = page.getByRole('listitem').filter({ hasText: type });
  await expect(balance).toContainText('9 days');
  await expect(balance).toContainText('1 taken');
  await page.goto('/employee-dashboard/leave-history');
  await page.getByRole('button', { name: new RegExp(`^Approval of ${type}`) }).click();
  const steps = page.getByRole('dialog', { name: new RegExp(`^Approval of ${type}`) });
  await expect(steps.getByText('“Covered by the team”')).toBeVisible();
  await expect(steps.getByText(/^Approved by /)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.goto(`/employee-dashboard/team-calendar?day=${day}&view=week`);
  const region = page.getByRole('region', { name: 'Engineering: who is out' });
  await expect(region.getByText(new RegExp(`^Tanvir Chowdhury, .*: Out$`))).toBeAttached();

  const made = await page.request.post('/api/calendar-feeds', { data: { kind: 'mine' } });
  const feed = await page.request.get((await made.json()).result.url);
  const text = await feed.text();
  expect(text).toContain(`SUMMARY:${type}`);
  expect(text).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
  expect(text).toContain('STATUS:CONFIRMED');
});
