import type { Page } from '@playwright/test';
import { axeViolations } from './axe.js';
import {
  createAccount,
  dayFromToday,
  DEMO,
  expect,
  pastPayMonth,
  shortDate,
  signIn,
  signInViaApi,
  test,
} from './fixtures.js';
import { fillEmployeeForm, newPerson, type Person, rowOf, search, unique } from './people-helpers.js';

const EMPLOYEE_SEARCH = 'Search By Name, ID, Role, or Department';

test('admin builds a department with a new manager, then adds, finds, edits and deletes an employee', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  // Refused on purpose: a department that still has an employee, a duplicate email (409).
  consoleGuard.allow(/\/api\/(department\/deleteDep|employee\/updateEmployee)\//);
  await signInViaApi(page, DEMO.admin);

  // A new manager, through 'Add New Manager' (role preselected).
  const manager = newPerson('manager', 'Zoya');
  await page.goto('/admin-dashboard/managers');
  await page.getByRole('link', { name: 'Add New Manager' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Employee');
  await expect(page.getByLabel('Role')).toHaveValue('manager');
  await expect(page.getByLabel('Department')).toHaveCount(0); // only for role employee
  await fillEmployeeForm(page, manager);
  await page.getByRole('button', { name: 'Add New Employee' }).click();
  await expect(page.getByText('Employee Added Successfully!')).toBeVisible();
  await expect(page).toHaveURL('/admin-dashboard/managers'); // the list that opened the form

  // A department run by that manager; the name field suggests existing names from the server.
  const department = `Quality Lab ${unique()}`;
  await page.goto('/admin-dashboard/departments');
  await page.getByRole('link', { name: 'Add New Department' }).click();
  await page.getByRole('button', { name: 'Add Department' }).click();
  await expect(page.getByRole('alert')).toContainText('All fields required');
  await expect(page.getByRole('alert')).toContainText('Please enter department name and select a manager.');
  await page.getByLabel('Department Name').fill('Engin');
  await expect(page.locator('datalist option[value="Engineering"]')).toHaveCount(1);
  await page.getByLabel('Description (optional)').fill('Test benches and release checks.');
  await page.getByLabel('Manager').selectOption({ label: `${manager.name} (${manager.employeeId})` });
  // A control character (a tab pasted in) would break the formats a name is written into: told on the field.
  await page.getByLabel('Department Name').fill(`${department}\tx`);
  await page.getByRole('button', { name: 'Add Department' }).click();
  await expect(page.getByText('Department names cannot contain line breaks or control characters.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Department Name').fill(department);
  await page.getByRole('button', { name: 'Add Department' }).click();
  await expect(page.getByText('Department added')).toBeVisible();
  await expect(page).toHaveURL('/admin-dashboard/departments');
  await search(page, 'Search By Name', department, '/api/department/getAllDep');
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
  await expect(rowOf(page, department)).toContainText(manager.name);
  await expect(rowOf(page, department).getByRole('img', { name: manager.name })).toBeVisible();

  // An employee of that department, with a photo.
  const employee = newPerson('employee', 'Maya', department);
  await page.goto('/admin-dashboard/employees'); // the spec's second spelling works too
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Employees');
  await page.getByRole('link', { name: 'Add New Employee' }).click();
  await fillEmployeeForm(page, employee, { photo: true });
  await page.getByRole('button', { name: 'Add New Employee' }).click();
  await expect(page.getByText('Employee Added Successfully!')).toBeVisible();
  await expect(page).toHaveURL('/admin-dashboard/employees'); // the list that opened the form

  // Found by search, on the server, with the real email and the stored photo.
  await search(page, EMPLOYEE_SEARCH, employee.name, '/api/employee/getEmployees');
  const row = rowOf(page, employee.name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(employee.employeeId);
  await expect(row).toContainText(employee.email);
  await expect(row).toContainText(department);
  await expect(row.getByRole('img', { name: employee.name })).toHaveAttribute('src', /^\/uploads\//);

  // Edited: a new name shows in the list and in the details modal.
  const renamed = `${employee.name} Renamed`;
  await row.getByRole('link', { name: `Edit ${employee.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Employee');
  await expect(page.getByLabel('Employee Name')).toHaveValue(employee.name);
  await expect(page.getByLabel('Department').locator('option:checked')).toHaveText(department);
  await expect(page.getByLabel('Role').locator('option:checked')).toHaveText('Employee');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', 'leave blank if unchanged');
  // Somebody else's email is refused on the field (409), nothing saved.
  await page.getByLabel('Employee Email').fill('employee@ems.test');
  await page.getByRole('button', { name: 'Update Employee' }).click();
  await expect(page.getByText('This email is already used by another employee.').first()).toBeVisible();
  await expect(page.getByLabel('Employee Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Employee Email').fill(employee.email);
  await page.getByLabel('Employee Name').fill(renamed);
  await page.getByRole('button', { name: 'Update Employee' }).click();
  await expect(page.getByText('Employee updated successfully')).toBeVisible();
  // Back on the list that opened the form, with its search.
  await expect(page).toHaveURL(/\/admin-dashboard\/employees?\?q=/);
  await expect(page.getByPlaceholder(EMPLOYEE_SEARCH)).toHaveValue(employee.name);
  await search(page, EMPLOYEE_SEARCH, renamed, '/api/employee/getEmployees');
  await expect(rowOf(page, renamed)).toBeVisible();
  await rowOf(page, renamed)
    .getByRole('button', { name: `View ${renamed}` })
    .click();
  const details = page.getByRole('dialog', { name: 'Employee Details' });
  await expect(details).toContainText(renamed);
  await expect(details).toContainText(employee.employeeId);
  await expect(details).toContainText(department);
  await expect(details).toContainText('Employee');
  await details.getByRole('link', { name: 'Open full profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employee Details');
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(page.getByText('₹64,000.00')).toBeVisible();

  // The department cannot go while someone still works in it: the dialog says why before asking.
  await page.goto('/admin-dashboard/departments');
  await search(page, 'Search By Name', department, '/api/department/getAllDep');
  await rowOf(page, department)
    .getByRole('button', { name: `Delete ${department}` })
    .click();
  const refused = page.getByRole('dialog', { name: `${department} cannot be deleted yet` });
  await expect(refused).toContainText(`${department} still has 1 employee`);
  await expect(refused.getByRole('button', { name: 'Yes, delete it!' })).toHaveCount(0);
  await refused.getByRole('button', { name: 'Okay' }).click();

  // Deleted, after confirmation.
  await page.goto('/admin-dashboard/employee');
  await search(page, EMPLOYEE_SEARCH, renamed, '/api/employee/getEmployees');
  await rowOf(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('has no salary, attendance, leave or task records');
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Employee deleted successfully')).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await expect(page.getByText(`No employees match “${renamed}”.`)).toBeVisible();

  // Now the department goes, and then its manager.
  await page.goto('/admin-dashboard/departments');
  await search(page, 'Search By Name', department, '/api/department/getAllDep');
  await rowOf(page, department)
    .getByRole('button', { name: `Delete ${department}` })
    .click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Department deleted successfully')).toBeVisible();

  await page.goto('/admin-dashboard/managers');
  await search(page, 'Search by Name, ID, Phone', manager.employeeId, '/api/employee/managers');
  await rowOf(page, manager.name)
    .getByRole('button', { name: `View ${manager.name}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Manager Details' })).toContainText(manager.employeeId);
  await page.getByRole('dialog', { name: 'Manager Details' }).getByRole('button', { name: 'Close' }).first().click();
  await rowOf(page, manager.name)
    .getByRole('button', { name: `Delete ${manager.name}` })
    .click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Manager deleted successfully')).toBeVisible();
});

test('the add-employee form checks in the order of the spec and sends nothing until all is well', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/\/api\/employee\/addEmployee$/); // the duplicate id at the end (409)
  await signInViaApi(page, DEMO.admin);
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/employee/addEmployee')) posted += 1;
  });
  await page.goto('/admin-dashboard/add-employee');
  const submit = page.getByRole('button', { name: 'Add New Employee' });
  const problem = page.getByRole('alert');

  await submit.click();
  await expect(problem).toHaveText('Employee ID and Name are required.');
  await expect(page.getByLabel('Employee Id')).toBeFocused();

  await page.getByLabel('Employee Id').fill('E2E-ORDER');
  await page.getByLabel('Employee Name').fill('Order Check');
  await page.getByLabel('Employee Email').fill('not-an-email');
  await submit.click();
  await expect(problem).toContainText('Invalid Email');
  await expect(problem).toContainText('Enter a valid email address.');

  await page.getByLabel('Employee Email').fill('order.check@example.com');
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await submit.click();
  await expect(problem).toContainText('Weak Password');
  await expect(problem).toContainText('Password must be at least 8 characters with upper/lowercase and numbers.');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByText('Min 8 characters, with uppercase, lowercase, and numbers')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Strong@2025');
  await page
    .getByLabel('Profile Image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await submit.click();
  await expect(problem).toContainText('Invalid Image');
  await expect(problem).toContainText('Image must be under 2MB and of type JPG/PNG.');

  await page.getByRole('button', { name: /^Remove/ }).click();
  await page.getByLabel('Date of Birth').fill(`${new Date().getFullYear() - 10}-01-01`);
  await submit.click();
  await expect(problem).toContainText('Invalid DOB');
  await expect(problem).toContainText('Employee must be between 18 and 65 years old.');
  expect(posted).toBe(0);

  // All well on the client, but the employee id is Nadia's: the server's 409 lands on the field.
  await fillEmployeeForm(page, { ...newPerson('employee', 'Dup', 'Engineering'), employeeId: 'EMP-0003' });
  await submit.click();
  await expect(page.getByText('This employee ID is already used by another employee.').first()).toBeVisible();
  await expect(page.getByLabel('Employee Id')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/admin-dashboard/add-employee');
  expect(posted).toBe(1);
});

test('a manager edits their own profile and is refused somebody else’s', async ({ page, consoleGuard, baseURL }) => {
  // Opening another person's edit page is refused by the server on purpose (403).
  consoleGuard.allow(/\/api\/employee\/(getEmployee|updateEmployee)\//);
  await signInViaApi(page, DEMO.manager);
  // API calls made with the page's cookie pass the server's cross-site check with our origin.
  const headers = { origin: baseURL! };
  const { user } = await (await page.request.get('/api/user/verify')).json();
  const { employee: before } = await (await page.request.get(`/api/employee/${user._id}`)).json();

  await page.goto('/manager-dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  await expect(page.getByText('Engineering Department')).toBeVisible();
  await expect(page.getByText(before.emp_phone)).toBeVisible();

  const phone = `019${String(Date.now()).slice(-8)}`;
  try {
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile');
    // Role, salary, department and employee id are the admin's to change.
    for (const label of ['Employee Id', 'Role', 'Salary', 'Department']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('readonly', '');
    }
    // The own sign-in email and password change only in Settings, with the current password.
    await expect(page.getByLabel('Employee Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Settings' }).last()).toHaveAttribute('href', '/settings');
    await page.getByLabel('Employee Phone').fill(phone);
    await page.getByLabel('Employee Name').fill('Imran H. Hossain');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Employee updated successfully')).toBeVisible();
    await expect(page).toHaveURL('/manager-dashboard/profile');
    await expect(page.getByText(`+880${phone.slice(1)}`)).toBeVisible();
    // One source of truth: the top bar (the session) shows the new name at once.
    await expect(page.getByRole('banner')).toContainText('Welcome Imran H. Hossain');
    await expect(page.getByRole('heading', { name: 'Imran H. Hossain' })).toBeVisible();
  } finally {
    const restored = await page.request.put(`/api/employee/updateEmployee/${user._id}`, {
      headers,
      data: { emp_phone: before.emp_phone, emp_name: before.emp_name },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }

  // Nadia works in the manager's department, but her record is hers and the admin's.
  const team = await (await page.request.get('/api/employee/getEmployees?search=Nadia%20Islam')).json();
  const nadia = team.result[0];
  await page.goto(`/manager-dashboard/edit-profile/${nadia.userId}`);
  await expect(page.getByRole('alert')).toContainText('You do not have permission to do this.');
  await expect(page.getByLabel('Employee Name')).toHaveCount(0);
  const refused = await page.request.put(`/api/employee/updateEmployee/${nadia.userId}`, {
    headers,
    data: { emp_name: 'Not Nadia' },
  });
  expect(refused.status()).toBe(403);
  const after = await (await page.request.get('/api/employee/getEmployees?search=Nadia%20Islam')).json();
  expect(after.result[0].emp_name).toBe('Nadia Islam');

  // Their own team, view-only.
  await page.goto('/manager-dashboard/employees');
  await expect(rowOf(page, 'Nadia Islam')).toBeVisible();
  await expect(rowOf(page, 'Shirin Akter')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await rowOf(page, 'Nadia Islam').getByRole('button', { name: 'View Nadia Islam' }).click();
  await expect(page.getByRole('dialog', { name: 'Employee Details' })).toContainText('Engineering');
});

test('an employee sees their profile with the last login information', async ({ page }) => {
  await signIn(page, DEMO.employee);
  await page.goto('/employee-dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  await expect(page.getByRole('heading', { name: 'Nadia Islam' })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'employee@ems.test' })).toBeVisible();
  await expect(details.filter({ hasText: '₹' })).toBeVisible();
  const lastLogin = page.getByRole('region', { name: 'Last Login Information' });
  await expect(lastLogin).toBeVisible();
  await expect(lastLogin.getByText(/^(\d{1,3}\.){3}\d{1,3}$|:/)).toBeVisible();
  await expect(lastLogin.getByText(/Chrom/)).toBeVisible();
});

test('the people screens have no WCAG 2.2 AA axe violations, light or dark', async ({ page }) => {
  test.slow(); // axe twice on each of the screens: 24 s on a quiet machine, over 30 s on a busy one
  await signInViaApi(page, DEMO.admin);
  for (const [path, heading] of [
    ['/admin-dashboard/employee', 'Manage Employees'],
    ['/admin-dashboard/add-employee', 'Add Employee'],
    ['/admin-dashboard/departments', 'Manage Departments'],
    ['/admin-dashboard/managers', 'Manage Managers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('status')).toHaveCount(0); // loaded
    expect(await axeViolations(page), path).toEqual([]);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await axeViolations(page), `${path} (dark)`).toEqual([]);
  }
});

test("admin opens a moderator's record: the role is kept and an unchanged form sends nothing", async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/employee');
  await search(page, EMPLOYEE_SEARCH, 'Farhan Ahmed', '/api/employee/getEmployees');
  await rowOf(page, 'Farhan Ahmed').getByRole('link', { name: 'Edit Farhan Ahmed' }).click();
  await expect(page.getByLabel('Role').locator('option:checked')).toHaveText('Moderator (HR officer)');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/employee/updateEmployee')) sent += 1;
  });
  await page.getByRole('button', { name: 'Update Employee' }).click();
  await expect(page.getByText('Nothing has changed.')).toBeVisible();
  expect(sent).toBe(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/admin-dashboard');
});

/** Adds a person through the API as the signed-in admin; returns their ids. */
async function addThroughApi(page: Page, person: Person, extra: Record<string, string> = {}) {
  const response = await page.request.post('/api/employee/addEmployee', {
    data: {
      employeeId: person.employeeId,
      emp_name: person.name,
      emp_email: person.email,
      emp_phone: person.phone,
      role: person.role,
      designation: 'Project Manager',
      salary: '90000',
      gender: 'female',
      marital_status: 'married',
      dob: '1985-03-09',
      hire_date: '2021-02-01',
      password: 'Welcome@2025',
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { employee } = (await response.json()) as { employee: { _id: string; userId: string } };
  return employee;
}

test('HR deactivates a manager and hands the department to another manager in the same dialog', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/\/api\/user\/sign-in$/); // the deactivated manager's refused sign-in (403)
  await signInViaApi(page, DEMO.admin);
  const leaver = newPerson('manager', 'Lorna');
  const successor = newPerson('manager', 'Sami');
  const leaverRecord = await addThroughApi(page, leaver);
  await addThroughApi(page, successor);
  const department = `Field Ops ${unique()}`;
  const created = await page.request.post('/api/department/add', {
    data: { dep_name: department, dep_desc: 'Sites and installs.', manager: leaverRecord._id },
  });
  expect(created.status()).toBe(201);
  const month = pastPayMonth(2);
  const paid = await page.request.post('/api/salary/addSalary', {
    data: { employeeId: leaverRecord._id, basicSalary: 90000, allowance: 0, deductions: 0, payDate: month.day },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.goto('/admin-dashboard/managers');
  await search(page, 'Search by Name, ID, Phone', leaver.name, '/api/employee/managers');
  await rowOf(page, leaver.name)
    .getByRole('button', { name: `Deactivate ${leaver.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${leaver.name}?` });
  await expect(dialog).toContainText(`They run ${department}`);
  await expect(dialog.getByLabel('Last working day')).toHaveValue(dayFromToday(0));
  // Nothing is sent until the hand-over and the reason are given.
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toContainText('Choose who takes the department over, or leave it without a manager.');
  await expect(dialog).toContainText('Give a reason for this change.');
  await dialog.getByLabel(`New manager of ${department}`).fill(successor.name);
  await dialog.getByRole('option', { name: new RegExp(successor.name) }).click();
  await dialog.getByLabel('Reason').fill('Resigned; last day today');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${leaver.name}: Deactivated.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`No managers match “${leaver.name}”.`)).toBeVisible();

  // Left: listed under 'Left' with the day, past payslips kept.
  await page.getByRole('button', { name: 'Left', exact: true }).click();
  await expect(page).toHaveURL(/status=former/);
  await expect(rowOf(page, leaver.name)).toContainText(`Left ${shortDate(dayFromToday(0))}`);
  await expect(rowOf(page, leaver.name).getByRole('button', { name: `Reactivate ${leaver.name}` })).toBeVisible();
  await page.goto(`/admin-dashboard/employee/salary/${leaverRecord.userId}`);
  await expect(rowOf(page, month.label)).toContainText('₹90,000.00');

  // The department now shows its new manager.
  await page.goto('/admin-dashboard/departments');
  await search(page, 'Search By Name', department, '/api/department/getAllDep');
  await expect(rowOf(page, department)).toContainText(successor.name);

  // The deactivated manager cannot sign in, and with the right password is told why.
  const context = await browser.newContext();
  const other = await context.newPage();
  consoleGuard.watch(other);
  await other.goto('/login');
  await other.getByLabel('Email').fill(leaver.email);
  await other.getByLabel('Password', { exact: true }).fill('Welcome@2025');
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other.getByRole('alert')).toHaveText('This account is disabled. Ask an administrator to enable it.');
  await expect(other).toHaveURL(/\/login$/);
  await context.close();
});

test('a sorted, filtered list survives Back and reload', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/employee');
  await search(page, EMPLOYEE_SEARCH, 'Engineering', '/api/employee/getEmployees');
  const names = () => page.getByRole('row').locator('td:nth-child(3)').allTextContents();
  const header = page.getByRole('columnheader', { name: 'Name' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  const sorted = page.waitForResponse((r) => new URL(r.url()).searchParams.get('sort') === 'name:desc');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await sorted;
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/q=Engineering.*sort=name%3Adesc|sort=name%3Adesc.*q=Engineering/);
  const shown = await names();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a)));

  // Away to a person's page and Back: the same search, sort and rows.
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^View / })
    .click();
  await page.getByRole('link', { name: 'Open full profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employee Details');
  await page.goBack();
  await expect(page.getByPlaceholder(EMPLOYEE_SEARCH)).toHaveValue('Engineering');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(names).toEqual(shown);

  // A reload starts from the address.
  await page.reload();
  await expect(page.getByPlaceholder(EMPLOYEE_SEARCH)).toHaveValue('Engineering');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(names).toEqual(shown);
});

test('the admin makes a sign-up account staff from Accounts, then disables a sign-in with a reason', async ({
  page,
  playwright,
}) => {
  const account = await createAccount(page, 'joiner');
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/accounts?role=user');
  await page.getByPlaceholder('Search by name, email or employee ID').fill(account.email);
  const row = rowOf(page, account.email);
  await expect(row).toContainText('No employee record');
  await expect(row).toContainText('User');

  await row.getByRole('link', { name: `Make staff ${account.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Employee');
  await expect(page.getByLabel('Employee Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Employee Email')).toHaveJSProperty('readOnly', true);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  const person = newPerson('employee', 'Joiner', 'Engineering');
  await page.getByLabel('Employee Name').fill(person.name);
  await page.getByLabel('Employee Phone').fill(person.phone);
  await page.getByLabel('Date of Birth').fill('1996-03-09');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Marital Status').selectOption('single');
  await page.getByLabel('Employee Id').fill(person.employeeId);
  await page.getByLabel('Role').selectOption('employee');
  await page.getByLabel('Department').selectOption({ label: 'Engineering' });
  await page.getByLabel('Designation').selectOption('Quality Assurance');
  await page.getByLabel('Salary').fill('52000');
  await page.getByRole('button', { name: 'Add New Employee' }).click();
  // Back on Accounts, as it was left (the role filter in the address).
  await expect(page).toHaveURL(/\/admin-dashboard\/accounts\?/);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByLabel('Role').selectOption('');
  await page.getByPlaceholder('Search by name, email or employee ID').fill(account.email);
  const staff = rowOf(page, account.email);
  await expect(staff).toContainText(`Employee ID ${person.employeeId}`);
  await expect(staff).toContainText('Employee');

  // The same sign-in still works, now as an employee (in a separate client); then the admin turns it off.
  const elsewhere = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const signInElsewhere = () =>
    elsewhere.post('/api/user/login', { data: { email: account.email, password: account.password } });
  const signedIn = await signInElsewhere();
  expect(((await signedIn.json()) as { user: { role: string } }).user.role).toBe('employee');
  await staff.getByRole('button', { name: `Disable ${person.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable this sign-in?' });
  await dialog.getByRole('button', { name: 'Yes, disable it' }).click();
  await expect(dialog.getByText('Give a reason for this change.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Left the laptop on a train');
  await dialog.getByRole('button', { name: 'Yes, disable it' }).click();
  await expect(staff).toContainText('Disabled');
  await expect(staff).toContainText('0 open sessions');
  expect((await signInElsewhere()).status()).toBe(403);
  await elsewhere.dispose();
});
