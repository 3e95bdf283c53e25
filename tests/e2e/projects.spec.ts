import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test, type Account } from './fixtures.js';

// Dates in the tables are formatted for the browser's locale.
test.use({ locale: 'en-US', timezoneId: 'UTC' });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A second person at their own browser, signed in, whose console errors also fail the test. */
async function personAt(browser: Browser, account: Account, watch: (page: Page) => void) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  watch(page);
  await signInViaApi(page, account);
  return page;
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

function row(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

async function findProject(page: Page, title: string) {
  await page.getByPlaceholder('Search project, department or manager').fill(title);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  return row(page, title);
}

test('admin is told what is missing, and a project cannot end before it starts', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/projects');
  await page.getByRole('link', { name: 'Add New Project' }).click();
  await expect(page).toHaveURL('/admin-dashboard/add-project');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Project');

  await page.getByRole('button', { name: 'Add Project' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'All fields are required' });
  await expect(alert).toContainText('Please fill all the project details.');
  await expect(page.getByLabel('Project Name')).toBeFocused();

  await page.getByLabel('Project Name').fill('Backwards plan');
  await page.getByLabel('Department').selectOption({ label: 'Engineering' });
  await page.getByLabel('Issue Date').fill('2026-03-10');
  await page.getByLabel('End Deadline').fill('2026-03-01');
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByText('The end date cannot be before the start date.')).toBeVisible();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL('/admin-dashboard/add-project');

  // The server holds the same rule for any other client.
  const departments = await (await page.request.get('/api/department/getAllDep')).json();
  const engineering = departments.result.find((d: any) => d.dep_name === 'Engineering');
  const refused = await page.request.post('/api/projects/create', {
    data: { title: 'Backwards plan', department: engineering._id, startDate: '2026-03-10', endDate: '2026-03-01' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('The end date cannot be before the start date.');
});

test('a project from creation to completed work: admin, manager and employee', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const title = `Analytics Dashboard ${unique()}`;
  const taskTitle = `Chart the weekly sign-ups ${unique()}`;
  const admin = page;

  // The admin adds a project for Engineering (Imran Hossain's department) and moves its deadline.
  await signInViaApi(admin, DEMO.admin);
  await admin.goto('/admin-dashboard/add-project');
  await admin.getByLabel('Project Name').fill(title);
  await admin.getByLabel('Department').selectOption({ label: 'Engineering' });
  await admin.getByLabel('Issue Date').fill('2026-02-01');
  await admin.getByLabel('End Deadline').fill('2026-06-30');
  await admin.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(admin, 'Project added successfully')).toBeVisible();
  await expect(admin).toHaveURL('/admin-dashboard/projects');
  let listed = await findProject(admin, title);
  await expect(listed).toContainText('Imran Hossain');
  await expect(listed).toContainText('Engineering');
  await expect(listed).toContainText('Feb 1, 2026');
  await expect(listed).toContainText('Jun 30, 2026');
  await expect(listed).toContainText('Pending');

  await listed.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Edit Project');
  await expect(admin.getByLabel('Project Name')).toHaveValue(title);
  await admin.getByLabel('End Deadline').fill('2026-07-31');
  await admin.getByRole('button', { name: 'Update Project' }).click();
  await expect(toast(admin, 'Project updated successfully')).toBeVisible();
  // Back on the list that opened the form, with its search.
  await expect(admin).toHaveURL(/\/admin-dashboard\/projects\?q=/);
  listed = await findProject(admin, title);
  await expect(listed).toContainText('Jul 31, 2026');

  // The manager starts it and gives Nadia Islam a task that is already late.
  const manager = await personAt(browser, DEMO.manager, consoleGuard.watch);
  await manager.goto('/manager-dashboard/projects');
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('My Department Projects');
  await manager.getByLabel(`Status of ${title}`).selectOption('in progress');
  await expect(toast(manager, 'Your status has been changed')).toBeVisible();
  await expect(manager.getByLabel(`Status of ${title}`)).toHaveValue('in progress');

  await manager.getByRole('button', { name: `Add Task to ${title}` }).click();
  const assign = manager.getByRole('dialog', { name: 'Assign Task' });
  await assign.getByRole('button', { name: 'Assign Task' }).click();
  await expect(assign.getByText('Select an employee for this task.')).toBeVisible();
  await expect(assign.getByText('Task title is required.')).toBeVisible();
  await assign.getByLabel('Employee').selectOption({ label: 'Nadia Islam' });
  await assign.getByLabel('Task Title').fill(taskTitle);
  await assign.getByLabel('Description').fill('One line per week since January.');
  await assign.getByLabel('Deadline').fill('2025-01-10');
  await assign.getByRole('button', { name: 'Assign Task' }).click();
  await expect(toast(manager, 'Task created successfully')).toBeVisible();
  await expect(assign).toBeHidden();

  await manager.getByRole('button', { name: `View Tasks of ${title}` }).click();
  let tasks = manager.getByRole('dialog', { name: `Tasks — ${title}` });
  let task = tasks.getByRole('listitem').filter({ hasText: taskTitle });
  await expect(task).toContainText('Nadia Islam');
  await expect(task).toContainText('One line per week since January.');
  await expect(task).toContainText('Pending');
  await expect(task).toContainText('Overdue');
  await manager.keyboard.press('Escape');
  await expect(tasks).toBeHidden();

  // Nadia finds it among her tasks, marked overdue, and completes it.
  const employee = await personAt(browser, DEMO.employee, consoleGuard.watch);
  await employee.goto('/employee-dashboard/tasks');
  await expect(employee.getByRole('heading', { level: 1 })).toHaveText('Tasks');
  const mine = row(employee, taskTitle);
  await expect(mine).toContainText(title);
  await expect(mine).toContainText('Overdue');
  await employee.getByLabel(`Status of ${taskTitle}`).selectOption('completed');
  await expect(toast(employee, 'Your status has been changed')).toBeVisible();
  await expect(mine).not.toContainText('Overdue');
  await employee.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(employee.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(mine).toBeHidden();
  await employee.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(mine).toBeVisible();

  // The manager sees it completed.
  await manager.getByRole('button', { name: `View Tasks of ${title}` }).click();
  tasks = manager.getByRole('dialog', { name: `Tasks — ${title}` });
  task = tasks.getByRole('listitem').filter({ hasText: taskTitle });
  await expect(task).toContainText('Completed');
  await expect(task).not.toContainText('Overdue');
  await expect(tasks).toContainText('1 of 1 completed');

  // The admin sees the project running, then removes it with its task.
  await admin.reload();
  listed = await findProject(admin, title);
  await expect(listed).toContainText('In Progress');
  await admin.getByRole('button', { name: 'In Progress', exact: true }).click();
  await expect(listed).toBeVisible();
  await admin.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(admin.getByText('No projects match your search.')).toBeVisible();
  await admin.getByRole('button', { name: 'All', exact: true }).click();

  await listed.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('and all of its tasks will be deleted');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(listed).toBeVisible();
  await listed.getByRole('button', { name: `Delete ${title}` }).click();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(toast(admin, 'Project deleted successfully')).toBeVisible();
  await expect(admin.getByText('No projects match your search.')).toBeVisible();

  await employee.reload();
  await expect(employee.getByRole('heading', { level: 1 })).toHaveText('Tasks');
  await expect(employee.getByRole('row').nth(1)).toBeVisible();
  await expect(row(employee, taskTitle)).toHaveCount(0);
  await manager.context().close();
  await employee.context().close();
});

test('the manager sees only their own department; empty and failed loads and saves say so', async ({
  page,
  consoleGuard,
}) => {
  // The failures below are simulated on purpose.
  consoleGuard.allow(/500 \(Internal Server Error\)/);
  const title = `Quiet Project ${unique()}`;
  await signInViaApi(page, DEMO.admin);
  const departments = await (await page.request.get('/api/department/getAllDep')).json();
  const engineering = departments.result.find((d: any) => d.dep_name === 'Engineering');
  const created = await page.request.post('/api/projects/create', {
    data: { title, department: engineering._id, startDate: '2026-05-01', endDate: '2026-05-31' },
  });
  expect(created.status()).toBe(201);

  await signInViaApi(page, DEMO.manager);
  await page.goto('/manager-dashboard/projects');
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Customer Portal Revamp', exact: true })).toBeVisible();
  // Other departments' projects are not listed.
  await expect(page.getByText('Brand Refresh Campaign')).toHaveCount(0);
  await expect(page.getByText('CRM Data Clean-up')).toHaveCount(0);

  await page.getByRole('button', { name: `View Tasks of ${title}` }).click();
  const tasks = page.getByRole('dialog', { name: `Tasks — ${title}` });
  await expect(tasks.getByText('No tasks found.')).toBeVisible();
  await page.keyboard.press('Escape');

  const serverError = {
    status: 500,
    json: { success: false, error: 'Something went wrong!', message: 'Something went wrong!' },
  };
  await page.route('**/api/projects/getAllTasksByDepartment?*', (route) => route.fulfill(serverError));
  await page.getByRole('button', { name: `View Tasks of ${title}` }).click();
  await expect(tasks.getByRole('alert')).toContainText('Failed to fetch tasks', { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await page.unroute('**/api/projects/getAllTasksByDepartment?*');

  await page.route('**/api/projects/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill(serverError) : route.fallback(),
  );
  await page.getByLabel(`Status of ${title}`).selectOption('completed');
  await expect(toast(page, 'Failed to update status')).toBeVisible();
  await expect(page.getByLabel(`Status of ${title}`)).toHaveValue('pending');
  await page.unroute('**/api/projects/*');

  await signInViaApi(page, DEMO.admin);
  expect((await page.request.delete(`/api/projects/${(await created.json()).result._id}`)).status()).toBe(200);
});

test('the manager edits, reassigns and deletes a task; the employees’ task list and Working Tasks card follow live', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const title = `Live tasks ${unique()}`;
  const taskTitle = `Write the release notes ${unique()}`;
  const tanvir = { email: 'tanvir.chowdhury@ems.test', password: 'Employee@12345' };

  // The admin adds an Engineering project (through the API: this story is about tasks).
  await signInViaApi(page, DEMO.admin);
  const departments = (await (await page.request.get('/api/department/getAllDep')).json()) as {
    result: { _id: string; dep_name: string }[];
  };
  const created = await page.request.post('/api/projects/create', {
    data: {
      title,
      department: departments.result.find((d) => d.dep_name === 'Engineering')!._id,
      startDate: '2026-02-01',
      endDate: '2027-06-30',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Nadia watches her summary; Tanvir his task list. Neither reloads from here on.
  const nadia = await personAt(browser, DEMO.employee, consoleGuard.watch);
  await nadia.goto('/employee-dashboard');
  const working = nadia
    .getByRole('list', { name: 'Your summary' })
    .getByRole('listitem')
    .filter({ has: nadia.getByText('Working Tasks', { exact: true }) });
  await expect(working).toContainText(/\d+/);
  const before = Number((await working.innerText()).match(/\d+/)![0]);
  const other = await personAt(browser, tanvir, consoleGuard.watch);
  await other.goto('/employee-dashboard/tasks');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Tasks');

  const manager = await personAt(browser, DEMO.manager, consoleGuard.watch);
  await manager.goto('/manager-dashboard/projects');
  await manager.getByRole('button', { name: `Add Task to ${title}` }).click();
  const assign = manager.getByRole('dialog', { name: 'Assign Task' });
  await assign.getByLabel('Employee').selectOption({ label: 'Nadia Islam' });
  await assign.getByLabel('Task Title').fill(taskTitle);
  await assign.getByRole('button', { name: 'Assign Task' }).click();
  await expect(toast(manager, 'Task created successfully')).toBeVisible();
  await expect(working).toContainText(String(before + 1));

  // Edited, then given to Tanvir: Nadia's count goes back, the task appears in Tanvir's list.
  await manager.getByRole('button', { name: `View Tasks of ${title}` }).click();
  const tasks = manager.getByRole('dialog', { name: `Tasks — ${title}` });
  await tasks.getByRole('button', { name: `Edit task ${taskTitle}` }).click();
  await expect(tasks.getByLabel('Employee').locator('option:checked')).toHaveText('Nadia Islam');
  await expect(tasks.getByLabel('Task Title')).toHaveValue(taskTitle);
  await tasks.getByLabel('Employee').selectOption({ label: 'Tanvir Chowdhury' });
  await tasks.getByLabel('Deadline').fill('2027-01-15');
  await tasks.getByRole('button', { name: 'Save Task' }).click();
  await expect(toast(manager, 'Task updated successfully')).toBeVisible();
  await expect(tasks.getByRole('listitem').filter({ hasText: taskTitle })).toContainText('Tanvir Chowdhury');
  await expect(working).toContainText(String(before));
  await expect(row(other, taskTitle)).toContainText(title);

  // Deleted after confirming: gone from Tanvir's list.
  await tasks.getByRole('button', { name: `Delete task ${taskTitle}` }).click();
  const confirm = manager.getByRole('dialog', { name: 'Delete this task?' });
  await expect(confirm).toContainText('The employee is told');
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(toast(manager, 'Task deleted successfully')).toBeVisible();
  await expect(tasks.getByRole('listitem').filter({ hasText: taskTitle })).toHaveCount(0);
  await expect(row(other, taskTitle)).toHaveCount(0);

  for (const person of [nadia, other, manager]) await person.context().close();
});
