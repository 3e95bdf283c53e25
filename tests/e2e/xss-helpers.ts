import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiAs } from './comms-helpers.js';
import { type Account, DEMO, expect, workdayFromToday } from './fixtures.js';
import { newPerson } from './people-helpers.js';

/*
 * Stored script payloads for the XSS journeys. Each would become an element — and run, were the
 * CSP ever loosened — if a screen put it into the DOM as HTML instead of text.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  "<img src=x onerror=alert('xss')>",
  '</textarea><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
] as const;

/** A short tag per run, so a retry's records never collide with the first try's. */
const tag = Math.random().toString(36).slice(2, 8);
let next = 0;

/** A payload followed by a readable label, unique to this run. */
export const hostile = (label: string) => `${PAYLOADS[next++ % PAYLOADS.length]}${label} ${tag}`;

export interface HostilePerson {
  _id: string;
  userId: string;
  name: string;
  employeeId: string;
  account: Account;
}

/** Everything the journeys render: one record per free-text field, each holding a payload. */
export interface HostileWorld {
  department: { _id: string; name: string; description: string };
  manager: HostilePerson;
  staff: HostilePerson;
  project: { _id: string; title: string };
  task: { title: string; description: string };
  leaveReason: string;
  /** From the admin to the staff member (a 'selected' announcement). */
  adminMessage: string;
  /** From the manager to the employees of his department. */
  managerMessage: string;
  /** A signed-up account (role user) whose name is the payload. */
  user: Account & { name: string };
}

/** Adds a person through the admin API, with a payload as the name and as the employee ID. */
async function addPerson(
  admin: Awaited<ReturnType<typeof apiAs>>,
  role: 'manager' | 'employee',
  department?: string,
): Promise<HostilePerson> {
  const person = newPerson(role, role === 'manager' ? 'Boss' : 'Staff');
  const name = hostile(role === 'manager' ? 'Manager' : 'Staff');
  // The employee ID holds 40 characters: the payload and the run's tag only.
  const employeeId = `<img src=x onerror=alert(1)>${tag}${role === 'manager' ? 'M' : 'S'}`;
  const password = 'Welcome@2025';
  const { employee } = await admin.post('/api/employee/addEmployee', {
    employeeId,
    emp_name: name,
    emp_email: person.email,
    emp_phone: person.phone,
    dob: '1990-04-12',
    gender: 'male',
    marital_status: 'single',
    role,
    designation: 'Quality Assurance',
    salary: '50000',
    password,
    ...(department ? { department } : {}),
  });
  return { _id: employee._id, userId: employee.userId, name, employeeId, account: { email: person.email, password } };
}

/**
 * Stores a payload in every free-text field, through the API as each field's owner would: the
 * admin (people, department, project, announcement, attendance, salary), the manager (a task and
 * an announcement), the employee (a leave request) and a visitor who signs up.
 */
export async function buildHostileWorld(request: APIRequestContext): Promise<HostileWorld> {
  const admin = await apiAs(request, DEMO.admin);
  const manager = await addPerson(admin, 'manager');
  const name = hostile('Department');
  const description = hostile('Department description');
  const { result: department } = await admin.post('/api/department/add', {
    dep_name: name,
    dep_desc: description,
    manager: manager._id,
  });
  const staff = await addPerson(admin, 'employee', department._id);

  // Ended long ago and still running: first among the dashboard's running projects.
  const title = hostile('Project');
  const { result: project } = await admin.post('/api/projects/create', {
    title,
    department: department._id,
    startDate: '2000-01-01',
    endDate: '2000-01-02',
  });
  await admin.put(`/api/projects/${project._id}`, { status: 'in progress' });

  const boss = await apiAs(request, manager.account);
  const task = { title: hostile('Task'), description: hostile('Task description') };
  await boss.post(`/api/projects/${project._id}/assign-task`, {
    employee: staff._id,
    taskTitle: task.title,
    taskDescription: task.description,
    deadline: '2032-01-31',
  });
  const managerMessage = hostile('Manager announcement');
  await boss.post('/api/annoucement/manager', { message: managerMessage, type: 'employees' });

  const worker = await apiAs(request, staff.account);
  const leaveReason = hostile('Leave reason');
  await worker.post('/api/leave/addLeave', {
    leaveType: 'Casual Leave',
    startDate: workdayFromToday(700),
    endDate: workdayFromToday(700),
    reason: leaveReason,
  });

  const adminMessage = hostile('Admin announcement');
  await admin.post('/api/annoucement', { message: adminMessage, type: 'selected', selectedEmployee: staff._id });
  await admin.put(`/api/attendance/updateAttendance/${staff._id}`, { status: 'Present' });
  await admin.post('/api/salary/addSalary', {
    employeeId: staff._id,
    basicSalary: 50000,
    allowance: 1000,
    deductions: 0,
    payDate: '2026-01-28',
  });

  const user = { name: hostile('Visitor'), email: `visitor-${tag}@example.com`, password: 'Start@12345' };
  const signup = await request.post('/api/user/signup', { data: user });
  expect(signup.status(), await signup.text()).toBe(201);

  return {
    department: { _id: department._id, name, description },
    manager,
    staff,
    project: { _id: project._id, title },
    task,
    leaveReason,
    adminMessage,
    managerMessage,
    user,
  };
}

/**
 * Watches a page for any sign that a payload was taken as HTML: a dialog opened by one, the flag
 * a handler sets, or an element a payload would create. React sets no `on…` attributes (it
 * listens at the root), so any element carrying one came from a payload.
 */
export function watchForXss(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async function expectInert(where: string) {
    expect(dialogs, `${where}: a dialog opened`).toEqual([]);
    const found = await page.evaluate(() => {
      const suspects = new Set([
        ...document.querySelectorAll('img[src="x"], iframe, script:not([src])'),
        ...[...document.querySelectorAll('*')].filter((el) =>
          [...el.attributes].some((attr) => /^on/i.test(attr.name)),
        ),
      ]);
      const injected = [...suspects].map((el) => el.outerHTML.slice(0, 120));
      return { flag: (window as { __xss?: unknown }).__xss ?? null, injected };
    });
    expect(found, `${where}: a payload became HTML`).toEqual({ flag: null, injected: [] });
  };
}

/** The payload, shown literally as the whole text of a visible element in `scope`. */
export async function expectShown(scope: Page | Locator, text: string) {
  await expect(scope.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
}

/**
 * The payload, shown literally inside a longer text ('Employee: …'). Text content holds the
 * markup's characters only when the browser did not parse them as HTML.
 */
export async function expectWithin(scope: Locator, text: string) {
  await expect(scope).toBeVisible();
  await expect(scope).toContainText(text);
}
