import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '#shared/constants.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { attendance, departments, employees, leaves, salaries, users } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { fileBlob, makePng } from '../../test/images.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  dept = await createDepartment(server.db, 'Engineering');
});
afterAll(async () => {
  await server?.close();
});

let seq = 0;
function newEmployeeFields(overrides: Record<string, string> = {}) {
  seq += 1;
  return {
    employeeId: `EMP-T${String(seq).padStart(3, '0')}`,
    emp_name: `Rahim Uddin ${seq}`,
    emp_email: `rahim.${seq}@example.test`,
    emp_phone: `0171000${String(seq).padStart(4, '0')}`,
    department: dept.id,
    salary: '45000.50',
    role: 'employee',
    designation: 'Data Analyst',
    gender: 'male',
    marital_status: 'married',
    dob: `${year - 30}-04-12`,
    password: 'Secret-pass1',
    ...overrides,
  };
}

function toForm(fields: Record<string, string>, image?: Blob, filename = 'photo.png') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('profileImage', image, filename);
  return form;
}

const addEmployee = (fields: Record<string, string>, image?: Blob, token = admin, filename?: string) =>
  server.request<any>('POST', '/api/employee/addEmployee', { token, form: toForm(fields, image, filename) });

const userCount = async () => (await server.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /api/employee/addEmployee', () => {
  it('adds an employee with a photo; phone and email are normalised; they can sign in', async () => {
    const fields = newEmployeeFields({ emp_email: 'Mixed.Case@Example.test', emp_phone: '(0171) 555-0101' });
    const res = await addEmployee(fields, fileBlob(await makePng(), 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(EMPLOYEE_MSG.added);
    expect(res.body.employee).toMatchObject({
      employeeId: fields.employeeId,
      emp_name: fields.emp_name,
      emp_email: 'mixed.case@example.test',
      emp_phone: '+8801715550101',
      salary: 45000.5,
      role: 'employee',
      department: { _id: dept.id, dep_name: 'Engineering' },
    });
    const image = await server.request('GET', `/uploads/${res.body.employee.profileImage}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const etag = image.headers.get('etag')!;
    const cached = await server.request('GET', `/uploads/${res.body.employee.profileImage}`, {
      headers: { 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
    const login = await server.request('POST', '/api/user/login', {
      body: { email: 'mixed.case@example.test', password: 'Secret-pass1' },
    });
    expect(login.status).toBe(200);
  });

  it('accepts a JSON body without a photo and a manager without a department', async () => {
    const res = await server.request<any>('POST', '/api/employee/addEmployee', {
      token: admin,
      body: { ...newEmployeeFields({ role: 'manager', department: '' }), salary: 70000 },
    });
    expect(res.status).toBe(201);
    expect(res.body.employee).toMatchObject({ role: 'manager', department: null, profileImage: null, salary: 70000 });
  });

  it('checks in the order of the spec: ID and name first', async () => {
    const res = await addEmployee(newEmployeeFields({ employeeId: ' ', emp_email: 'bad', password: 'weak' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EMPLOYEE_MSG.idAndNameRequired);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['employeeId', 'emp_email', 'password']);
  });

  it.each([
    [
      'email before password',
      { emp_email: 'not-an-email', password: 'weak' },
      EMPLOYEE_MSG.invalidEmail,
      'Invalid Email',
    ],
    ['weak password', { password: 'alllower1' }, EMPLOYEE_MSG.weakPassword, 'Weak Password'],
    ['too young (17)', { dob: `${year - 17}-01-01` }, EMPLOYEE_MSG.invalidDob, 'Invalid DOB'],
    ['too old (66)', { dob: `${year - 66}-12-31` }, EMPLOYEE_MSG.invalidDob, 'Invalid DOB'],
    ['not a date', { dob: '2001-02-30' }, EMPLOYEE_MSG.invalidDob, 'Invalid DOB'],
  ])('refuses %s (400)', async (_label, overrides, message, title) => {
    const before = await userCount();
    const res = await addEmployee(newEmployeeFields(overrides as Record<string, string>));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.title).toBe(title);
    expect(await userCount()).toBe(before);
  });

  it('accepts the age limits 18 and 65 by year difference', async () => {
    expect((await addEmployee(newEmployeeFields({ dob: `${year - 18}-12-31` }))).status).toBe(201);
    expect((await addEmployee(newEmployeeFields({ dob: `${year - 65}-01-01` }))).status).toBe(201);
  });

  it.each([
    ['a phone', { emp_phone: '' }, EMPLOYEE_MSG.phoneRequired],
    ['a usable phone', { emp_phone: '12' }, EMPLOYEE_MSG.phoneInvalid],
    ['a salary', { salary: '-5' }, EMPLOYEE_MSG.salaryInvalid],
    ['a known role', { role: 'superuser' }, EMPLOYEE_MSG.roleInvalid],
    ['one of the 21 designations', { designation: 'Wizard' }, EMPLOYEE_MSG.designationInvalid],
    ['a gender', { gender: 'x' }, EMPLOYEE_MSG.genderInvalid],
    ['a marital status', { marital_status: 'complicated' }, EMPLOYEE_MSG.maritalInvalid],
    ['a department for an employee', { department: '' }, EMPLOYEE_MSG.departmentRequired],
    ['an existing department', { department: '00000000-0000-4000-8000-000000000000' }, EMPLOYEE_MSG.departmentUnknown],
    ['a password', { password: '' }, EMPLOYEE_MSG.passwordRequired],
  ])('requires %s (400)', async (_label, overrides, message) => {
    const res = await addEmployee(newEmployeeFields(overrides as Record<string, string>));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a file that only claims to be a PNG, and an image over 2 MB (400, nothing created)', async () => {
    const before = await userCount();
    const fake = await addEmployee(
      newEmployeeFields(),
      fileBlob(Buffer.from('just text, not pixels'), 'image/png'),
      admin,
      'evil.png',
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ message: EMPLOYEE_MSG.invalidImage, title: 'Invalid Image' });
    const huge = await addEmployee(newEmployeeFields(), fileBlob(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'image/png'));
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(EMPLOYEE_MSG.invalidImage);
    const gif = await addEmployee(newEmployeeFields(), fileBlob(await makePng(), 'image/gif'), admin, 'a.gif');
    expect(gif.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses duplicate employee id, email and phone with the spec messages (409)', async () => {
    const first = newEmployeeFields();
    expect((await addEmployee(first)).status).toBe(201);
    const before = await userCount();
    const sameId = await addEmployee(newEmployeeFields({ employeeId: first.employeeId }));
    expect(sameId.status).toBe(409);
    expect(sameId.body.message).toBe(EMPLOYEE_MSG.idTaken);
    const sameEmail = await addEmployee(newEmployeeFields({ emp_email: first.emp_email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({
      message: EMPLOYEE_MSG.emailTaken,
      code: 11000,
      keyValue: { emp_email: first.emp_email },
    });
    const samePhone = await addEmployee(newEmployeeFields({ emp_phone: `+880${first.emp_phone.slice(1)}` }));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toMatchObject({
      message: EMPLOYEE_MSG.phoneTaken,
      keyValue: { emp_phone: `+880${first.emp_phone.slice(1)}` },
    });
    expect(await userCount()).toBe(before);
  });

  it('needs a session (401) and the admin role (403)', async () => {
    expect(
      (await server.request('POST', '/api/employee/addEmployee', { form: toForm(newEmployeeFields()) })).status,
    ).toBe(401);
    for (const role of ['manager', 'employee', 'moderator', 'user'] as const) {
      const { token } = await loginAs(server, role);
      expect((await addEmployee(newEmployeeFields(), undefined, token)).status, role).toBe(403);
    }
  });
});

describe('GET /api/employee/getEmployee/{id}', () => {
  it('finds an employee by employee id or user id (admin)', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    for (const id of [person.employeeId, person.id]) {
      const res = await server.request<any>('GET', `/api/employee/getEmployee/${id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.employee).toMatchObject({ _id: person.employeeId, userId: person.id, emp_email: person.email });
    }
  });

  it('lets an employee read themselves but nobody else (403)', async () => {
    const me = await createEmployee(server.db, { departmentId: dept.id });
    const other = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, me);
    expect((await server.request('GET', `/api/employee/getEmployee/${me.id}`, { token })).status).toBe(200);
    expect((await server.request('GET', `/api/employee/getEmployee/${other.id}`, { token })).status).toBe(403);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await server.request('GET', '/api/employee/getEmployee/00000000-0000-4000-8000-000000000000', { token: admin }))
        .status,
    ).toBe(404);
    const bad = await server.request<any>('GET', '/api/employee/getEmployee/42', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid employee id.');
  });
});

describe('PUT /api/employee/updateEmployee/{id}', () => {
  it('changes name, email and role in one place: every read shows it', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, person);
    const res = await server.request<any>('PUT', `/api/employee/updateEmployee/${person.employeeId}`, {
      token: admin,
      form: toForm({ emp_name: 'Renamed Person', emp_email: 'renamed@example.test', role: 'manager', password: '' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, updateEmployee: { emp_name: 'Renamed Person', role: 'manager' } });
    const verify = await server.request<any>('GET', '/api/user/verify', { token });
    expect(verify.body.user).toMatchObject({ name: 'Renamed Person', email: 'renamed@example.test', role: 'manager' });
    const login = await server.request('POST', '/api/user/login', {
      body: { email: 'renamed@example.test', password: person.password },
    });
    expect(login.status).toBe(200); // a blank password left the old one in place
  });

  it('replaces the photo and drops the old image', async () => {
    const created = await addEmployee(newEmployeeFields(), fileBlob(await makePng(), 'image/png'));
    const oldImage = created.body.employee.profileImage;
    const res = await server.request<any>('PUT', `/api/employee/updateEmployee/${created.body.employee._id}`, {
      token: admin,
      form: toForm({}, fileBlob(await makePng(80, 40), 'image/png')),
    });
    expect(res.status).toBe(200);
    expect(res.body.updateEmployee.profileImage).not.toBe(oldImage);
    expect((await server.request('GET', `/uploads/${oldImage}`)).status).toBe(404);
    expect((await server.request('GET', `/uploads/${res.body.updateEmployee.profileImage}`)).status).toBe(200);
  });

  it('reports a duplicate email or phone the way old clients expect (409, code 11000)', async () => {
    const a = await createEmployee(server.db, { departmentId: dept.id });
    const b = await createEmployee(server.db, { departmentId: dept.id });
    const email = await server.request<any>('PUT', `/api/employee/updateEmployee/${b.employeeId}`, {
      token: admin,
      body: { emp_email: a.email },
    });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({
      code: 11000,
      keyValue: { emp_email: a.email },
      message: EMPLOYEE_MSG.emailTaken,
    });
    const phone = await server.request<any>('PUT', `/api/employee/updateEmployee/${b.employeeId}`, {
      token: admin,
      body: { emp_phone: a.phone },
    });
    expect(phone.status).toBe(409);
    expect(phone.body).toMatchObject({
      code: 11000,
      keyValue: { emp_phone: a.phone },
      message: EMPLOYEE_MSG.phoneTaken,
    });
  });

  it('lets people edit their own details, but not role, salary, department or employee id (403)', async () => {
    const me = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, me);
    const ok = await server.request<any>('PUT', `/api/employee/updateEmployee/${me.id}`, {
      token,
      body: {
        emp_phone: '01719998877',
        salary: '50000',
        role: 'employee',
        employeeId: me.employeeCode,
        department: dept.id,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.updateEmployee.emp_phone).toBe('+8801719998877');
    for (const change of [
      { role: 'admin' },
      { salary: '999999' },
      { employeeId: 'NEW-1' },
      { department: (await createDepartment(server.db)).id },
    ]) {
      const res = await server.request<any>('PUT', `/api/employee/updateEmployee/${me.id}`, { token, body: change });
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(res.body.message).toBe(EMPLOYEE_MSG.selfRestricted);
    }
    const [row] = await server.db.select().from(employees).where(eq(employees.id, me.employeeId));
    expect(row).toMatchObject({ salary: '50000.00', employeeCode: me.employeeCode, departmentId: dept.id });
  });

  it("refuses to edit somebody else's record (403) and a bad date of birth (400)", async () => {
    const me = await createEmployee(server.db, { departmentId: dept.id });
    const other = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, me);
    expect(
      (await server.request('PUT', `/api/employee/updateEmployee/${other.id}`, { token, body: { emp_name: 'X' } }))
        .status,
    ).toBe(403);
    const dob = await server.request<any>('PUT', `/api/employee/updateEmployee/${me.id}`, {
      token,
      body: { dob: `${year - 10}-01-01` },
    });
    expect(dob.status).toBe(400);
    expect(dob.body.message).toBe(EMPLOYEE_MSG.invalidDob);
  });
});

describe('DELETE /api/employee/deleteEmployee/{id}', () => {
  it('removes a record made by mistake: the person, their sign-in and sessions', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, person);
    const res = await server.request<any>('DELETE', `/api/employee/deleteEmployee/${person.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: EMPLOYEE_MSG.deleted });
    expect((await server.request('GET', '/api/user/verify', { token })).status).toBe(401);
    expect(await server.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(0);
    expect((await server.request('DELETE', `/api/employee/deleteEmployee/${person.id}`, { token: admin })).status).toBe(
      404,
    );
  });

  it('refuses a person with salary, attendance or leave records, pointing to deactivation, and keeps them all', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Hilda History' });
    await server.db.insert(leaves).values({
      employeeId: person.employeeId,
      leaveType: 'Sick Leave',
      startDate: '2026-01-05',
      endDate: '2026-01-06',
    });
    await server.db.insert(attendance).values({ employeeId: person.employeeId, date: '2026-01-07', status: 'Present' });
    await server.db
      .insert(salaries)
      .values({ employeeId: person.employeeId, basicSalary: '100', netSalary: '100', payDate: '2026-01-31' });
    const res = await server.request<any>('DELETE', `/api/employee/deleteEmployee/${person.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMPLOYEE_MSG.hasHistory('Hilda History'));
    expect(res.body.history).toEqual({ salaries: 1, attendance: 1, leaves: 1, tasks: 0 });
    for (const table of [leaves, attendance, salaries] as const) {
      const rows = await server.db.select().from(table).where(eq(table.employeeId, person.employeeId));
      expect(rows).toHaveLength(1);
    }
    expect(await server.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
  });

  it('deleting a manager who runs a department asks who takes it over; none leaves it without one, on purpose', async () => {
    const unit = await createDepartment(server.db, 'Audit');
    const path = `/api/employee/deleteEmployee/${unit.manager.employeeId}`;
    const asked = await server.request<any>('DELETE', path, { token: admin });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      message: EMPLOYEE_MSG.handoverRequired(unit.manager.name, 'Audit'),
      field: 'handover',
      department: { _id: unit.id, dep_name: 'Audit' },
    });
    expect((await server.request('DELETE', `${path}?handover=nobody`, { token: admin })).status).toBe(400);
    const res = await server.request<any>('DELETE', `${path}?handover=none`, { token: admin });
    expect(res.body.message).toBe(EMPLOYEE_MSG.managerDeleted);
    const [row] = await server.db.select().from(departments).where(eq(departments.id, unit.id));
    expect(row).toMatchObject({ name: 'Audit', managerId: null });
  });

  it('is for admins only (403), and an admin cannot delete themselves (409)', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, dept.manager);
    expect((await server.request('DELETE', `/api/employee/deleteEmployee/${person.id}`, { token })).status).toBe(403);
    const self = await createEmployee(server.db, { role: 'admin' });
    const { token: selfToken } = await loginAs(server, self);
    expect(
      (await server.request('DELETE', `/api/employee/deleteEmployee/${self.id}`, { token: selfToken })).status,
    ).toBe(409);
  });
});

describe('lists', () => {
  it('sort on the server by a column, either way, with a stable order across pages; an unknown column is refused', async () => {
    const unit = await createDepartment(server.db, `Sorters ${Date.now()}`);
    for (const name of ['Sid Bravo', 'Sid Alpha', 'Sid Charlie']) {
      await createEmployee(server.db, { name, departmentId: unit.id });
    }
    const names = async (sort: string) => {
      const res = await server.request<any>(
        'GET',
        `/api/employee/getEmployees?department=${unit.id}&role=employee&page=1&limit=10&sort=${sort}`,
        { token: admin },
      );
      expect(res.status, sort).toBe(200);
      return res.body.result.map((e: any) => e.emp_name);
    };
    expect(await names('name')).toEqual(['Sid Alpha', 'Sid Bravo', 'Sid Charlie']);
    expect(await names('name:desc')).toEqual(['Sid Charlie', 'Sid Bravo', 'Sid Alpha']);
    const bad = await server.request<any>('GET', '/api/employee/getEmployees?sort=salary', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Sort by one of: name, employeeId');
    const departments = await server.request<any>(
      'GET',
      '/api/department/getAllDep?page=1&limit=100&sort=employees:desc',
      {
        token: admin,
      },
    );
    const counts = departments.body.result.map((d: any) => d.employeeCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('GET /getEmployees pages and searches on the server by name, id, role or department', async () => {
    const sales = await createDepartment(server.db, 'Zeta Sales');
    const named = await createEmployee(server.db, {
      name: 'Quentin Quasar',
      departmentId: sales.id,
      employeeCode: 'QQ-777',
    });
    await server.settleReads();
    for (const search of ['quasar', 'qq-777', 'zeta sal']) {
      const res = await server.request<any>(
        'GET',
        `/api/employee/getEmployees?page=1&limit=10&search=${encodeURIComponent(search)}`,
        { token: admin },
      );
      expect(res.status).toBe(200);
      expect(
        res.body.result.map((e: any) => e._id),
        search,
      ).toContain(named.employeeId);
    }
    const byRole = await server.request<any>('GET', '/api/employee/getEmployees?search=manager&limit=100', {
      token: admin,
    });
    expect(
      byRole.body.result.every(
        (e: any) => e.role === 'manager' || /manager/i.test(e.emp_name + e.department?.dep_name),
      ),
    ).toBe(true);
    const page1 = await server.request<any>('GET', '/api/employee/getEmployees?page=1&limit=2', { token: admin });
    const page2 = await server.request<any>('GET', '/api/employee/getEmployees?page=2&limit=2', { token: admin });
    expect(page1.body.result).toHaveLength(2);
    expect(page1.body.total).toBeGreaterThan(4);
    expect(page2.body.result[0]._id).not.toBe(page1.body.result[0]._id);
    const legacy = await server.request<any>('GET', '/api/employee/getEmployees', { token: admin });
    expect(legacy.body.total).toBeUndefined();
    expect(legacy.body.result.length).toBe(page1.body.total);
  });

  it("GET /getEmployees counts a search's matches up to 500 and then says totalCapped", async () => {
    const crowd = await createDepartment(server.db, `Crowd ${Date.now()}`);
    await server.db.execute(sql`
      with people as (
        insert into users (name, email, role, password_hash)
        select 'Crowd Member ' || g, 'crowd.' || g || '.' || ${crowd.id} || '@example.test', 'employee', 'not-a-hash'
        from generate_series(1, ${SEARCH_COUNT_CAP + 1}) g
        returning id, email
      )
      insert into employees (user_id, employee_code, phone, gender, marital_status, dob, designation, department_id)
      select id, 'CRWD-' || md5(email), '+88019' || lpad((row_number() over ())::text, 8, '0'), 'male', 'single',
             date '1990-01-01', 'Engineer', ${crowd.id}
      from people`);
    await server.settleReads();
    const search = (text: string) =>
      server.request<any>('GET', `/api/employee/getEmployees?page=1&limit=10&search=${encodeURIComponent(text)}`, {
        token: admin,
      });
    const broad = await search(crowd.name);
    expect(broad.status).toBe(200);
    expect(broad.body).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(broad.body.result).toHaveLength(10);
    const narrow = await search('Crowd Member 50');
    expect(narrow.body.total).toBe(3); // members 50, 500 and 501
    expect(narrow.body.totalCapped).toBeUndefined();
  });

  it('GET /getEmployees answers from the kept directory exactly what the database answers, and sees changes at once', async () => {
    // Names that tie, a person who left, a manager, people in no department, names with LIKE's signs.
    const ward = await createDepartment(server.db, 'Ward Nine');
    for (const [name, extra] of [
      ['Tess Twin', { departmentId: ward.id }],
      ['Tess Twin', { departmentId: ward.id, lastWorkingDay: '2024-03-31' }],
      ['Percent 100% Sure', { departmentId: null }],
      ['Under_score Ward', { departmentId: ward.id, role: 'moderator' as const }],
      ['Émile Ward', { departmentId: dept.id }],
    ] as const) {
      await createEmployee(server.db, { name, ...extra });
    }
    await server.settleReads();
    // The same database through a server that keeps nothing: every page asked of the database.
    const plain = await server.startSibling({ CACHE_SECONDS: '0' });
    try {
      const manager = (await loginAs(server, ward.manager)).token;
      const ask = async (on: TestServer, token: string, query: string) => {
        const res = await on.request<any>('GET', `/api/employee/getEmployees?${query}`, { token });
        expect(res.status, query).toBe(200);
        return { ids: res.body.result.map((e: any) => e._id), total: res.body.total, capped: res.body.totalCapped };
      };
      const queries: string[] = [];
      for (const search of [
        '',
        'tess',
        'TWIN',
        'ward',
        '100%',
        'under_',
        'crowd member 5',
        'émile',
        'moderator',
        'nobody-at-all',
      ])
        for (const status of ['', 'former', 'all'])
          for (const sort of ['', 'name', 'name:desc'])
            queries.push(
              new URLSearchParams(
                Object.entries({ page: '1', limit: '7', search, status, sort }).filter(([, value]) => value),
              ).toString(),
            );
      queries.push(
        `page=2&limit=5&department=${ward.id}&status=all`,
        `page=1&limit=50&role=moderator&status=all`,
        `page=3&limit=4&search=crowd&sort=name:desc`,
        `page=999&limit=10`,
      );
      for (const query of queries) {
        expect(await ask(server, admin, query), query).toEqual(await ask(plain, admin, query));
        expect(await ask(server, manager, query), `manager: ${query}`).toEqual(await ask(plain, manager, query));
      }
      // A change through the API shows in the next page of the directory, in its place by name.
      const added = await addEmployee(newEmployeeFields({ emp_name: 'Tess Twin', department: ward.id }));
      expect(added.status).toBe(201);
      const after = await ask(server, admin, 'page=1&limit=10&search=tess%20twin');
      expect(after).toEqual(await ask(plain, admin, 'page=1&limit=10&search=tess%20twin'));
      expect(after.total).toBe(2);
    } finally {
      await plain.close();
    }
  });

  it('GET /getEmployees gives a manager their own department only; employees are refused (403)', async () => {
    const { token } = await loginAs(server, dept.manager);
    const res = await server.request<any>('GET', '/api/employee/getEmployees?limit=100', { token });
    expect(res.status).toBe(200);
    expect(res.body.result.length).toBeGreaterThan(0);
    expect(res.body.result.every((e: any) => e.department?._id === dept.id)).toBe(true);
    const worker = await createEmployee(server.db, { departmentId: dept.id });
    expect(
      (await server.request('GET', '/api/employee/getEmployees', { token: (await loginAs(server, worker)).token }))
        .status,
    ).toBe(403);
  });

  it('GET /managers lists managers, searchable by phone', async () => {
    const unit = await createDepartment(server.db, 'Phone Search');
    const res = await server.request<any>(
      'GET',
      `/api/employee/managers?search=${encodeURIComponent(unit.manager.phone.slice(-6))}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.managers.map((m: any) => m._id)).toEqual([unit.manager.employeeId]);
    expect(
      (await server.request('GET', '/api/employee/managers', { token: (await loginAs(server, dept.manager)).token }))
        .status,
    ).toBe(403);
  });

  it("manager pickers list their own department's employees only", async () => {
    const other = await createDepartment(server.db);
    const mine = await createEmployee(server.db, { departmentId: dept.id });
    const theirs = await createEmployee(server.db, { departmentId: other.id });
    const { token } = await loginAs(server, dept.manager);
    const active = await server.request<any>('GET', '/api/employee/manager/active-employees', { token });
    const picker = await server.request<any>('GET', '/api/employee/getEmployeesByDepartment', { token });
    for (const res of [active, picker]) {
      const ids = res.body.result.map((e: any) => e._id);
      expect(ids).toContain(mine.employeeId);
      expect(ids).not.toContain(theirs.employeeId);
    }
    expect(active.body.result[0].user.isActive).toBe(true);
    expect((await server.request('GET', '/api/employee/manager/active-employees', { token: admin })).status).toBe(403);
  });
});

describe('GET /api/employee/{userId}', () => {
  it("includes the department's manager and the last sign-in", async () => {
    const me = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, me);
    const res = await server.request<any>('GET', `/api/employee/${me.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.employee).toMatchObject({
      _id: me.employeeId,
      manager: { mang_name: dept.manager.name },
      meta: { lastLoginIp: '127.0.0.1' },
    });
    expect((await server.request('GET', `/api/employee/${dept.manager.id}`, { token })).status).toBe(403);
  });
});

describe('GET /api/employee/getEmployeesCount', () => {
  it('counts employees and managers like the database does', async () => {
    const res = await server.request<any>('GET', '/api/employee/getEmployeesCount', { token: admin });
    // People working here: someone who has left is not counted.
    const rows = await server.db
      .select({ role: users.role })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(isNull(employees.lastWorkingDay));
    expect(res.body).toEqual({
      success: true,
      totalEmployees: rows.filter((r) => r.role === 'employee').length,
      totalManagers: rows.filter((r) => r.role === 'manager').length,
      // Everyone Manage Employees lists (admins and HR officers too): what the dashboard says beside its figure.
      totalPeople: rows.length,
    });
    const listed = await server.request<any>('GET', '/api/employee/getEmployees?page=1&limit=10', { token: admin });
    expect(listed.body.total).toBe(res.body.totalPeople);
    expect(
      (
        await server.request('GET', '/api/employee/getEmployeesCount', {
          token: (await loginAs(server, dept.manager)).token,
        })
      ).status,
    ).toBe(403);
  });
});
