/**
 * The benchmarks' writes: each one the server's rules accept — by construction, from what the
 * organisation is (its work week, holidays, leave types, balances and people, read through the
 * API as a client reads them) — and each leaving a record the scripts can find again. Kept: the
 * writes the server acknowledged (2xx), and the checks run afterwards straight on the database:
 * every acknowledged write present, and no half-written record (a row without the rows its
 * transaction wrote with it). `src/server/bench-mix.test.ts` sends one of each to a fresh server
 * and expects only 2xx, so a new rule that this mix breaks fails the test suite.
 */
import type pg from 'pg';
import { calendarApi } from '../src/shared/api/calendar.js';
import { departmentsApi } from '../src/shared/api/departments.js';
import { employeesApi } from '../src/shared/api/employees.js';
import { leaveApi } from '../src/shared/api/leave.js';
import { leaveBalanceApi } from '../src/shared/api/leave-balance.js';
import { pathOf } from '../src/shared/api/endpoint.js';
import { utcToday } from '../src/shared/bounds.js';
import { addDays } from '../src/shared/dates.js';
import { type LeaveRules, LeavePlan, type LeaveReader, leaveDays, type Person } from './leave-plan.js';
import { type Get, getterFor, multipart, request, RequestFailed, type Response } from './lib.js';

export type { Person };

/** What the writes are made from, read by `readOrganisation`. */
export interface Organisation {
  /** Department of the employees the writes create. */
  departmentId: string;
  /** People (role employee, working here) the admin records leaves, salaries and announcements for. */
  people: Person[];
  /** Above every stored phone number of the form +88019 and eight digits: created employees count on from it. */
  firstPhone: number;
  leaveRules: LeaveRules;
}

export interface WriteTarget extends Organisation {
  port: number;
  adminToken: string;
  /** Unique per run: in generated emails, leave reasons and announcement texts. */
  tag: string;
  timeoutMs: number;
  /** A real PNG for the employees created with a photo. */
  photo: Buffer;
}

const PHONE = /^\+88019(\d{8})$/;

/** The organisation as the admin's client sees it: up to `peopleLimit` people, by employee id. */
export async function readOrganisation(port: number, adminToken: string, peopleLimit: number): Promise<Organisation> {
  const get = getterFor(port, adminToken);
  const [workWeek, types, departments] = await Promise.all([
    get(calendarApi.workWeek),
    get(leaveBalanceApi.types, {}),
    get(departmentsApi.list, { query: { page: 1, limit: 1, sort: 'name' } }),
  ]);
  const { timeZone, weekendDays } = workWeek.result;
  const { first, last } = leaveDays(timeZone);
  const years = Array.from(
    { length: Number(last.slice(0, 4)) - Number(first.slice(0, 4)) + 1 },
    (_, k) => Number(first.slice(0, 4)) + k,
  );
  const holidays = await Promise.all(years.map((year) => get(calendarApi.holidays, { query: { year } })));

  const people: Person[] = [];
  for (let page = 1; people.length < peopleLimit; page++) {
    const limit = Math.min(100, peopleLimit - people.length);
    const { result } = await get(employeesApi.list, { query: { role: 'employee', sort: 'employeeId', page, limit } });
    people.push(...result.map((row) => ({ employeeId: row._id, userId: row.userId, name: row.emp_name })));
    if (result.length < limit) break;
  }
  const department = departments.result[0];
  if (!department || !people.length) throw new Error('The organisation has no department or no employee to write for.');
  return {
    departmentId: department._id,
    people,
    firstPhone: (await highestPhone(get)) + 1,
    leaveRules: {
      timeZone,
      calendar: {
        weekend: weekendDays,
        holidays: new Set(holidays.flatMap((year) => year.result.map((row) => row.day))),
      },
      types: types.result.map((type) => ({ name: type.name, allowNegative: type.allowNegative })),
    },
  };
}

/** The eight digits of the highest stored +88019 number (former employees' included), 0 without one. */
async function highestPhone(get: Get) {
  for (let page = 1; ; page++) {
    const { result } = await get(employeesApi.list, { query: { status: 'all', sort: 'phone:desc', page, limit: 100 } });
    for (const { emp_phone: phone } of result) {
      const digits = PHONE.exec(phone)?.[1];
      if (digits) return Number(digits);
      if (phone < '+88019') return 0;
    }
    if (result.length < 100) return 0;
  }
}

/** `task`: tasks whose status was changed, each checked for its last acknowledged status. */
export type WriteKind = 'employee' | 'leave' | 'leave taken back' | 'salary' | 'announcement' | 'attendance' | 'task';

const TASK_CYCLE = ['pending', 'in progress', 'completed'] as const;

export class Writes {
  readonly acked = {
    /** email → created with a photo */
    employees: new Map<string, boolean>(),
    leaves: [] as string[],
    /** leave id → the status its taking back left it in */
    takenBack: new Map<string, 'Withdrawn' | 'Rejected'>(),
    salaries: [] as string[],
    announcements: [] as string[],
    attendance: [] as { employeeId: string; date: string }[],
    /** task id → the last acknowledged status; null once a change went unanswered (state unknown). */
    tasks: new Map<string, string | null>(),
    taskChanges: 0,
  };
  private seq = 0;
  private readonly leavePlan: LeavePlan;
  /** task id → its status as far as this run knows (from the database at the start, then acks). */
  readonly taskStatus = new Map<string, string>();

  constructor(private readonly target: WriteTarget) {
    const get = getterFor(target.port, target.adminToken);
    const reader: LeaveReader = {
      leavesOf: async (person) => (await get(leaveApi.person, { params: { userId: person.userId } })).leaves,
      available: async (person, leaveType, day) => {
        const { result } = await get(leaveBalanceApi.preview, {
          query: { leaveType, startDate: day, endDate: day, userId: person.userId },
        });
        return result.years[0]?.available ?? 0;
      },
    };
    this.leavePlan = new LeavePlan(reader, target.leaveRules);
  }

  private send(
    method: string,
    path: string,
    token: string,
    body?: unknown,
    headers?: Record<string, string>,
    release?: Promise<unknown>,
  ) {
    return request(this.target.port, method, path, {
      token,
      body,
      headers,
      timeoutMs: this.target.timeoutMs,
      ...(release ? { release } : {}),
    });
  }

  private pick() {
    const people = this.target.people;
    return people[Math.floor(Math.random() * people.length)]!;
  }

  /**
   * POST /api/employee/addEmployee: image, user and employee rows in one transaction. With
   * `release`, the second half of the upload waits for it.
   */
  async createEmployee(withPhoto: boolean, release?: Promise<unknown>): Promise<Response> {
    const n = ++this.seq;
    const email = `${this.target.tag}-${n}@gen.test`;
    const form = multipart(
      {
        employeeId: `${this.target.tag}-${n}`,
        emp_name: `Generated Person ${n}`,
        emp_email: email,
        emp_phone: `+88019${String(this.target.firstPhone + n).padStart(8, '0')}`,
        department: this.target.departmentId,
        salary: '42000',
        role: 'employee',
        designation: 'Data Analyst',
        gender: 'female',
        marital_status: 'single',
        dob: `${new Date().getUTCFullYear() - 30}-04-12`,
        password: 'Secret-pass1',
      },
      withPhoto
        ? { name: 'profileImage', filename: 'photo.png', type: 'image/png', data: this.target.photo }
        : undefined,
    );
    const res = await this.send(
      'POST',
      employeesApi.add.path,
      this.target.adminToken,
      form.body,
      form.headers,
      release,
    );
    if (res.status === 201) this.acked.employees.set(email, withPhoto);
    return res;
  }

  /**
   * POST /api/leave/addLeave, one day each (see leave-plan.ts): by the admin for anyone, or by an
   * employee for themselves (`as`). The leave, its booking in the balance and its notifications
   * to the deciders share a transaction. When the person has no day left to ask for, their oldest
   * pending leave is taken back instead (`withdrawLeave`, `rejectLeave`).
   */
  addLeave(as?: { token: string; person: Person }): Promise<Response> {
    const person = as?.person ?? this.pick();
    return this.leavePlan.serially(person, () =>
      answerOf(async () => {
        const slot = await this.leavePlan.next(person);
        if (!slot) return this.takeBack(person, as);
        const body = {
          ...(as ? {} : { userId: person.employeeId }),
          leaveType: slot.leaveType,
          startDate: slot.day,
          endDate: slot.day,
          reason: `${this.target.tag} leave ${++this.seq}`,
        };
        const res = await this.send('POST', leaveApi.add.path, as?.token ?? this.target.adminToken, body);
        if (res.status === 200 || res.status === 201) {
          const id = (JSON.parse(res.body) as { result: { _id: string } }).result._id;
          this.acked.leaves.push(id);
          await this.leavePlan.booked(person, id, slot);
        }
        return res;
      }),
    );
  }

  /**
   * PUT /api/leave/withdraw/{id}: the employee takes back their oldest pending leave. Its status,
   * its balance booking and its approval steps change in one transaction.
   */
  withdrawLeave(as: { token: string; person: Person }): Promise<Response> {
    return this.leavePlan.serially(as.person, () => answerOf(() => this.takeBack(as.person, as)));
  }

  /** PUT /api/leave/rejectLeave/{id}: HR rejects the person's oldest pending leave (likewise one transaction). */
  rejectLeave(person = this.pick()): Promise<Response> {
    return this.leavePlan.serially(person, () => answerOf(() => this.takeBack(person)));
  }

  private async takeBack(person: Person, as?: { token: string; person: Person }) {
    const held = await this.leavePlan.takeBack(person);
    if (!held) throw new Error(`no leave day left for ${person.name}, and no pending leave to take back`);
    const res = as
      ? await this.send('PUT', pathOf(leaveApi.withdraw.path, { id: held.id }), as.token, {})
      : await this.send('PUT', pathOf(leaveApi.reject.path, { id: held.id }), this.target.adminToken, {
          reason: `${this.target.tag}: the days are needed`,
        });
    if (res.status === 200) {
      this.acked.takenBack.set(held.id, as ? 'Withdrawn' : 'Rejected');
      await this.leavePlan.freed(person, held);
    }
    return res;
  }

  /**
   * POST /api/salary/addSalary, an extra payment (bonus or adjustment) on a day of the past year;
   * the server computes the net (a CHECK holds it to the formula). A regular salary is one per
   * person and pay month — the payroll's business (`bench:payroll`) — so the mix pays none.
   */
  async addSalary(): Promise<Response> {
    const n = ++this.seq;
    const basic = 30_000 + Math.floor(Math.random() * 90_000);
    const body = {
      employeeId: this.pick().employeeId,
      basicSalary: basic,
      allowance: 2500.5,
      deductions: 1200.25,
      payDate: addDays(utcToday(), -(n % 365)),
      type: n % 2 ? 'bonus' : 'adjustment',
    };
    const res = await this.send('POST', '/api/salary/addSalary', this.target.adminToken, body);
    if (res.status === 201) this.acked.salaries.push((JSON.parse(res.body) as { data: { _id: string } }).data._id);
    return res;
  }

  /** POST /api/annoucement to one person: the announcement and their notification in one transaction. */
  async addAnnouncement(): Promise<Response> {
    const message = `${this.target.tag} announcement ${++this.seq}`;
    const res = await this.send('POST', '/api/annoucement', this.target.adminToken, {
      message,
      type: 'selected',
      selectedEmployee: this.pick().employeeId,
    });
    if (res.status === 201) this.acked.announcements.push(message);
    return res;
  }

  /** PUT /api/attendance/updateAttendance/{id}: today's mark of someone not yet marked. */
  async markAttendance(employeeId: string): Promise<Response> {
    const res = await this.send('PUT', `/api/attendance/updateAttendance/${employeeId}`, this.target.adminToken, {
      status: 'Present',
    });
    if (res.status === 200)
      this.acked.attendance.push({
        employeeId,
        date: (JSON.parse(res.body) as { attendance: { date: string } }).attendance.date,
      });
    return res;
  }

  /**
   * PUT /api/tasks/{id}/status by the task's owner, moving it to the next status. One caller per
   * task at a time, so the last acknowledged status is the one the database must hold.
   */
  async advanceTask(token: string, taskId: string): Promise<Response> {
    const current = this.taskStatus.get(taskId) ?? 'pending';
    const status = TASK_CYCLE[(TASK_CYCLE.indexOf(current as (typeof TASK_CYCLE)[number]) + 1) % 3]!;
    this.acked.tasks.set(taskId, null);
    const res = await this.send('PUT', `/api/tasks/${taskId}/status`, token, { status });
    if (res.status === 200) {
      this.acked.taskChanges += 1;
      this.acked.tasks.set(taskId, status);
      this.taskStatus.set(taskId, status);
    }
    return res;
  }

  /** How many acknowledged writes of each kind the database holds. */
  async verify(pool: pg.Pool): Promise<{ kind: WriteKind; acknowledged: number; found: number }[]> {
    const count = async (text: string, values: unknown[]) =>
      Number((await pool.query<{ n: string }>(text, values)).rows[0]!.n);
    const emails = [...this.acked.employees.keys()];
    const withPhoto = emails.filter((email) => this.acked.employees.get(email));
    const tasks = [...this.acked.tasks].filter((entry): entry is [string, string] => entry[1] !== null);
    return [
      {
        kind: 'employee',
        acknowledged: emails.length,
        // The user, its employee row and, when sent, the stored photo.
        found: await count(
          `select count(*) as n from users u join employees e on e.user_id = u.id
           left join images i on i.id = u.image_id
           where u.email = any($1) and (i.id is not null or not (u.email = any($2)))`,
          [emails, withPhoto],
        ),
      },
      {
        kind: 'leave',
        acknowledged: this.acked.leaves.length,
        found: await count('select count(*) as n from leaves where id = any($1)', [this.acked.leaves]),
      },
      {
        kind: 'leave taken back',
        acknowledged: this.acked.takenBack.size,
        found: await count(
          `select count(*) as n from leaves l join unnest($1::uuid[], $2::text[]) as w(id, status)
           on l.id = w.id and l.status::text = w.status`,
          [[...this.acked.takenBack.keys()], [...this.acked.takenBack.values()]],
        ),
      },
      {
        kind: 'salary',
        acknowledged: this.acked.salaries.length,
        found: await count('select count(*) as n from salaries where id = any($1)', [this.acked.salaries]),
      },
      {
        kind: 'announcement',
        acknowledged: this.acked.announcements.length,
        found: await count('select count(*) as n from announcements where message = any($1)', [
          this.acked.announcements,
        ]),
      },
      {
        kind: 'attendance',
        acknowledged: this.acked.attendance.length,
        found: await count(
          `select count(*) as n from attendance a join unnest($1::uuid[], $2::date[]) as w(employee_id, date)
           on a.employee_id = w.employee_id and a.date = w.date`,
          [this.acked.attendance.map((mark) => mark.employeeId), this.acked.attendance.map((mark) => mark.date)],
        ),
      },
      {
        kind: 'task',
        acknowledged: tasks.length,
        found: await count(
          `select count(*) as n from tasks t join unnest($1::uuid[], $2::text[]) as w(id, status)
           on t.id = w.id and t.status::text = w.status`,
          [tasks.map(([id]) => id), tasks.map(([, status]) => status)],
        ),
      },
    ].filter((row) => row.acknowledged > 0) as { kind: WriteKind; acknowledged: number; found: number }[];
  }
}

/**
 * Rows of this run that lack what their transaction wrote with them, for each multi-row write:
 * all must be 0 however the run ended.
 */
export async function halfWritten(pool: pg.Pool, tag: string): Promise<{ check: string; rows: number }[]> {
  const checks: [string, string][] = [
    [
      'generated users without their employee row',
      `select count(*) as n from users u where u.email like $1 || '-%@gen.test'
       and not exists (select 1 from employees e where e.user_id = u.id)`,
    ],
    [
      'generated users pointing at a missing photo',
      `select count(*) as n from users u where u.email like $1 || '-%@gen.test'
       and u.image_id is not null and not exists (select 1 from images i where i.id = u.image_id)`,
    ],
    [
      'leaves without their leave-request notification',
      `select count(*) as n from leaves l join employees e on e.id = l.employee_id join users u on u.id = e.user_id
       where l.reason like $1 || ' leave %' and not exists (
         select 1 from notifications n where n.kind = 'leave_requested' and n.title = 'Leave request from ' || u.name
           and n.body = l.leave_type::text || ', ' || l.start_date::text || ' to ' || l.end_date::text)`,
    ],
    [
      'leaves whose balance booking is not their working days (none once withdrawn or rejected)',
      `select count(*) as n from leaves l where l.reason like $1 || ' leave %'
       and coalesce((select sum(g.days) from leave_ledger g where g.leave_id = l.id), 0)
           <> case when l.status in ('Pending', 'Approved') then -l.working_days else 0 end`,
    ],
    [
      'announcements without the recipient notification',
      `select count(*) as n from announcements a join employees e on e.id = a.selected_employee_id
       where a.message like $1 || ' announcement %' and not exists (
         select 1 from notifications n where n.user_id = e.user_id and n.kind = 'announcement' and n.body = a.message)`,
    ],
    [
      'salaries whose net is not basic + allowance - deductions',
      `select count(*) as n from salaries where net_salary <> basic_salary + allowance - deductions and $1::text is not null`,
    ],
  ];
  const results = [];
  for (const [check, text] of checks) {
    results.push({ check, rows: Number((await pool.query<{ n: string }>(text, [tag])).rows[0]!.n) });
  }
  return results;
}

/** The answer of a write, or of the read before it that failed (a 503 while the database is down, …). */
async function answerOf(write: () => Promise<Response>): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof RequestFailed) return error.response;
    throw error;
  }
}
