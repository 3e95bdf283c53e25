import { randomUUID } from 'node:crypto';
import { addDays, type Weekend } from './demo-calendar.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { DEMO_DEPARTMENTS, DEMO_PEOPLE, type DemoJob, type DepartmentKey } from './demo-roster.js';

/**
 * The demo organisation with its ids decided up front. Ids are generated here rather than read
 * back from `returning`, so every table's rows are a pure function of this plan and each table
 * is written with one set-based insert.
 */

export interface PlannedJob extends DemoJob {
  employeeId: string;
  employeeCode: string;
  departmentId: string | null;
  dob: string;
  /** Joining Date: between one and eight years ago, never before the person turned 21. */
  hireDate: string;
}

export interface PlannedPerson {
  userId: string;
  name: string;
  email: string;
  role: (typeof DEMO_PEOPLE)[number]['role'];
  job: PlannedJob | null;
}

/** Someone with an employment record. */
export type Employed = PlannedPerson & { job: PlannedJob };

export interface PlannedDepartment {
  key: DepartmentKey;
  id: string;
  name: string;
  description: string;
  manager: Employed;
}

export interface DemoOrg {
  /** The organisation's today, YYYY-MM-DD: the seed never marks attendance on it. */
  today: string;
  /** The work week's weekend: no attendance, leave day or pay day falls on it. */
  weekend: Weekend;
  departments: PlannedDepartment[];
  people: PlannedPerson[];
}

function dobFor(today: string, job: DemoJob): string {
  return `${Number(today.slice(0, 4)) - job.age}-${job.birthday}`;
}

/**
 * A realistic past Joining Date for the `code`-th person: spread over the last eight years, at
 * least a year ago (the demo's six months of payslips and a month of attendance fall after it).
 */
function hireDateFor(today: string, dob: string, code: number): string {
  const daysAgo = 400 + ((code * 389) % 2500);
  const hired = addDays(today, -daysAgo);
  const adult = `${Number(dob.slice(0, 4)) + 21}${dob.slice(4)}`;
  return hired > adult ? hired : adult;
}

function planPeople(today: string, departmentIds: Map<DepartmentKey, string>): PlannedPerson[] {
  let code = 0;
  return DEMO_PEOPLE.map(({ job, ...person }) => {
    if (!job) return { ...person, userId: randomUUID(), job: null };
    code += 1;
    const dob = dobFor(today, job);
    const planned: PlannedJob = {
      ...job,
      employeeId: randomUUID(),
      employeeCode: `EMP-${String(code).padStart(4, '0')}`,
      departmentId: job.department ? departmentIds.get(job.department)! : null,
      dob,
      hireDate: hireDateFor(today, dob, code),
    };
    return { ...person, userId: randomUUID(), job: planned };
  });
}

export function planOrg(today: string, weekend: Weekend): DemoOrg {
  const departmentIds = new Map(DEMO_DEPARTMENTS.map((d) => [d.key, randomUUID()] as const));
  const people = planPeople(today, departmentIds);
  const departments = DEMO_DEPARTMENTS.map((department) => {
    const manager = people.find((p): p is Employed => p.job?.manages === department.key && p.role === 'manager');
    if (!manager) throw new Error(`The demo roster has no manager for ${department.name}.`);
    return { ...department, id: departmentIds.get(department.key)!, manager };
  });
  return { today, weekend, departments, people };
}

export function employed(org: DemoOrg): Employed[] {
  return org.people.filter((p): p is Employed => p.job !== null);
}

export function department(org: DemoOrg, key: DepartmentKey): PlannedDepartment {
  const found = org.departments.find((d) => d.key === key);
  if (!found) throw new Error(`No demo department ${key}.`);
  return found;
}

export function employedByEmail(org: DemoOrg, email: string): Employed {
  const found = employed(org).find((p) => p.email === email);
  if (!found) throw new Error(`No demo employee ${email}.`);
  return found;
}

type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];

/** One of the five fixed sign-ins, by role. */
export function demoAccount(org: DemoOrg, role: Exclude<DemoRole, 'user'>): Employed {
  const entry = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  return employedByEmail(org, entry.email);
}
