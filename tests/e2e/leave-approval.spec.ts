import { axeViolations } from './axe.js';
import { DEMO, expect, signInViaApi, switchTo, test, workdayFromToday } from './fixtures.js';

test('a leave of a two-step type waits for the manager, who approves it with a comment in Leave Requests; HR approves it next; the employee sees both steps', async ({
  page,
}) => {
  // The admin adds a type decided by the manager, then HR.
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
  const escalation = page.getByRole('region', { name: 'When a manager does not decide' });
  await escalation.getByLabel('Working days').fill('5');
  await escalation.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'goes to HR after 5 working days' }),
  ).toBeVisible();

  // The employee asks for a day of it.
  const day = workdayFromToday(690);
  await switchTo(page, DEMO.employee);
  const asked = await page.request.post('/api/leave/addLeave', {
    data: { leaveType: type, startDate: day, endDate: day, reason: 'Approval journey' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  // Their manager finds it waiting in Leave Requests, sees who else is out and the steps, approves.
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
  const pending = page.getByRole('row').filter({ hasText: type });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this leave?' })
    .getByRole('button', { name: 'Yes, approve it!' })
    .click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Leave approved successfully' })).toBeVisible();

  // The employee reads both steps in their history.
  await switchTo(page, DEMO.employee);
  await page.goto('/employee-dashboard/leave-history');
  await page.getByRole('button', { name: new RegExp(`^Approval of ${type}`) }).click();
  const steps = page.getByRole('dialog', { name: new RegExp(`^Approval of ${type}`) });
  await expect(steps.getByText('1. Manager: Imran Hossain')).toBeVisible();
  await expect(steps.getByText('“Covered by the team”')).toBeVisible();
  await expect(steps.getByText(/^Approved by /)).toHaveCount(2);
});
