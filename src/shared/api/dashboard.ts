import { z } from 'zod';
import { attendanceApi } from './attendance.js';
import { authApi } from './auth.js';
import { departmentsApi } from './departments.js';
import { employeesApi } from './employees.js';
import { endpoint } from './endpoint.js';
import { leaveApi } from './leave.js';
import { leaveBalanceApi } from './leave-balance.js';
import { projectsApi } from './projects.js';
import { salaryApi } from './salary.js';
import { teamCalendarApi } from './team-calendar.js';

const tags = ['Dashboard'] as const;

/**
 * Each dashboard of the web app in one request (issue 17). The spec's calls stay as they are, for
 * other clients; each part here is exactly what its own call answers (named beside it), so the
 * web app files each part under that call and refreshes it alone after a change.
 */
export const dashboardApi = {
  admin: endpoint({
    method: 'GET',
    path: '/api/dashboard/admin',
    tags,
    summary: "The admin overview in one answer: each part as its own call answers it (the web app's dashboard)",
    description:
      'employeeCounts: GET /api/employee/getEmployeesCount; departmentCount: GET /api/department/getCountDep; ' +
      'totalSalary: GET /api/salary/getTotalSalary; monthlySalary: GET /api/salary/monthly-summary; ' +
      'runningProjects: GET /api/projects/getInProgressProjects?limit=5; activeUsers: GET /api/user/active?limit=5; ' +
      'departmentDistribution: GET /api/department/distribution; leaveStats: GET /api/leave/stats; ' +
      'whoIsOut: GET /api/team-calendar/out.',
    responses: {
      200: z.object({
        success: z.literal(true),
        employeeCounts: employeesApi.counts.responses[200],
        departmentCount: departmentsApi.count.responses[200],
        totalSalary: salaryApi.total.responses[200],
        monthlySalary: salaryApi.monthly.responses[200],
        runningProjects: projectsApi.running.responses[200],
        activeUsers: authApi.active.responses[200],
        departmentDistribution: departmentsApi.distribution.responses[200],
        leaveStats: leaveApi.stats.responses[200],
        whoIsOut: teamCalendarApi.whoIsOut.responses[200],
      }),
    },
  }),
  manager: endpoint({
    method: 'GET',
    path: '/api/dashboard/manager',
    tags,
    reads: ['Projects and tasks', 'Leave', 'Employees', 'Accounts', 'Departments', 'Calendar'],
    summary: "The manager's dashboard in one answer: each part as its own call answers it",
    description:
      'runningProjects: GET /api/projects/runningProjectsByManager; ' +
      'activeEmployees: GET /api/employee/manager/active-employees; whoIsOut: GET /api/team-calendar/out.',
    responses: {
      200: z.object({
        success: z.literal(true),
        runningProjects: projectsApi.runningInDepartment.responses[200],
        activeEmployees: employeesApi.team.responses[200],
        whoIsOut: teamCalendarApi.whoIsOut.responses[200],
      }),
    },
  }),
  employee: endpoint({
    method: 'GET',
    path: '/api/dashboard/employee',
    tags,
    reads: ['Projects and tasks', 'Attendance', 'Leave', 'Employees', 'Accounts', 'Departments', 'Calendar'],
    summary: "The employee's summary in one answer: each part as its own call answers it for the caller",
    description:
      'workingTasks: GET /api/tasks/employee/{userId}; presentDays: GET /api/attendance/employee/{userId}; ' +
      'profile: GET /api/employee/{userId}; leaveBalances: GET /api/leave-balance/me; ' +
      'whoIsOut: GET /api/team-calendar/out — userId being the caller.',
    responses: {
      200: z.object({
        success: z.literal(true),
        /** The caller, whose figures these are. */
        userId: z.string(),
        workingTasks: projectsApi.workingTasks.responses[200],
        presentDays: attendanceApi.presentDays.responses[200],
        profile: employeesApi.profile.responses[200],
        leaveBalances: leaveBalanceApi.mine.responses[200],
        whoIsOut: teamCalendarApi.whoIsOut.responses[200],
      }),
    },
  }),
};
