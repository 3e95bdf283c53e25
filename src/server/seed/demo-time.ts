import type { ATTENDANCE_STATUSES } from '#shared/constants.js';
import type { Db } from '../db/client.js';
import { attendance, salaries } from '../db/schema/index.js';
import { at, pastPayDays, pastWorkingDays, seededRandom } from './demo-calendar.js';
import type { PlannedLeave } from './demo-leaves.js';
import { type DemoOrg, demoAccount, type Employed, employed } from './demo-org.js';

/** Attendance marks and payslips: the two tables that grow with time. */

const ATTENDANCE_SPAN_DAYS = 30;
const PAYSLIP_MONTHS = 6;

type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Days an employee was away on leave that was not turned down, with the mark each day gets. */
function leaveMarks(planned: PlannedLeave[]): Map<string, AttendanceStatus> {
  const marks = new Map<string, AttendanceStatus>();
  for (const leave of planned) {
    if (leave.status === 'Rejected') continue;
    const status = leave.leaveType === 'Sick Leave' ? 'Sick' : 'Leave';
    for (const day of leave.days) marks.set(`${leave.employeeId}|${day}`, status);
  }
  return marks;
}

function dailyMark(random: () => number): AttendanceStatus {
  const roll = random();
  if (roll < 0.04) return 'Absent';
  if (roll < 0.07) return 'Sick';
  return 'Present';
}

/** Every past working day of the last month is marked; today is left for the admin to mark. */
function planAttendance(org: DemoOrg, planned: PlannedLeave[]) {
  const random = seededRandom(20_240_601);
  const onLeave = leaveMarks(planned);
  const markedBy = demoAccount(org, 'admin').userId;
  const days = pastWorkingDays(org.today, ATTENDANCE_SPAN_DAYS, org.weekend);
  return days.flatMap((date) =>
    employed(org).map(({ job }) => ({
      employeeId: job.employeeId,
      date,
      status: onLeave.get(`${job.employeeId}|${date}`) ?? dailyMark(random),
      markedBy,
      createdAt: at(date, 4),
    })),
  );
}

/** Money is computed in integer cents and formatted once, so net = basic + allowance − deductions exactly. */
function money(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

function payslip(person: Employed, payDate: string, random: () => number, createdBy: string) {
  const basic = person.job.salary * 100;
  const allowance = Math.round(basic * 0.125);
  // Tax at source, plus the odd unpaid day (one working day's pay, about 1/22 of a month).
  const roll = random();
  const unpaidDays = roll < 0.05 ? 2 : roll < 0.2 ? 1 : 0;
  const deductions = Math.round(basic * 0.045) + unpaidDays * Math.round(basic / 22);
  return {
    employeeId: person.job.employeeId,
    basicSalary: money(basic),
    allowance: money(allowance),
    deductions: money(deductions),
    netSalary: money(basic + allowance - deductions),
    payDate,
    createdBy,
    createdAt: at(payDate, 6),
  };
}

/** One payslip per employee on the last working day of each of the last six whole months. */
function planSalaries(org: DemoOrg) {
  const random = seededRandom(7_331);
  const createdBy = demoAccount(org, 'admin').userId;
  return pastPayDays(org.today, PAYSLIP_MONTHS, org.weekend).flatMap((payDate) =>
    employed(org).map((person) => payslip(person, payDate, random, createdBy)),
  );
}

export async function insertTime(db: Db, org: DemoOrg, planned: PlannedLeave[]): Promise<void> {
  await db.insert(attendance).values(planAttendance(org, planned));
  await db.insert(salaries).values(planSalaries(org));
}
