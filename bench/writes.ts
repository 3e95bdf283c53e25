/**
 * Writes that each leave a record the scripts can find again, the list of those the server
 * acknowledged (2xx), and the checks run afterwards straight on the database: every acknowledged
 * write present, and no half-written record (a row without the rows its transaction wrote with it).
 */
import type pg from 'pg';
import { multipart, request, type Response } from './lib.js';

export interface Person {
  employeeId: string;
  userId: string;
  name: string;
}

export interface WriteTarget {
  port: number;
  adminToken: string;
  /** Department of the employees this run creates. */
  departmentId: string;
  /** People the admin records leaves, salaries and announcements for. */
  people: Person[];
  /** A day after every existing leave: new leaves start there, one day each, never overlapping. */
  firstLeaveDay: string;
  /** Above every generated phone number already stored (`+88019` and eight digits). */
  firstPhone: number;
  /** Unique per run: in generated emails, leave reasons and announcement texts. */
  tag: string;
  timeoutMs: number;
  /** A real PNG for the employees created with a photo. */
  photo: Buffer;
}

/** `task`: tasks whose status was changed, each checked for its last acknowledged status. */
export type WriteKind = 'employee' | 'leave' | 'salary' | 'announcement' | 'attendance' | 'task';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const TASK_CYCLE = ['pending', 'in progress', 'completed'] as const;

export class Writes {
  readonly acked = {
    /** email → created with a photo */
    employees: new Map<string, boolean>(),
    leaves: [] as string[],
    salaries: [] as string[],
    announcements: [] as string[],
    attendance: [] as { employeeId: string; date: string }[],
    /** task id → the last acknowledged status; null once a change went unanswered (state unknown). */
    tasks: new Map<string, string | null>(),
    taskChanges: 0,
  };
  private seq = 0;
  private readonly nextLeave = new Map<string, number>();
  /** task id → its status as far as this run knows (from the database at the start, then acks). */
  readonly taskStatus = new Map<string, string>();

  constructor(private readonly target: WriteTarget) {}

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
      '/api/employee/addEmployee',
      this.target.adminToken,
      form.body,
      form.headers,
      release,
    );
    if (res.status === 201) this.acked.employees.set(email, withPhoto);
    return res;
  }

  /**
   * POST /api/leave/addLeave, one day each: by the admin for anyone, or by an employee for
   * themselves (`as`). The leave and its notifications to the deciders share a transaction.
   */
  async addLeave(as?: { token: string; person: Person }): Promise<Response> {
    const person = as?.person ?? this.pick();
    const offset = this.nextLeave.get(person.employeeId) ?? 0;
    this.nextLeave.set(person.employeeId, offset + 1);
    const day = addDays(this.target.firstLeaveDay, offset);
    const leaveType = (['Sick Leave', 'Annual Leave', 'Casual Leave'] as const)[offset % 3];
    const body = {
      ...(as ? {} : { userId: person.employeeId }),
      leaveType,
      startDate: day,
      endDate: day,
      reason: `${this.target.tag} leave ${++this.seq}`,
    };
    const res = await this.send('POST', '/api/leave/addLeave', as?.token ?? this.target.adminToken, body);
    if (res.status === 200 || res.status === 201)
      this.acked.leaves.push((JSON.parse(res.body) as { result: { _id: string } }).result._id);
    return res;
  }

  /** POST /api/salary/addSalary; the server computes the net (a CHECK holds it to the formula). */
  async addSalary(): Promise<Response> {
    const basic = 30_000 + Math.floor(Math.random() * 90_000);
    const body = {
      employeeId: this.pick().employeeId,
      basicSalary: basic,
      allowance: 2500.5,
      deductions: 1200.25,
      payDate: addDays('2025-01-01', this.seq++ % 700),
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

/** The people the admin writes for, and the first day free of leaves for all of them. */
export async function loadPeople(
  pool: pg.Pool,
  limit: number,
): Promise<{ people: Person[]; firstLeaveDay: string; firstPhone: number; departmentId: string }> {
  const people = await pool.query<Person>(
    `select e.id as "employeeId", u.id as "userId", u.name from employees e join users u on u.id = e.user_id
     where u.role = 'employee' order by e.employee_code limit $1`,
    [limit],
  );
  const last = await pool.query<{ day: string }>(
    `select (greatest(coalesce(max(end_date), current_date), current_date) + 30)::text as day from leaves`,
  );
  const phone = await pool.query<{ n: number }>(
    `select coalesce(max(substring(phone from 7)::int), 0) + 1 as n from employees where phone ~ '^\\+88019[0-9]{8}$'`,
  );
  const department = await pool.query<{ id: string }>('select id from departments order by name limit 1');
  return {
    people: people.rows,
    firstLeaveDay: last.rows[0]!.day,
    firstPhone: phone.rows[0]!.n,
    departmentId: department.rows[0]!.id,
  };
}
