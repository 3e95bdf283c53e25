import {
  apiAs,
  bellOf,
  expect,
  expectUnread,
  gotoWithBell,
  STAFF,
  test,
  unique,
  unreadCount,
} from './comms-helpers.js';
import { DEMO, signInViaApi, workdayFromToday } from './fixtures.js';

// Several browsers and live updates per story, on a shared machine.
test.describe.configure({ timeout: 90_000 });

const ADMIN_ANNOUNCEMENTS = '/admin-dashboard/annoucement';
const EMPLOYEE_INBOX = '/employee-dashboard/annoucementEmployee';

test.describe('announcements', () => {
  test('the admin sends a selected announcement: the employee is told live, others never see it', async ({
    page,
    openAs,
  }) => {
    const nadia = await openAs(DEMO.employee, '/employee-dashboard');
    const before = await unreadCount(nadia);

    await signInViaApi(page, DEMO.admin);
    await page.goto(ADMIN_ANNOUNCEMENTS);
    const form = page.getByRole('region', { name: 'Create Announcement' });

    // The spec's two validation messages.
    await form.getByRole('button', { name: 'Send Announcement' }).click();
    await expect(form.getByText('Announcement message is required.')).toBeVisible();
    const message = unique('Your access badge is ready at reception.');
    await form.getByLabel('Message').fill(message);
    await form.getByLabel('Send to').selectOption({ label: 'Selected employee' });
    await form.getByRole('button', { name: 'Send Announcement' }).click();
    await expect(form.getByText('Please select an employee.')).toBeVisible();

    // The picker searches on the server as the admin types; the keyboard picks.
    const picker = form.getByRole('combobox', { name: 'Select Employee' });
    await picker.fill('Nadia');
    await expect(form.getByRole('option', { name: /Nadia Islam/ })).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(form.getByRole('group', { name: 'Select Employee' })).toContainText('Nadia Islam');
    await form.getByRole('button', { name: 'Send Announcement' }).click();
    await expect(page.getByText('Announcement sent!')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');

    const list = page.getByRole('region', { name: 'Announcements List' });
    const sent = list.getByRole('article').filter({ hasText: message });
    await expect(sent).toContainText('To Nadia Islam');
    await expect(sent).toContainText('From Ayesha Rahman (Admin)');

    // Nadia's bell rises without a reload, with a toast; opening the item leads to her inbox.
    await expectUnread(nadia, before + 1);
    await expect(nadia.getByText('Announcement from Ayesha Rahman').first()).toBeVisible();
    await bellOf(nadia).click();
    await nadia
      .getByRole('dialog', { name: /Notifications/ })
      .getByRole('button', { name: message })
      .click();
    await expect(nadia).toHaveURL(EMPLOYEE_INBOX);
    await expect(nadia.getByRole('article').filter({ hasText: message })).toContainText('From Ayesha Rahman (Admin)');
    await expectUnread(nadia, before);

    // A colleague in the same department does not get it.
    const tanvir = await openAs(STAFF, EMPLOYEE_INBOX);
    await expect(tanvir.getByRole('article').first()).toBeVisible();
    await expect(tanvir.getByText(message)).toHaveCount(0);
    await bellOf(tanvir).click();
    await expect(tanvir.getByRole('dialog', { name: /Notifications/ }).getByText(message)).toHaveCount(0);
  });

  test('the admin deletes an announcement after confirming, and pages through with Load More', async ({
    page,
    request,
  }) => {
    const admin = await apiAs(request, DEMO.admin);
    const message = unique('Parking lot B is closed on Friday.');
    await admin.post('/api/annoucement', { message, type: 'managers' });

    await signInViaApi(page, DEMO.admin);
    await page.goto(ADMIN_ANNOUNCEMENTS);
    const list = page.getByRole('region', { name: 'Announcements List' });
    await expect(list.getByRole('article')).toHaveCount(5);
    // The demo holds more than one page of 5: the next page is appended below.
    await list.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => list.getByRole('article').count()).toBeGreaterThan(5);

    const item = list.getByRole('article').filter({ hasText: message });
    await expect(item).toContainText('To All managers');
    await item.getByRole('button', { name: /Delete announcement/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('This announcement will be deleted.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: /Delete announcement/ }).click();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('Announcement deleted successfully.')).toBeVisible();
    await expect(list.getByText(message)).toHaveCount(0);
  });

  test('the manager sends to one employee of Engineering, sees it under Your Announcements and reads the Inbox', async ({
    page,
    openAs,
  }) => {
    await signInViaApi(page, DEMO.manager);
    await page.goto('/manager-dashboard/annoucementManager');
    const form = page.getByRole('region', { name: 'Send Announcement' });
    await form.getByRole('button', { name: 'Send Announcement' }).click();
    await expect(form.getByText('Message is required.')).toBeVisible();

    const message = unique('Code freeze starts Thursday at 18:00.');
    await form.getByLabel('Message').fill(message);
    await expect(form.getByLabel('Send to')).toHaveText(/Employees of Engineering/);
    await form.getByLabel('Send to').selectOption('selected');
    const select = form.getByLabel('Select Employee');
    const tanvir = await select.locator('option', { hasText: 'Tanvir Chowdhury' }).getAttribute('value');
    await select.selectOption(tanvir!);
    await form.getByRole('button', { name: 'Send Announcement' }).click();
    await expect(page.getByText('Announcement sent!')).toBeVisible();

    const mine = page.getByRole('tabpanel', { name: 'Your Announcements' });
    await expect(mine.getByRole('article').filter({ hasText: message })).toContainText('To Tanvir Chowdhury');
    await page.getByRole('tab', { name: 'Your Announcements' }).press('ArrowRight');
    const inbox = page.getByRole('tabpanel', { name: 'Inbox' });
    await expect(inbox.getByRole('article').first()).toContainText('From Ayesha Rahman (Admin)');
    await expect(inbox.getByText(message)).toHaveCount(0);

    const staff = await openAs(STAFF, EMPLOYEE_INBOX);
    await expect(staff.getByRole('article').filter({ hasText: message })).toContainText('From Imran Hossain (Manager)');
    const nadia = await openAs(DEMO.employee, EMPLOYEE_INBOX);
    await expect(nadia.getByRole('article').first()).toBeVisible();
    await expect(nadia.getByText(message)).toHaveCount(0);
  });
});

test.describe('notification bell', () => {
  test("the admin approves the employee's leave and her bell shows it without a reload", async ({
    openAs,
    request,
  }) => {
    const nadia = await openAs(DEMO.employee, '/employee-dashboard');
    const before = await unreadCount(nadia);
    // A leave well ahead, on a day of its own, so it cannot overlap the demo's or another journey's.
    // Its own span of days (605–644): no other journey gives Nadia a leave there.
    const day = workdayFromToday(605 + Math.floor(Math.random() * 40));
    const created = await nadia.request.post('/api/leave/addLeave', {
      data: { leaveType: 'Casual Leave', startDate: day, endDate: day, reason: 'Family visit' },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const leaveId = ((await created.json()) as { result: { _id: string } }).result._id;

    const admin = await apiAs(request, DEMO.admin);
    await admin.put(`/api/leave/approveLeave/${leaveId}`);

    await expectUnread(nadia, before + 1);
    await bellOf(nadia).click();
    const panel = nadia.getByRole('dialog', { name: /Notifications/ });
    await expect(panel.getByRole('button', { name: /Your leave was approved/ }).first()).toContainText(day);
  });

  test('the HR officer opens a new leave request from the bell on their own pending list', async ({
    openAs,
    request,
  }) => {
    const hr = await openAs(DEMO.moderator, '/moderator-dashboard');
    const before = await unreadCount(hr);
    // Its own span of days (650–689), apart from the journey above: two random days never clash.
    const day = workdayFromToday(650 + Math.floor(Math.random() * 40));
    const reason = unique('Dentist');
    const nadia = await apiAs(request, DEMO.employee);
    await nadia.post('/api/leave/addLeave', { leaveType: 'Sick Leave', startDate: day, endDate: day, reason });

    await expectUnread(hr, before + 1);
    await bellOf(hr).click();
    const panel = hr.getByRole('dialog', { name: /Notifications/ });
    await panel
      .getByRole('button', { name: /Leave request from/ })
      .filter({ hasText: day })
      .click();
    await expect(hr).toHaveURL(/\/moderator-dashboard\/pending-leaves$/);
    await expect(hr.getByRole('heading', { name: 'Manage Leaves' })).toBeVisible();
    await expect(hr.getByRole('row').filter({ hasText: reason })).toBeVisible();
  });

  test('the bell works from the keyboard: arrows move, Escape closes, Mark all read clears the count', async ({
    page,
    request,
  }) => {
    const admin = await apiAs(request, DEMO.admin);
    const staff = await apiAs(request, STAFF);
    const self = (await staff.get(`/api/employee/${staff.user._id}`)) as { employee: { _id: string } };
    for (const n of [1, 2]) {
      await admin.post('/api/annoucement', {
        message: unique(`Reminder ${n}`),
        type: 'selected',
        selectedEmployee: self.employee._id,
      });
    }

    await signInViaApi(page, STAFF);
    await gotoWithBell(page, '/employee-dashboard');
    expect(await unreadCount(page)).toBeGreaterThanOrEqual(2);
    await bellOf(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: /Notifications/ });
    const items = panel.getByRole('listitem').getByRole('button');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bellOf(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expectUnread(page, 0);
    await page.reload();
    await expectUnread(page, 0);
  });
});
