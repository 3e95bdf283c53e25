import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, midweekDay } from '#shared/dates.js';
import { utcToday } from '#shared/bounds.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { createDepartment, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  dept = await createDepartment(server.db, 'Human Resources');
});
afterAll(async () => {
  await server?.close();
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

describe('an HR officer (moderator) with an employee record', () => {
  it('is added from Add Employee, then requests, edits and sees their own leave and payslips', async () => {
    const added = await server.request<any>('POST', '/api/employee/addEmployee', {
      token: admin,
      form: form({
        employeeId: 'HR-001',
        emp_name: 'Shirin Akter',
        emp_email: 'shirin.akter@example.test',
        emp_phone: '01710009901',
        department: dept.id,
        salary: '90000',
        role: 'moderator',
        designation: 'HR Manager',
        gender: 'female',
        marital_status: 'single',
        dob: '1988-02-03',
        password: 'Secret-pass1',
      }),
    });
    expect(added.status).toBe(201);
    expect(added.body.employee).toMatchObject({ role: 'moderator', employeeId: 'HR-001' });
    const login = await server.request<any>('POST', '/api/user/login', {
      body: { email: 'shirin.akter@example.test', password: 'Secret-pass1' },
    });
    expect(login.body.user).toMatchObject({ role: 'moderator', employee: { employeeId: 'HR-001' } });
    const token = login.body.token as string;

    const day = midweekDay(utcToday(), 45);
    const leave = await server.request<any>('POST', '/api/leave/addLeave', {
      token,
      body: { leaveType: 'Annual Leave', startDate: day, endDate: day, reason: 'Own leave' },
    });
    expect(leave.status).toBe(201);
    const id = leave.body.result._id;
    const edited = await server.request<any>('PUT', `/api/leave/editLeave/${id}`, {
      token,
      body: { leaveType: 'Annual Leave', startDate: day, endDate: addDays(day, 1) },
    });
    expect(edited.status).toBe(200);
    const mine = await server.request<any>('GET', `/api/leave/getLeave/${login.body.user._id}`, { token });
    expect(mine.body.leaves.map((l: any) => l._id)).toEqual([id]);
    // Never their own decision; another HR officer or an admin decides.
    const own = await server.request<any>('PUT', `/api/leave/approveLeave/${id}`, { token });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(LEAVE_MSG.selfDecide);
    expect((await server.request('PUT', `/api/leave/approveLeave/${id}`, { token: admin })).status).toBe(200);
    // Their payslips: their own list answers (empty so far).
    const payslips = await server.request<any>('GET', `/api/salary/getSalary/${login.body.user._id}`, { token });
    expect(payslips.status).toBe(200);
  });
});
