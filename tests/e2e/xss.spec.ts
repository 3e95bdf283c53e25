import type { Page } from '@playwright/test';
import { apiAs, bellOf, gotoWithBell, test } from './comms-helpers.js';
import { DEMO, expect, signInViaApi } from './fixtures.js';
import { rowOf, search } from './people-helpers.js';
import {
  buildHostileWorld,
  expectShown,
  expectWithin,
  hostile,
  type HostileWorld,
  watchForXss,
} from './xss-helpers.js';

/*
 * Issue: "A browser test stores script payloads in every text field and checks they render as
 * text." Every free-text field holds a payload (stored through the API by the role that owns it);
 * each screen that shows one must show it literally, with nothing from it in the DOM, no flag set
 * and no dialog opened. The CSP (no inline script) would stop a handler from running, so the
 * text and DOM checks are the ones that catch a field rendered as HTML; the flag and dialog
 * checks catch it should the CSP ever be loosened too.
 */

test.describe.configure({ timeout: 90_000 });

let world: HostileWorld;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  world = await buildHostileWorld(context.request);
  await context.close();
});

const heading = (page: Page, text: string | RegExp) => expect(page.getByRole('heading', { level: 1 })).toHaveText(text);

test('the admin screens show every stored payload as text', async ({ page }) => {
  const { department, manager, staff, project, leaveReason, adminMessage } = world;
  const expectInert = watchForXss(page);
  await signInViaApi(page, DEMO.admin);

  // Overview: the running project and its department, the two new people among the active users,
  // the department in the distribution's table, and the staff member's leave request in the bell.
  await gotoWithBell(page, '/admin-dashboard');
  const running = page.getByRole('region', { name: /^Running Projects/ });
  await expectShown(running, project.title);
  await expect(running.getByRole('listitem').filter({ hasText: project.title })).toContainText(`· ${department.name}`);
  const users = page.getByRole('region', { name: /^Active Users/ });
  await expect(users.getByRole('row').nth(1)).toContainText('@'); // loaded: 'See All' shows only now
  const seeAll = users.getByRole('button', { name: 'See All' });
  if (await seeAll.isVisible()) await seeAll.click();
  await expectShown(users, manager.name);
  await expectShown(users, staff.name);
  const pie = page.getByRole('region', { name: 'Department Distribution' });
  await pie.getByRole('button', { name: /Show data/ }).click();
  await expectShown(pie.getByRole('table'), department.name);
  await bellOf(page).click();
  await expectShown(page.getByRole('dialog', { name: /Notifications/ }), `Leave request from ${staff.name}`);
  await expectInert('admin overview');
  await page.keyboard.press('Escape');

  // Departments: name, description and manager; the edit form holds them as values.
  await page.goto('/admin-dashboard/departments');
  await search(page, 'Search By Name', department.name, '/api/department/getAllDep');
  const departmentRow = rowOf(page, department.name);
  await expectShown(departmentRow, department.name);
  await expectShown(departmentRow, department.description);
  await expectShown(departmentRow, manager.name);
  await expectInert('departments');
  await departmentRow.getByRole('link', { name: `Edit ${department.name}` }).click();
  await heading(page, 'Edit Department');
  await expect(page.getByLabel('Department Name')).toHaveValue(department.name);
  await expect(page.getByLabel('Description (optional)')).toHaveValue(department.description);
  await expectInert('edit department');

  // Employees: the row, the details modal and the full details page.
  await page.goto('/admin-dashboard/employee');
  await search(page, 'Search By Name, ID, Role, or Department', staff.name, '/api/employee/getEmployees');
  const staffRow = rowOf(page, staff.employeeId);
  await expectShown(staffRow, staff.name);
  await expectShown(staffRow, staff.employeeId);
  await expectShown(staffRow, department.name);
  await staffRow.getByRole('button', { name: `View ${staff.name}` }).click();
  const details = page.getByRole('dialog', { name: 'Employee Details' });
  await expectShown(details, staff.name);
  await expectShown(details, staff.employeeId);
  await expectShown(details, department.name);
  await expectInert('employee details modal');
  await details.getByRole('link', { name: 'Open full profile' }).click();
  await heading(page, 'Employee Details');
  await expect(page.getByRole('heading', { name: staff.name, exact: true })).toBeVisible();
  await expectInert('employee details page');

  // Managers, with their View modal.
  await page.goto('/admin-dashboard/managers');
  await search(page, 'Search by Name, ID, Phone', manager.employeeId, '/api/employee/managers');
  const managerRow = rowOf(page, manager.name);
  await expectShown(managerRow, manager.name);
  await expectShown(managerRow, department.name);
  await managerRow.getByRole('button', { name: `View ${manager.name}` }).click();
  await expectShown(page.getByRole('dialog', { name: 'Manager Details' }), manager.name);
  await expectInert('managers');

  // Projects: title, manager and department; the edit form holds the title as its value.
  await page.goto('/admin-dashboard/projects');
  await page.getByPlaceholder('Search project, department or manager').fill(project.title);
  const projectRow = rowOf(page, project.title);
  await expectShown(projectRow, project.title);
  await expectShown(projectRow, manager.name);
  await expectShown(projectRow, department.name);
  await expectInert('projects');
  await projectRow.getByRole('link', { name: `Edit ${project.title}` }).click();
  await expect(page.getByLabel('Project Name')).toHaveValue(project.title);
  await expectInert('edit project');

  // Today's attendance and its report.
  await page.goto('/admin-dashboard/attendance');
  await page.getByPlaceholder('Search by name, employee ID or department').fill(staff.name);
  const marked = rowOf(page, staff.employeeId);
  await expectShown(marked, staff.name);
  await expectShown(marked, department.name);
  await page.goto('/admin-dashboard/attendanceReport');
  await expectShown(page.getByRole('main'), staff.name);
  await expectShown(page.getByRole('main'), staff.employeeId);
  await expectInert('attendance');

  // Leaves: the row and the details modal.
  await page.goto('/admin-dashboard/pending-leaves');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(staff.employeeId);
  const leaveRow = rowOf(page, leaveReason);
  await expectShown(leaveRow, leaveReason);
  await expectShown(leaveRow, staff.name);
  await expectShown(leaveRow, staff.employeeId);
  await leaveRow.getByRole('button', { name: 'View' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave Details' });
  for (const text of [staff.name, staff.employeeId, department.name, leaveReason]) await expectShown(leave, text);
  await expectInert('leaves');
  await page.keyboard.press('Escape');

  // Salaries, and one employee's salary page titled with the name.
  await page.goto('/admin-dashboard/salary');
  await page.getByPlaceholder('Search by name or employee ID').fill(staff.employeeId);
  await expectShown(rowOf(page, staff.employeeId), staff.name);
  await page.goto(`/admin-dashboard/employee/salary/${staff.userId}`);
  await heading(page, `Salaries of ${staff.name}`);
  await expectInert('salaries');

  // Announcements: the message and its audience.
  await page.goto('/admin-dashboard/annoucement');
  const sent = page
    .getByRole('region', { name: 'Announcements List' })
    .getByRole('article')
    .filter({ hasText: adminMessage });
  await expectShown(sent, adminMessage);
  await expectShown(sent, staff.name);
  await expectInert('announcements');

  // The employee picker of 'Add Leave' lists the person by name and ID.
  await page.goto('/admin-dashboard/addLeave');
  const picker = page.getByRole('combobox', { name: 'Employee' });
  await picker.fill(staff.employeeId);
  const option = page.getByRole('option').filter({ hasText: staff.employeeId });
  await expectShown(option, staff.name);
  await expectWithin(option, `${staff.employeeId} · ${department.name}`);
  await option.click();
  await expect(picker).toHaveValue(`${staff.name} (${staff.employeeId})`);
  await expectInert('employee picker');
});

test('the manager screens show every stored payload as text', async ({ openAs }) => {
  const { department, manager, staff, project, task, managerMessage } = world;
  const boss = await openAs(manager.account, '/manager-dashboard');
  const expectInert = watchForXss(boss);

  await heading(boss, `Welcome Back, ${manager.name}`);
  await expect(boss.getByRole('banner')).toContainText(`Welcome ${manager.name}`);
  await expectShown(boss.getByRole('main'), department.name);
  await expectShown(boss.getByRole('region', { name: 'Running Projects' }), project.title);
  await expectShown(boss.getByRole('region', { name: 'Active Employees' }), staff.name);
  await expectInert('manager dashboard');

  await boss.goto('/manager-dashboard/projects');
  await expectShown(rowOf(boss, project.title), project.title);
  await boss.getByRole('button', { name: `View Tasks of ${project.title}` }).click();
  const tasks = boss.getByRole('dialog', { name: `Tasks — ${project.title}` });
  await expectShown(tasks, task.title);
  await expectShown(tasks, task.description);
  await expectWithin(tasks.getByRole('listitem').filter({ hasText: task.title }), `Employee: ${staff.name}`);
  await expectInert('department projects and tasks');
  await boss.keyboard.press('Escape');

  await boss.goto('/manager-dashboard/employees');
  const member = rowOf(boss, staff.employeeId);
  await expectShown(member, staff.name);
  await member.getByRole('button', { name: `View ${staff.name}` }).click();
  await expectShown(boss.getByRole('dialog'), staff.name);
  await expectInert('team');
  await boss.keyboard.press('Escape');

  await boss.goto('/manager-dashboard/annoucementManager');
  const mine = boss.getByRole('tabpanel', { name: 'Your Announcements' });
  await expectShown(mine, managerMessage);
  await expect(mine.getByRole('article').filter({ hasText: managerMessage })).toContainText(
    `To Employees of ${department.name}`,
  );
  await expectInert('manager announcements');

  await boss.goto('/manager-dashboard/profile');
  await expect(boss.getByRole('heading', { name: manager.name, exact: true })).toBeVisible();
  await expectShown(boss.getByRole('main'), `${department.name} Department`);
  await expectInert('manager profile');
});

test('the employee screens, bell and live toast show every stored payload as text', async ({ openAs, request }) => {
  const { department, manager, staff, project, task, leaveReason, adminMessage, managerMessage } = world;
  const worker = await openAs(staff.account, '/employee-dashboard');
  const expectInert = watchForXss(worker);

  await heading(worker, `Welcome Back, ${staff.name}`);
  await expectShown(worker.getByRole('main'), manager.name);
  await expectShown(worker.getByRole('main'), `${department.name} department`);
  await bellOf(worker).click();
  const bell = worker.getByRole('dialog', { name: /Notifications/ });
  await expectShown(bell, `New task: ${task.title}`);
  await expectShown(bell, `${manager.name} assigned you a task on ${project.title}.`);
  await expectShown(bell, adminMessage);
  await expectShown(bell, managerMessage);
  await expectInert('employee dashboard and bell');
  await worker.keyboard.press('Escape');

  await worker.goto('/employee-dashboard/tasks');
  const row = rowOf(worker, task.title);
  await expectShown(row, task.title);
  await expectShown(row, task.description);
  await expectWithin(row, `Project: ${project.title}`);
  await expectInert('my tasks');

  await worker.goto('/employee-dashboard/leave-history');
  const leave = rowOf(worker, leaveReason);
  await expectShown(leave, leaveReason);
  await leave.getByRole('link', { name: /^Edit/ }).click();
  await expect(worker.getByLabel('Description')).toHaveValue(leaveReason);
  await expectInert('leave history and edit form');

  await gotoWithBell(worker, '/employee-dashboard/annoucementEmployee');
  const inbox = worker.getByRole('main');
  await expectShown(inbox, adminMessage);
  await expectShown(inbox, managerMessage);
  await expect(inbox.getByRole('article').filter({ hasText: managerMessage })).toContainText(
    `From ${manager.name} (Manager)`,
  );

  // A new announcement arrives live: the toast shows it as text too.
  const live = hostile('Live announcement');
  const admin = await apiAs(request, DEMO.admin);
  await admin.post('/api/annoucement', { message: live, type: 'selected', selectedEmployee: staff._id });
  await expectShown(worker.locator('[data-sonner-toast]'), live);
  await expectInert('inbox and live toast');

  await worker.goto('/employee-dashboard/profile');
  await expect(worker.getByRole('heading', { name: staff.name, exact: true })).toBeVisible();
  await expectInert('employee profile');
});

test('a signed-up name and a searched-for payload show as text', async ({ page, openAs }) => {
  const visitor = await openAs(world.user, '/user-dashboard/profile');
  const expectVisitorInert = watchForXss(visitor);
  await expectShown(visitor.getByRole('main'), world.user.name);
  await expect(visitor.getByRole('banner')).toContainText(`Welcome ${world.user.name}`);
  await expectVisitorInert('user profile');

  // What a user types into a search box comes back in the empty state.
  const expectInert = watchForXss(page);
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/employee');
  const query = hostile('Nobody');
  await search(page, 'Search By Name, ID, Role, or Department', query, '/api/employee/getEmployees');
  await expectShown(page.getByRole('main'), `No employees match “${query}”.`);
  await expectInert('employee search');
});
