import { randomUUID } from 'node:crypto';
import type { PROJECT_STATUSES, TASK_STATUSES } from '#shared/constants.js';
import type { Db } from '../db/client.js';
import { projects, tasks } from '../db/schema/index.js';
import { addDays, at, earlier, later } from './demo-calendar.js';
import { type DemoOrg, department, employedByEmail } from './demo-org.js';
import type { DepartmentKey } from './demo-roster.js';

/** Projects and their tasks. Dates are offsets in days from today, so the demo never ages. */

interface ProjectData {
  key: string;
  department: DepartmentKey;
  title: string;
  start: number;
  end: number;
  status: (typeof PROJECT_STATUSES)[number];
}

const PROJECTS: readonly ProjectData[] = [
  {
    key: 'portal',
    department: 'engineering',
    title: 'Customer Portal Revamp',
    start: -62,
    end: 45,
    status: 'in progress',
  },
  {
    key: 'payroll',
    department: 'engineering',
    title: 'Payroll Integration API',
    start: -150,
    end: -21,
    status: 'completed',
  },
  {
    key: 'mobile',
    department: 'engineering',
    title: 'Mobile App for Field Staff',
    start: 14,
    end: 130,
    status: 'pending',
  },
  {
    key: 'onboarding',
    department: 'hr',
    title: 'New Joiner Onboarding Programme',
    start: -35,
    end: 30,
    status: 'in progress',
  },
  {
    key: 'regional',
    department: 'sales',
    title: 'Chattogram Regional Sales Drive',
    start: -20,
    end: 70,
    status: 'in progress',
  },
  { key: 'crm', department: 'sales', title: 'CRM Data Clean-up', start: -120, end: -45, status: 'completed' },
  { key: 'brand', department: 'marketing', title: 'Brand Refresh Campaign', start: 10, end: 100, status: 'pending' },
];

interface TaskData {
  project: string;
  assignee: string;
  title: string;
  description: string;
  deadline: number;
  status: (typeof TASK_STATUSES)[number];
}

const TASKS: readonly TaskData[] = [
  {
    project: 'portal',
    assignee: 'employee@ems.test',
    status: 'in progress',
    deadline: 5,
    title: 'Build the new sign-in page',
    description: 'Email and password form with Remember me, matching the approved design.',
  },
  {
    project: 'portal',
    assignee: 'employee@ems.test',
    status: 'pending',
    deadline: 14,
    title: 'Write API tests for the profile endpoints',
    description: 'Cover reading and updating a profile, including the error cases.',
  },
  {
    project: 'portal',
    assignee: 'rafiqul.hasan@ems.test',
    status: 'in progress',
    deadline: 10,
    title: 'Design the account settings API',
    description: 'Password change and session list endpoints.',
  },
  {
    project: 'portal',
    assignee: 'tanvir.chowdhury@ems.test',
    status: 'pending',
    deadline: 12,
    title: 'Responsive dashboard layout',
    description: 'Sidebar collapses below tablet width.',
  },
  {
    project: 'portal',
    assignee: 'emily.carter@ems.test',
    status: 'pending',
    deadline: 20,
    title: 'Regression test plan',
    description: 'List the journeys to re-check before each release.',
  },
  {
    project: 'portal',
    assignee: 'sumaiya.begum@ems.test',
    status: 'completed',
    deadline: -30,
    title: 'Portal wireframes',
    description: 'Low-fidelity wireframes for the main screens.',
  },
  {
    project: 'payroll',
    assignee: 'employee@ems.test',
    status: 'completed',
    deadline: -25,
    title: 'Salary export endpoint',
    description: 'Monthly CSV export for the bank upload.',
  },
  {
    project: 'payroll',
    assignee: 'mahmudul.karim@ems.test',
    status: 'completed',
    deadline: -28,
    title: 'Deployment pipeline for the payroll service',
    description: 'Build, test and deploy on every merge.',
  },
  {
    project: 'onboarding',
    assignee: 'jannatul.ferdous@ems.test',
    status: 'in progress',
    deadline: 7,
    title: 'Draft the welcome pack',
    description: 'Policies, first-week schedule and key contacts.',
  },
  {
    project: 'onboarding',
    assignee: 'kamal.uddin@ems.test',
    status: 'pending',
    deadline: 21,
    title: 'Analyse first-month survey results',
    description: 'Summarise what new joiners found hard.',
  },
  {
    project: 'regional',
    assignee: 'arif.mahmud@ems.test',
    status: 'in progress',
    deadline: 30,
    title: 'Visit ten new retail partners',
    description: 'Agrabad and Nasirabad first.',
  },
  {
    project: 'regional',
    assignee: 'lucas.moreau@ems.test',
    status: 'completed',
    deadline: -5,
    title: 'Prepare the pricing deck',
    description: 'Volume discounts for regional distributors.',
  },
  {
    project: 'regional',
    assignee: 'fatema.khatun@ems.test',
    status: 'in progress',
    deadline: 3,
    title: 'Follow up on open support tickets',
    description: 'Call back every customer with a ticket older than a week.',
  },
  {
    project: 'crm',
    assignee: 'sabbir.rahman@ems.test',
    status: 'completed',
    deadline: -50,
    title: 'Merge duplicate customer records',
    description: 'Match on phone number and company name.',
  },
  {
    project: 'brand',
    assignee: 'oliver.bennett@ems.test',
    status: 'pending',
    deadline: 25,
    title: 'Moodboard for the new visual identity',
    description: 'Three directions for the leadership review.',
  },
  {
    project: 'brand',
    assignee: 'nusrat.jahan@ems.test',
    status: 'pending',
    deadline: 18,
    title: 'Competitor campaign review',
    description: 'What the five biggest competitors ran this year.',
  },
  {
    project: 'brand',
    assignee: 'mehedi.hasan@ems.test',
    status: 'pending',
    deadline: 28,
    title: 'Rewrite the About Us page',
    description: 'Shorter, warmer and in plain language.',
  },
];

type ProjectRow = typeof projects.$inferInsert & { id: string; startDate: string };
type TaskRow = typeof tasks.$inferInsert & { id: string };

interface PlannedProject {
  key: string;
  department: DepartmentKey;
  row: ProjectRow;
}

function planProjects(org: DemoOrg): PlannedProject[] {
  return PROJECTS.map((p) => {
    const startDate = addDays(org.today, p.start);
    return {
      key: p.key,
      department: p.department,
      row: {
        id: randomUUID(),
        title: p.title,
        departmentId: department(org, p.department).id,
        startDate,
        endDate: addDays(org.today, p.end),
        status: p.status,
        // Planned a week before it starts, or a week ago for work that has already begun.
        createdAt: at(addDays(earlier(startDate, org.today), -7)),
      },
    };
  });
}

/** Assigned about three weeks before the deadline, once the project has started, and in the past. */
function assignedOn(org: DemoOrg, projectStart: string, deadline: string): string {
  return earlier(later(addDays(deadline, -21), projectStart), addDays(org.today, -1));
}

function planTasks(org: DemoOrg, planned: PlannedProject[]): TaskRow[] {
  return TASKS.map((t) => {
    const project = planned.find((p) => p.key === t.project)!;
    const assignee = employedByEmail(org, t.assignee);
    // A manager assigns only within their own department; keep the demo honest.
    if (assignee.job.department !== project.department) {
      throw new Error(`${t.assignee} is not in the department of project ${t.project}.`);
    }
    const deadline = addDays(org.today, t.deadline);
    const createdAt = at(assignedOn(org, project.row.startDate, deadline), 10);
    return {
      id: randomUUID(),
      projectId: project.row.id,
      employeeId: assignee.job.employeeId,
      assignedBy: department(org, project.department).manager.userId,
      title: t.title,
      description: t.description,
      deadline,
      status: t.status,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export interface DemoWork {
  projects: ProjectRow[];
  tasks: TaskRow[];
}

export function planWork(org: DemoOrg): DemoWork {
  const planned = planProjects(org);
  return { projects: planned.map((p) => p.row), tasks: planTasks(org, planned) };
}

export async function insertWork(db: Db, work: DemoWork): Promise<void> {
  await db.insert(projects).values(work.projects);
  await db.insert(tasks).values(work.tasks);
}
