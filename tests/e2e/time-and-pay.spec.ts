import { readFile } from 'node:fs/promises';
import { axeViolations } from './axe.js';
import type { Page } from '@playwright/test';
import {
  createAccount,
  dayFromToday,
  DEMO,
  expect,
  pastPayMonth,
  shortDate,
  signInViaApi,
  switchTo,
  test,
  workdayFromToday,
} from './fixtures.js';

/*
 * Attendance, leave and salary journeys (issue 5). Leaves are over a year ahead and payslips
 * three years back, so the demo's never overlap them; the people marked today are staff no
 * other journey marks.
 */
const TRIP = {
  from: dayFromToday(500),
  before: dayFromToday(498),
  to: dayFromToday(502),
  clash: dayFromToday(504),
  longer: dayFromToday(503),
};
const RECORDED = { from: workdayFromToday(540), to: workdayFromToday(540) };
const PAY = { nadia: pastPayMonth(36), admin: pastPayMonth(37), moderator: pastPayMonth(38) };

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function goToLeaveRow(page: Page, text: string) {
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test('an employee requests a leave and edits it; the admin approves it and the employee sees Approved', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/\/api\/leave\/addLeave$/); // the overlapping request is refused (400) on purpose
  await signInViaApi(page, DEMO.employee);
  await page.goto('/employee-dashboard/leave-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave History');
  for (const header of ['LEAVE TYPE', 'FROM', 'TO', 'DESCRIPTION', 'APPLIED DATE', 'STATUS']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Add Leave' }).click();
  await expect(page).toHaveURL('/employee-dashboard/add-leave');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Leave');

  // End before start is refused on the form.
  await page.getByLabel('Leave Type').selectOption('Casual Leave');
  await page.getByLabel('From Date').fill(TRIP.from);
  await page.getByLabel('To Date').fill(TRIP.before);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('The leave cannot end before it starts.')).toBeVisible();

  await page.getByLabel('To Date').fill(TRIP.to);
  await expect(page.getByText(/^3 calendar days = /)).toBeVisible();
  await page.getByLabel('Description').fill('E2E trip to the hills');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, 'Your leave request has been submitted')).toBeVisible();
  await expect(page).toHaveURL('/employee-dashboard/leave-history');
  await expect(await goToLeaveRow(page, 'E2E trip to the hills')).toContainText('Pending');

  // A second request on some of the same days is refused by the server, with its reason.
  await page.getByRole('link', { name: 'Add Leave' }).click();
  await page.getByLabel('Leave Type').selectOption('Sick Leave');
  await page.getByLabel('From Date').fill(TRIP.to);
  await page.getByLabel('To Date').fill(TRIP.clash);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, 'Error submitting leave request')).toBeVisible();
  await expect(
    page.getByText('You already have a pending or approved leave on some of these days.').first(),
  ).toBeVisible();

  // Edit the pending leave: prefilled, days follow the dates.
  await page.goto('/employee-dashboard/leave-history');
  await (await goToLeaveRow(page, 'E2E trip to the hills')).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Leave');
  await expect(page.getByLabel('From Date')).toHaveValue(TRIP.from);
  await expect(page.getByLabel('Leave Type')).toHaveValue('Casual Leave');
  await page.getByLabel('To Date').fill(TRIP.longer);
  await expect(page.getByText(/^4 calendar days = /)).toBeVisible();
  await page.getByLabel('Description').fill('E2E trip to the hills, one more day');
  await page.getByRole('button', { name: 'update Leave' }).click();
  await expect(toast(page, 'Leave updated!')).toBeVisible();
  await expect(await goToLeaveRow(page, 'E2E trip to the hills, one more day')).toContainText(shortDate(TRIP.longer));

  // The admin finds it among the pending leaves, looks at it and approves it.
  await switchTo(page, DEMO.admin);
  await page.goto('/admin-dashboard/leave');
  await page.getByRole('link', { name: 'Pending', exact: true }).click();
  await expect(page).toHaveURL('/admin-dashboard/pending-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Nadia');
  const row = await goToLeaveRow(page, 'E2E trip to the hills, one more day');
  await expect(row).toContainText('EMP-0003');
  await expect(row.getByRole('cell').nth(6)).toHaveText('4');
  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Leave Details' });
  for (const text of [
    'Nadia Islam',
    'EMP-0003',
    'Engineering',
    'Full-stack Developer',
    DEMO.employee.email,
    'Casual Leave',
  ]) {
    await expect(details.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await details.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this leave?' });
  await expect(approve).toContainText('Nadia Islam: Casual Leave');
  await approve.getByRole('button', { name: 'Yes, approve it!' }).click();
  await expect(toast(page, 'Leave approved successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'E2E trip to the hills' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Approved', exact: true }).click();
  await expect(page).toHaveURL('/admin-dashboard/approve-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Nadia');
  const approved = await goToLeaveRow(page, 'E2E trip to the hills, one more day');
  await expect(approved).toContainText('Approved');
  await expect(approved.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The employee sees the decision; an approved leave can no longer be edited.
  await switchTo(page, DEMO.employee);
  await page.goto('/employee-dashboard/leave-history');
  const mine = await goToLeaveRow(page, 'E2E trip to the hills, one more day');
  await expect(mine).toContainText('Approved');
  await expect(mine.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
});

test('the admin records a leave for an employee; a moderator rejects it after confirming', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/leave');
  await page.getByRole('link', { name: 'Add Leave' }).click();
  await expect(page).toHaveURL('/admin-dashboard/addLeave');
  await page.getByRole('button', { name: 'Add Leave' }).click();
  await expect(page.getByText('Select an employee.')).toBeVisible();
  await expect(page.getByText('Select a leave type.')).toBeVisible();

  const picker = page.getByRole('combobox', { name: 'Employee' });
  await picker.fill('Mehedi');
  await page.getByRole('option', { name: /Mehedi Hasan/ }).click();
  await expect(picker).toHaveValue(/^Mehedi Hasan \(EMP-\d+\)$/);
  await page.getByLabel('Leave Type').selectOption('Sick Leave');
  await page.getByLabel('From Date').fill(RECORDED.from);
  await page.getByLabel('To Date').fill(RECORDED.to);
  await page.getByLabel('Description').fill('E2E recorded by the admin');
  await page.getByRole('button', { name: 'Add Leave' }).click();
  await expect(toast(page, 'Leave recorded for Mehedi Hasan')).toBeVisible();
  await expect(page).toHaveURL('/admin-dashboard/leave'); // the list that opened the form

  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/leave');
  await page.getByRole('link', { name: 'Pending', exact: true }).click();
  await expect(page).toHaveURL('/moderator-dashboard/pending-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Mehedi');
  const row = await goToLeaveRow(page, 'E2E recorded by the admin');
  await expect(row).toContainText('Sick Leave');

  await row.getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will reject the leave request.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Reject' }).click();
  await confirm.getByRole('button', { name: 'Yes, reject it!' }).click();
  await expect(confirm.getByText('Give a reason for this change.')).toBeVisible();
  await confirm.getByLabel('Reason (the employee will read it)').fill('Ward rounds need you that week');
  await confirm.getByRole('button', { name: 'Yes, reject it!' }).click();
  await expect(toast(page, 'Leave rejected successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'E2E recorded by the admin' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Rejected', exact: true }).click();
  await expect(page).toHaveURL('/moderator-dashboard/rejected-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Mehedi');
  const rejected = await goToLeaveRow(page, 'E2E recorded by the admin');
  await expect(rejected).toContainText('Rejected');

  // A decision can be revoked, with a reason: the leave is pending again.
  await rejected.getByRole('button', { name: 'Revoke' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke this decision?' });
  await revoke.getByLabel('Reason (the employee will read it)').fill('Cover was found after all');
  await revoke.getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(toast(page, 'Decision revoked: the leave is pending again')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'E2E recorded by the admin' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Pending', exact: true }).click();
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Mehedi');
  const again = await goToLeaveRow(page, 'E2E recorded by the admin');
  await again.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Leave Details' });
  await expect(details).toContainText('Cover was found after all');
  await expect(details.getByRole('listitem').filter({ hasText: 'Leave decision revoked' })).toContainText(
    'Status: Rejected → Pending',
  );
});

test('an employee withdraws a pending leave request; it stays in their history as Withdrawn', async ({ page }) => {
  const day = workdayFromToday(600);
  await signInViaApi(page, DEMO.employee);
  const created = await page.request.post('/api/leave/addLeave', {
    data: { leaveType: 'Casual Leave', startDate: day, endDate: day, reason: 'E2E errand I no longer need' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/employee-dashboard/leave-history');
  const row = await goToLeaveRow(page, 'E2E errand I no longer need');
  await row.getByRole('button', { name: /^Withdraw/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw this request?' });
  await expect(confirm).toContainText('It stays in your leave history as Withdrawn.');
  await confirm.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(toast(page, 'Leave request withdrawn')).toBeVisible();
  await expect(row).toContainText('Withdrawn');
  await expect(row.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  // HR no longer finds it among the requests to decide.
  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/pending-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Nadia');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'E2E errand I no longer need' })).toHaveCount(0);
});

test('HR records an agreed leave as approved; the employee asks to cancel it and HR cancels it', async ({ page }) => {
  const AGREED = {
    from: workdayFromToday(720),
    to: workdayFromToday(720),
    note: `E2E agreed trip ${Date.now().toString(36)}`,
  };
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/addLeave');
  await page.getByRole('combobox', { name: 'Employee' }).fill('Nadia');
  await page.getByRole('option', { name: /Nadia Islam/ }).click();
  await page.getByLabel('Leave Type').selectOption('Annual Leave');
  await page.getByLabel('From Date').fill(AGREED.from);
  await page.getByLabel('To Date').fill(AGREED.to);
  await page.getByLabel('Description').fill(AGREED.note);
  await page.getByLabel('Already approved (record it as approved)').check();
  await page.getByRole('button', { name: 'Add Leave' }).click();
  await expect(toast(page, 'Approved leave recorded for Nadia Islam')).toBeVisible();

  await switchTo(page, DEMO.employee);
  await page.goto('/employee-dashboard/leave-history');
  const row = await goToLeaveRow(page, AGREED.note);
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: /^Ask to cancel/ }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to cancel this leave?' });
  await ask.getByRole('button', { name: 'Ask to cancel' }).click();
  await expect(ask.getByText('Give a reason for this change.')).toBeVisible();
  await ask.getByLabel('Reason (HR will read it)').fill('The trip was called off');
  await ask.getByRole('button', { name: 'Ask to cancel' }).click();
  await expect(toast(page, 'Cancellation asked: HR will decide')).toBeVisible();
  await expect(row).toContainText('Cancellation asked');
  await expect(row.getByRole('button', { name: /^Ask to cancel/ })).toHaveCount(0);

  // The ask waits in HR's Pending tab beside the requests.
  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/pending-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Nadia');
  const waiting = await goToLeaveRow(page, AGREED.note);
  await expect(waiting).toContainText('Cancellation asked: The trip was called off');
  await waiting.getByRole('button', { name: 'Cancel leave' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this leave?' });
  await expect(confirm).toContainText('The days are free again');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, 'Leave cancelled: the days are free again')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: AGREED.note })).toHaveCount(0);

  await switchTo(page, DEMO.employee);
  await page.goto('/employee-dashboard/leave-history');
  await expect(await goToLeaveRow(page, AGREED.note)).toContainText('Cancelled');
});

async function markToday(page: Page, name: string, status: string) {
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(page.getByRole('row')).toHaveCount(2); // the header and this employee
  await row.getByRole('button', { name: status }).click();
  await expect(toast(page, `Attendance ${status} has been updated`)).toBeVisible();
  await expect(row.getByRole('button', { name: status })).toBeDisabled();
  // The mark is set: changing it now goes through 'Correct', which asks for a reason.
  await expect(row.getByRole('button')).toHaveCount(2);
  await expect(row.getByRole('button', { name: `Correct mark of ${name}` })).toBeVisible();
}

test("the admin marks today's attendance for two employees and downloads a CSV with their marks", async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  const today = ((await (await page.request.get('/api/attendance/getAttendances?limit=1')).json()) as { date: string })
    .date;
  await page.goto('/admin-dashboard/attendance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Mark Employees for \w+/);
  for (const header of ['S No', 'Employee_ID', 'Status', 'Name', 'Department']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await markToday(page, 'Sumaiya Begum', 'Present');
  await markToday(page, 'Oliver Bennett', 'Absent');

  await page.getByRole('link', { name: 'Attendance Reports' }).click();
  await expect(page).toHaveURL('/admin-dashboard/attendanceReport');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendance Report');
  await page.getByLabel('Date').fill(today);
  const day = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(day.getByRole('row').filter({ hasText: 'Sumaiya Begum' })).toContainText('Present');
  await expect(day.getByRole('row').filter({ hasText: 'Oliver Bennett' })).toContainText('Absent');
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Attendance_report_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('date,employeeId,name,department,status');
  const rows = lines.slice(1);
  expect(rows.every((line) => line.startsWith(`${today},`))).toBe(true);
  const ours = rows
    .filter((line) => /Sumaiya Begum|Oliver Bennett/.test(line))
    .map((line) => {
      const [date, , name, department, status] = line.split(',');
      return { date, name, department, status };
    });
  expect(ours).toHaveLength(2);
  expect(ours).toEqual(
    expect.arrayContaining([
      { date: today, name: 'Sumaiya Begum', department: 'Engineering', status: 'Present' },
      { date: today, name: 'Oliver Bennett', department: 'Marketing', status: 'Absent' },
    ]),
  );
});

test('the admin corrects a past mark with a reason, then marks everyone still unmarked today as Present', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/attendance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Mark Employees for \w+/);
  const dayField = page.getByLabel('Day', { exact: true });
  await expect(dayField).not.toHaveValue('');
  const today = await dayField.inputValue();
  const past = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);

  await dayField.fill(past);
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Fatema Khatun');
  const row = page.getByRole('row').filter({ hasText: 'Fatema Khatun' });
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Correct mark of Fatema Khatun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct mark' });
  await dialog.getByLabel('Status').selectOption('Sick');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Give a reason for this change.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Sick note arrived late');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Fatema Khatun is now Sick on ${past}`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Sick' })).toBeDisabled();

  await dayField.fill(today);
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('');
  await page.getByLabel('Not yet marked').check();
  await expect(page.getByRole('group', { name: /^Mark / }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark all unmarked as Present' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark all unmarked as Present?' });
  await expect(confirm).toContainText(/\d+ employees? ha(s|ve) no mark for today/);
  await confirm.getByRole('button', { name: 'Yes, mark them Present' }).click();
  await expect(toast(page, /marked Present/)).toBeVisible();
  await expect(page.getByText('Everyone is marked for this day.')).toBeVisible();

  await page.goto('/admin-dashboard/audit-trail?subject=attendance');
  const trail = page.getByRole('table', { name: 'Audit trail' }).getByRole('row').filter({ hasText: 'Fatema Khatun' });
  await expect(trail.first()).toContainText('Attendance corrected');
  await expect(trail.first()).toContainText('→ Sick');
  await expect(trail.first()).toContainText('Reason: Sick note arrived late');
});

test('the attendance report pages on with Load More, each page continuing after the last row shown', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.admin);
  const pages: { url: string; rows: { date: string; employeeId: string }[] }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/attendance/report?')) return;
    const body = (await response.json()) as { groupData: Record<string, { date: string; employeeId: string }[]> };
    pages.push({ url: response.url(), rows: Object.values(body.groupData).flat() });
  });
  await page.goto('/admin-dashboard/attendanceReport');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendance Report');
  const records = page.locator('section[aria-labelledby^="day-"] tbody tr');
  await expect(records).toHaveCount(100);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect.poll(() => pages.length).toBe(2);
  const [first, second] = pages;
  expect(new URL(second!.url).searchParams.get('after')).toMatch(new RegExp(`^${first!.rows.at(-1)!.date}~`));
  await expect(records).toHaveCount(100 + second!.rows.length);
  const keys = [...first!.rows, ...second!.rows].map((row) => `${row.date}|${row.employeeId}`);
  expect(new Set(keys).size).toBe(keys.length);
  // Days stay newest first across the two pages.
  const dates = [...first!.rows, ...second!.rows].map((row) => row.date);
  expect(dates).toEqual([...dates].sort().reverse());
});

test("the report shows a newcomer's unmarked days; the admin marks one from there and the CSV follows the filters", async ({
  page,
}) => {
  const name = `Report Newcomer ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.admin);
  await hireEmployee(page, name, dayFromToday(-9));
  await page.goto('/admin-dashboard/attendanceReport');
  await page.getByRole('combobox', { name: 'Employee' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByLabel('Status').selectOption('Not marked');
  await expect(page).toHaveURL(/employee=.*status=Not\+marked/);
  const records = page.locator('section[aria-labelledby^="day-"] tbody tr');
  // Nine days back holds at least five working days, none marked: the demo marks no newcomer.
  await expect(records.first()).toContainText('Not marked');
  const before = await records.count();
  expect(before).toBeGreaterThanOrEqual(5);
  await expect(records.filter({ hasNotText: name })).toHaveCount(0);

  const day = await page.locator('section[aria-labelledby^="day-"]').first().getAttribute('aria-labelledby');
  const date = day!.replace('day-', '');
  await records
    .first()
    .getByRole('button', { name: `Correct mark of ${name} on ${shortDate(date)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Correct mark' });
  await dialog.getByLabel('Status').selectOption('Present');
  await dialog.getByLabel('Reason').fill('Was at a client site all day');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${name} is now Present on ${date}`)).toBeVisible();
  await expect(records).toHaveCount(before - 1);

  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('Not marked');
  await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveValue(new RegExp(name));
  await expect(records).toHaveCount(before - 1);
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/).slice(1);
  expect(lines).toHaveLength(before - 1);
  expect(lines.every((line) => line.includes(name) && line.endsWith(',Not marked'))).toBe(true);
  expect(lines.some((line) => line.startsWith(`${date},`))).toBe(false);
});

async function fillAmounts(page: Page, basic: string, allowance: string, deductions: string) {
  await page.getByLabel('Basic Salary').fill(basic);
  await page.getByLabel('Allowance').fill(allowance);
  await page.getByLabel('Deductions').fill(deductions);
}

test('the admin adds a salary with a live net; the employee sees it in their salary history', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/salary');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Salaries');
  await page.getByRole('link', { name: 'Add Salary' }).click();
  await expect(page).toHaveURL('/admin-dashboard/salary/addSalary');

  await page.getByRole('button', { name: 'Add Salary' }).click();
  for (const message of ['Select an employee.', 'Basic salary is required.', 'Pay date is required.']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Employee' }).fill('Nadia');
  await page.getByRole('option', { name: /Nadia Islam/ }).click();

  const net = page.getByLabel('Net Salary');
  await expect(net).toHaveJSProperty('readOnly', true);
  await page.getByLabel('Basic Salary').fill('50000');
  await expect(net).toHaveValue('₹50,000.00');
  await page.getByLabel('Allowance').fill('2500.75');
  await expect(net).toHaveValue('₹52,500.75');
  await page.getByLabel('Deductions').fill('60000');
  await expect(net).toHaveValue('-₹7,499.25');
  await expect(page.getByText('Deductions cannot be more than the basic salary plus the allowance.')).toBeVisible();
  await page.getByLabel('Deductions').fill('1200.25');
  await expect(net).toHaveValue('₹51,300.50');
  await page.getByLabel('Pay Date').fill(PAY.nadia.day);
  await page.getByRole('button', { name: 'Add Salary' }).click();
  await expect(toast(page, 'Salary added successfully')).toBeVisible();
  await expect(page).toHaveURL('/admin-dashboard/salary');

  await page.getByRole('searchbox', { name: /Search by name/ }).fill('Nadia');
  const row = page.getByRole('row').filter({ hasText: PAY.nadia.label });
  await expect(row).toContainText('₹51,300.50');
  await row.getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: 'Salary Details' });
  await expect(details).toContainText('Nadia Islam');
  await expect(details).toContainText('₹51,300.50');
  await details.getByRole('button', { name: 'Close' }).click();

  await switchTo(page, DEMO.employee);
  await page.goto('/employee-dashboard/salary-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salaries');
  const mine = page.getByRole('row').filter({ hasText: PAY.nadia.label });
  await expect(mine).toContainText('₹50,000.00');
  await expect(mine).toContainText('₹51,300.50');
});

/** A new employee through the API, so their empty salary history (and attendance) is theirs alone. */
async function hireEmployee(page: Page, name: string, joined = dayFromToday(0)) {
  const departments = (await (await page.request.get('/api/department/getAllDep')).json()) as {
    result: { _id: string; dep_name: string }[];
  };
  const unique = `${Date.now()}`.slice(-7);
  const response = await page.request.post('/api/employee/addEmployee', {
    multipart: {
      employeeId: `E2E-PAY-${unique}`,
      emp_name: name,
      emp_email: `pay-${unique}@example.com`,
      emp_phone: `0171${unique}`,
      department: departments.result.find((d) => d.dep_name === 'Marketing')!._id,
      salary: '40000',
      role: 'employee',
      designation: 'Content Writer',
      gender: 'female',
      marital_status: 'single',
      dob: '1995-04-12',
      password: 'Start@12345',
      hire_date: joined,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { employee: { _id: string; userId: string; employeeId: string } }).employee;
}

test('an admin pays a new employee from their salary page; a moderator pays them from the salary desk', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/\/api\/salary\/addSalary$/); // the month already paid is refused (409) on purpose
  const name = `Payroll Newcomer ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.admin);
  const employee = await hireEmployee(page, name);

  await page.goto(`/admin-dashboard/employee/salary/${employee.userId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Salaries of ${name}`);
  await expect(page.getByText('No salary records found')).toBeVisible();
  await page.getByRole('link', { name: 'Add Salary' }).click();
  await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveValue(`${name} (${employee.employeeId})`);
  await fillAmounts(page, '40000', '', '');
  await expect(page.getByLabel('Net Salary')).toHaveValue('₹40,000.00');
  await page.getByLabel('Pay Date').fill(PAY.admin.day);
  await page.getByRole('button', { name: 'Add Salary' }).click();
  await expect(toast(page, 'Salary added successfully')).toBeVisible();
  await expect(page).toHaveURL(`/admin-dashboard/employee/salary/${employee.userId}`);
  await expect(page.getByRole('row').filter({ hasText: PAY.admin.label })).toContainText('₹40,000.00');

  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/salary');
  await page.getByRole('link', { name: 'Add Salary' }).click();
  await expect(page).toHaveURL('/moderator-dashboard/salary/addSalary');
  const picker = page.getByRole('combobox', { name: 'Employee' });
  await picker.fill(name.slice(0, 16));
  // Keyboard only: once the search has answered, the one match is highlighted and Enter picks it.
  await expect(page.getByRole('listbox', { name: 'Employee' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('option')).toHaveCount(1);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue(`${name} (${employee.employeeId})`);
  await fillAmounts(page, '40000', '1000', '500.50');
  await expect(page.getByLabel('Net Salary')).toHaveValue('₹40,499.50');
  await page.getByLabel('Pay Date').fill(PAY.moderator.day);
  await page.getByRole('button', { name: 'Add Salary' }).click();
  await expect(toast(page, 'Salary added successfully')).toBeVisible();
  await expect(page).toHaveURL('/moderator-dashboard/salary');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: PAY.moderator.label })).toContainText('₹40,499.50');

  // The same month again: refused as a second regular payslip, then recorded as a bonus.
  await page.getByRole('link', { name: 'Add Salary' }).click();
  await picker.fill(name.slice(0, 16));
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await fillAmounts(page, '5000', '', '');
  await page.getByLabel('Pay Date').fill(PAY.moderator.day);
  await expect(page.getByLabel('Payment type')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Salary' }).click();
  // The refusal is said once, under Payment type: not again in the toast, nor in the warning above.
  await expect(page.getByText(`${name} already has a regular payslip for`)).toHaveCount(1);
  await expect(page.getByLabel('Payment type')).toHaveAccessibleDescription(/already has a regular payslip for/);
  await expect(page.getByText(/is already paid$/)).toHaveCount(0);
  await expect(toast(page, 'Failed to submit salary data')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('salary-month-paid-once.png'), fullPage: true });
  await page.getByLabel('Payment type').selectOption('bonus');
  await page.getByRole('button', { name: 'Add Salary' }).click();
  // The first payslip's toast may still be showing beside this one.
  await expect(toast(page, 'Salary added successfully').first()).toBeVisible();
  // Back on the list that opened the form, still searched for the newcomer.
  await expect(page).toHaveURL(/\/moderator-dashboard\/salary\?q=/);
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  await expect(page.getByRole('row')).toHaveCount(4);
});

test('the same bonus twice within minutes asks first, and is paid twice only when confirmed', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/\/api\/salary\/addSalary$/); // the repeat is refused (409) until confirmed
  const name = `Bonus Twice ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.admin);
  const employee = await hireEmployee(page, name);
  for (const payment of [
    { basicSalary: '40000', type: 'regular' },
    { basicSalary: '5000', type: 'bonus' },
  ]) {
    const paid = await page.request.post('/api/salary/addSalary', {
      data: { employeeId: employee._id, payDate: PAY.admin.day, ...payment },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }

  await page.goto(`/admin-dashboard/salary/addSalary/${employee.userId}`);
  await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveValue(`${name} (${employee.employeeId})`);
  await fillAmounts(page, '5000', '', '');
  await page.getByLabel('Pay Date').fill(PAY.admin.day);
  await page.getByRole('button', { name: 'Record as bonus' }).click();
  await page.getByRole('button', { name: 'Add Salary' }).click();
  const again = page.getByRole('dialog', { name: 'Pay it again?' });
  await expect(again).toContainText(`${name} was paid this same bonus in the last 10 minutes.`);
  await again.getByRole('button', { name: 'Don’t pay' }).click();
  await expect(again).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Salary' }).click();
  await again.getByRole('button', { name: 'Pay it again' }).click();
  await expect(toast(page, 'Salary added successfully')).toBeVisible();
  await expect(page).toHaveURL(`/admin-dashboard/employee/salary/${employee.userId}`);
  await expect(page.getByRole('row').filter({ hasText: PAY.admin.label })).toHaveCount(3);
});

test('HR records a payslip twice by mistake, deletes the duplicate and corrects the other; the admin sees before → after in the audit trail', async ({
  page,
}) => {
  test.slow(); // two payments, a deletion, a correction, the trail and axe: 20 s quiet, over 30 s on a busy machine
  const name = `Correction Case ${Date.now().toString(36)}`;
  const month = pastPayMonth(39);
  await signInViaApi(page, DEMO.admin);
  await hireEmployee(page, name);

  await switchTo(page, DEMO.moderator);
  for (const attempt of ['regular', 'bonus']) {
    await page.goto('/moderator-dashboard/salary/addSalary');
    await page.getByRole('combobox', { name: 'Employee' }).fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    // The basic is the salary on the employee record until someone types another.
    await expect(page.getByLabel('Basic Salary')).toHaveValue('40000');
    await page.getByLabel('Pay Date').fill(month.day);
    if (attempt === 'bonus') {
      const warning = page.getByRole('status').filter({ hasText: `${month.label} is already paid` });
      await expect(warning).toContainText('₹40,000.00 net');
      await page.getByRole('button', { name: 'Record as bonus' }).click();
      await expect(page.getByLabel('Payment type')).toHaveValue('bonus');
    }
    await page.getByRole('button', { name: 'Add Salary' }).click();
    await expect(toast(page, 'Salary added successfully').first()).toBeVisible();
    await expect(page).toHaveURL('/moderator-dashboard/salary');
  }

  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  const duplicate = rows.filter({ hasText: 'bonus' });
  await duplicate.getByRole('button', { name: /^Delete salary of/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this salary record?' });
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(confirm.getByText('Give a reason for this change.')).toBeVisible();
  expect(await axeViolations(page), 'Delete salary').toEqual([]);
  await confirm.getByLabel('Reason').fill('Entered twice');
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(toast(page, 'Salary deleted successfully')).toBeVisible();
  await expect(rows).toHaveCount(1);

  await rows.getByRole('button', { name: /^Edit salary of/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Salary' });
  expect(await axeViolations(page), 'Edit Salary').toEqual([]);
  await edit.getByLabel('Allowance').fill('2500');
  await expect(edit.getByLabel('Net Salary')).toHaveValue('₹42,500.00');
  await edit.getByLabel('Reason for the change').fill('Travel allowance was left out');
  await edit.getByRole('button', { name: 'Save correction' }).click();
  await expect(toast(page, 'Salary updated successfully')).toBeVisible();
  await expect(rows).toContainText('₹42,500.00');
  await rows.getByRole('button', { name: /^View salary of/ }).click();
  const details = page.getByRole('dialog', { name: 'Salary Details' });
  await expect(details.getByRole('listitem').filter({ hasText: 'Salary corrected' })).toContainText(
    'Allowance: ₹0.00 → ₹2,500.00',
  );
  await expect(details).toContainText('Reason: Travel allowance was left out');
  expect(await axeViolations(page), 'Salary Details with its history').toEqual([]);
  await details.getByRole('button', { name: 'Close' }).click();

  await switchTo(page, DEMO.admin);
  await page.goto('/admin-dashboard/audit-trail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Trail');
  await page.getByRole('combobox', { name: 'Person' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/personId=/);
  const trail = page.getByRole('table', { name: 'Audit trail' }).getByRole('row');
  await expect(trail).toHaveCount(5);
  await expect(trail.nth(1)).toContainText('Salary corrected');
  await expect(trail.nth(1)).toContainText('Allowance: ₹0.00 → ₹2,500.00');
  await expect(trail.nth(1)).toContainText('Net Salary: ₹40,000.00 → ₹42,500.00');
  await expect(trail.nth(1)).toContainText('Farhan Ahmed');
  await expect(trail.nth(2)).toContainText('Salary deleted');
  await expect(trail.nth(2)).toContainText('Reason: Entered twice');
  // The filter lives in the URL: a reload shows the same rows.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveValue(name);
  await expect(trail).toHaveCount(5);
  expect(await axeViolations(page), 'Audit Trail').toEqual([]);
});

test('the admin verifies the audit trail from the keyboard and finds every row intact', async ({ page }) => {
  // One audited change at least, whichever journeys ran before: a fresh sign-up account disabled.
  const account = await createAccount(page, 'audited');
  await signInViaApi(page, DEMO.admin);
  const found = await page.request.get(`/api/accounts?search=${encodeURIComponent(account.email)}`);
  const [{ _id: id }] = (await found.json()).result;
  const disabled = await page.request.put(`/api/accounts/disable/${id}`, { data: { reason: 'Left the pilot' } });
  expect(disabled.status(), await disabled.text()).toBe(200);

  await page.goto('/admin-dashboard/audit-trail');
  await expect(page.getByRole('table', { name: 'Audit trail' }).getByRole('row').nth(1)).toContainText(account.email);
  await page.getByRole('button', { name: 'Verify the trail' }).focus();
  await page.keyboard.press('Enter');
  const result = page.getByRole('status').filter({ hasText: 'The audit trail is intact' });
  await expect(result).toContainText('Every row matches its hash and links to the one before');
  // Every row of the trail was checked: as many as the list holds.
  const rows = (await result.textContent())!.match(/intact: ([\d,]+) rows?/)![1]!.replaceAll(',', '');
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${rows}$`))).toBeVisible();
  expect(await axeViolations(page), 'Audit Trail, verified').toEqual([]);
});
