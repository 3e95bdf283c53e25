import { DEMO, expect, signInViaApi, switchTo, test, workdayFromToday } from './fixtures.js';

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

test("a manager sees an employee's pending leave on the team calendar with the clash warning; once approved, a colleague sees only 'Out'", async ({
  page,
}) => {
  // Days 710–713 ahead are this journey's own: communication.spec gives Nadia a leave somewhere in
  // 650–692, and 655 met it once in CI (her request was refused as overlapping).
  const day = workdayFromToday(710);
  await signInViaApi(page, DEMO.employee);
  const asked = await page.request.post('/api/leave/addLeave', {
    data: { leaveType: 'Casual Leave', startDate: day, endDate: day, reason: 'Team calendar journey' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const leaveId = (await asked.json()).result._id as string;

  // The manager finds it on the month of that day, marked Pending with its type, and opens it.
  await switchTo(page, DEMO.manager);
  await page.goto('/manager-dashboard');
  await expect(page.getByRole('heading', { name: "Who's out" })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Team Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Calendar');
  await page.goto(`/manager-dashboard/team-calendar?day=${day}`);
  const pending = page.getByRole('button', {
    name: `Nadia Islam, ${longDay(day)}: Pending: Casual Leave. Open`,
  });
  await expect(pending).toBeVisible();
  await pending.click();
  const dialog = page.getByRole('dialog', { name: 'Absence' });
  await expect(dialog.getByText(/On these days \d+ of \d+ people in Engineering (is|are) already out/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The week view shows the same request with its type written out.
  await page.getByRole('button', { name: 'Week', pressed: false }).click();
  await expect(page.getByRole('button', { name: /Nadia Islam, .*: Pending: Casual Leave\. Open/ })).toBeVisible();

  // HR approves it; the employee's calendar shows 'Out', never the type.
  await switchTo(page, DEMO.admin);
  const approved = await page.request.put(`/api/leave/approveLeave/${leaveId}`);
  expect(approved.status(), await approved.text()).toBe(200);
  await switchTo(page, DEMO.employee);
  await page.goto(`/employee-dashboard/team-calendar?day=${day}&view=week`);
  const region = page.getByRole('region', { name: 'Engineering: who is out' });
  await expect(region.getByText(`Nadia Islam, ${longDay(day)}: Out`)).toBeAttached();
  await expect(page.getByText('Casual Leave')).toHaveCount(0);
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'View' })).toBeVisible();
});
