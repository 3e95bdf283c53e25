import { CalendarSync, UserCheck } from 'lucide-react';
import type { ComponentType, ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import type { Role } from '#shared/roles.js';
import { adminDashboardLoader, employeeDashboardLoader, managerDashboardLoader } from './app/dashboard-loaders.js';
import { type ListLoaders, listLoaders, whenOpened } from './app/list-loaders.js';
import { people } from './app/people-routes.js';
import { screenCode } from './app/screen-code.js';
import { FullScreenSpinner } from './components/ui/spinner.js';
import { type OwnPaths, ownPaths, paths } from './lib/paths.js';
import { RootErrorBoundary, RootLayout } from './root.js';

/* Every screen is its own chunk (route `lazy`), so the login screen loads only what it needs. */

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

const area = (role: Role, path: string, children: RouteObject[]): RouteObject => ({
  path,
  lazy: async () => {
    const { AreaLayout } = await import('./app/area-layout.js');
    return { element: <AreaLayout role={role} /> };
  },
  children,
});

/**
 * The loaders: a dashboard's data (app/dashboard-loaders.ts) and a list's rows (app/list-loaders.ts)
 * start with the navigation.
 */
interface Loaders {
  admin: LoaderFunction;
  manager: LoaderFunction;
  employee: LoaderFunction;
  lists: ListLoaders;
}

/** A list screen, with the loader that starts its rows; its own changes to the address do not rerun it. */
const list = (route: RouteObject, loader: LoaderFunction): RouteObject => ({
  ...route,
  loader,
  shouldRevalidate: whenOpened,
});

const adminHome = (loader: LoaderFunction): RouteObject => ({
  index: true,
  loader,
  lazy: async () => {
    const [{ AdminOverviewPage }, { WhoIsOutCard }] = await screenCode.adminOverview();
    return {
      element: (
        <AdminOverviewPage>
          <WhoIsOutCard calendarPath={paths.admin.teamCalendar} />
        </AdminOverviewPage>
      ),
    };
  },
});

/** The manager's and the employee's home, at the area's index and at `summary`. */
const home =
  (load: () => Promise<RouteObject['Component']>) =>
  (loader: LoaderFunction, path?: string): RouteObject => ({
    ...(path ? { path } : { index: true }),
    loader,
    lazy: async () => ({ Component: await load() }),
  });
const managerHome = home(async () => {
  const [{ ManagerDashboardPage }, { WhoIsOutCard }] = await screenCode.managerHome();
  return function ManagerHome() {
    return (
      <ManagerDashboardPage>
        <WhoIsOutCard calendarPath={paths.manager.teamCalendar} />
      </ManagerDashboardPage>
    );
  };
});
const employeeHome = home(async () => {
  const [{ EmployeeSummaryPage }, { MyLeaveBalances }, { WhoIsOutCard }] = await screenCode.employeeHome();
  return function EmployeeHome() {
    return (
      <EmployeeSummaryPage>
        <MyLeaveBalances requestPath={paths.employee.addLeave} />
        <WhoIsOutCard calendarPath={paths.employee.teamCalendar} />
      </EmployeeSummaryPage>
    );
  };
});

const teamCalendar = (path: string) =>
  screen(path, async () => (await import('./features/team-calendar/team-calendar-page.js')).TeamCalendarPage);

const leaveRequests = (path: string) =>
  screen(path, async () => (await import('./features/leave/leave-requests-page.js')).LeaveRequestsPage);

const leaveBalances = (path: string) =>
  screen(path, async () => (await import('./features/leave/leave-balances-page.js')).LeaveBalancesPage);

/** A lazily loaded screen: `load` imports its chunk and returns the component or the element. */
const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});
const screenElement = (path: string, load: () => Promise<ReactElement>): RouteObject => ({
  path,
  lazy: async () => ({ element: await load() }),
});

type DeskArea = 'admin' | 'moderator';
const manageLeaves = (path: string, area: DeskArea, status?: 'Pending' | 'Approved' | 'Rejected') =>
  screenElement(path, async () => {
    const { ManageLeavesPage } = await screenCode.manageLeaves();
    // A key per filter: switching tabs starts a fresh search on page 1.
    return <ManageLeavesPage key={`${area}-${status ?? 'all'}`} area={area} {...(status ? { status } : {})} />;
  });
const leaveDesk = (area: DeskArea, lists: ListLoaders): RouteObject[] => [
  list(manageLeaves(paths[area].leaves, area), lists.manageLeaves()),
  list(manageLeaves(paths[area].pendingLeaves, area, 'Pending'), lists.manageLeaves('Pending')),
  list(manageLeaves(paths[area].approvedLeaves, area, 'Approved'), lists.manageLeaves('Approved')),
  list(manageLeaves(paths[area].rejectedLeaves, area, 'Rejected'), lists.manageLeaves('Rejected')),
];
const manageSalaries = (path: string, area: DeskArea) =>
  screenElement(path, async () => {
    const { ManageSalariesPage } = await import('./features/salary/manage-salaries-page.js');
    return <ManageSalariesPage area={area} />;
  });
const payroll = (area: DeskArea, lists: ListLoaders): RouteObject[] => [
  list(
    screenElement(paths[area].payroll, async () => {
      const { PayrollPage } = await import('./features/payroll/payroll-page.js');
      return <PayrollPage area={area} />;
    }),
    lists.payroll,
  ),
  list(
    screenElement(paths[area].payrollRun(), async () => {
      const { PayrollRunPage } = await import('./features/payroll/payroll-run-page.js');
      return <PayrollRunPage area={area} />;
    }),
    lists.payrollRun,
  ),
  screenElement(paths[area].settlement(), async () => {
    const { SettlementPage } = await import('./features/payroll/settlement-page.js');
    return <SettlementPage area={area} />;
  }),
];
const addSalary = (path: string, area: DeskArea) =>
  screenElement(path, async () => {
    const { AddSalaryPage } = await import('./features/salary/add-salary-page.js');
    return <AddSalaryPage area={area} />;
  });
const employeeSalaries = (path: string, area: DeskArea) =>
  screenElement(path, async () => {
    const { EmployeeSalariesPage } = await import('./features/salary/employee-salaries-page.js');
    return <EmployeeSalariesPage area={area} />;
  });

/** A person's own leave, payslips and attendance: the same screens in every role's area. */
const ownScreens = (own: OwnPaths): RouteObject[] => [
  screen(own.leaveHistory, async () => (await import('./features/leave/leave-history-page.js')).LeaveHistoryPage),
  screen(own.addLeave, async () => (await import('./features/leave/request-leave-page.js')).RequestLeavePage),
  screen(own.editLeave(), async () => (await import('./features/leave/edit-leave-page.js')).EditLeavePage),
  screen(own.salaryHistory, async () => (await import('./features/salary/my-salaries-page.js')).MySalariesPage),
  screen(own.myAttendance, async () => (await import('./features/attendance/my-attendance-page.js')).MyAttendancePage),
];

const a = paths.admin;
const adminRoutes = ({ lists, ...loaders }: Loaders) =>
  area('admin', a.home, [
    adminHome(loaders.admin),
    list(people.departments(a.departments), lists.departments),
    people.addDepartment(a.addDepartment),
    people.editDepartment(a.editDepartment()),
    list(people.employees(a.employees), lists.employees),
    list(people.employees(a.employeesAlias), lists.employees),
    people.addEmployee(a.addEmployee),
    people.viewEmployee(a.viewEmployee()),
    people.editEmployee(a.editEmployee()),
    list(people.managers(a.managers), lists.managers),
    list(
      screen(a.projects, async () => (await import('./features/projects/manage-projects-page.js')).ManageProjectsPage),
      lists.projects,
    ),
    screen(a.addProject, async () => (await import('./features/projects/add-project-page.js')).AddProjectPage),
    screen(a.editProject(), async () => (await import('./features/projects/edit-project-page.js')).EditProjectPage),
    list(
      screen(
        a.attendance,
        async () => (await import('./features/attendance/mark-attendance-page.js')).MarkAttendancePage,
      ),
      lists.attendance,
    ),
    screen(
      a.attendanceReport,
      async () => (await import('./features/attendance/attendance-report-page.js')).AttendanceReportPage,
    ),
    screen(a.workWeek, async () => (await import('./features/calendar/work-week-page.js')).WorkWeekPage),
    ...leaveDesk('admin', lists),
    screen(a.addLeave, async () => (await import('./features/leave/admin-add-leave-page.js')).AdminAddLeavePage),
    list(manageSalaries(a.salary, 'admin'), lists.salaries),
    employeeSalaries(a.employeeSalary(), 'admin'),
    addSalary(a.addSalary(':id?'), 'admin'),
    ...payroll('admin', lists),
    screen(
      a.announcements,
      async () => (await import('./features/announcements/admin-announcements-page.js')).AdminAnnouncementsPage,
    ),
    screen(a.auditTrail, async () => (await import('./features/audit/audit-trail-page.js')).AuditTrailPage),
    list(
      screen(a.accounts, async () => (await import('./features/accounts/accounts-page.js')).AccountsPage),
      lists.accounts,
    ),
    list(
      screen(a.mail, async () => (await import('./features/mail/mail-page.js')).MailPage),
      lists.mail,
    ),
    list(leaveBalances(a.leaveBalances), lists.leaveBalances),
    screen(a.leaveTypes, async () => (await import('./features/leave/leave-types-page.js')).LeaveTypesPage),
    teamCalendar(a.teamCalendar),
    people.employeeProfile(a.profile),
    ...ownScreens(ownPaths('admin')),
  ]);

/** The announcements that reached the reader (the employee's, and an HR officer's). */
const inbox = (path: string) =>
  screen(
    path,
    async () => (await import('./features/announcements/employee-announcements-page.js')).EmployeeAnnouncementsPage,
  );

const e = paths.employee;
const employeeRoutes = ({ lists, ...loaders }: Loaders) =>
  area('employee', e.home, [
    employeeHome(loaders.employee),
    employeeHome(loaders.employee, e.summary),
    people.employeeProfile(e.profile),
    ...ownScreens(e),
    inbox(e.announcements),
    screen(e.tasks, async () => (await import('./features/projects/my-tasks-page.js')).MyTasksPage),
    list(leaveRequests(e.leaveRequests), lists.leaveRequests),
    teamCalendar(e.teamCalendar),
  ]);

const m = paths.manager;
const managerRoutes = ({ lists, ...loaders }: Loaders) =>
  area('manager', m.home, [
    managerHome(loaders.manager),
    managerHome(loaders.manager, m.summary),
    people.managerProfile(m.profile),
    people.editProfile(m.editProfile()),
    screen(
      m.projects,
      async () => (await import('./features/projects/department-projects-page.js')).DepartmentProjectsPage,
    ),
    people.team(m.employees),
    list(leaveRequests(m.leaveRequests), lists.leaveRequests),
    list(leaveBalances(m.leaveBalances), lists.leaveBalances),
    teamCalendar(m.teamCalendar),
    screen(
      m.announcements,
      async () => (await import('./features/announcements/manager-announcements-page.js')).ManagerAnnouncementsPage,
    ),
    ...ownScreens(m),
  ]);

const moderatorRoutes = ({ lists }: Loaders) =>
  area('moderator', paths.moderator.home, [
    redirect(paths.moderator.leaves),
    ...leaveDesk('moderator', lists),
    list(manageSalaries(paths.moderator.salary, 'moderator'), lists.salaries),
    list(leaveBalances(paths.moderator.leaveBalances), lists.leaveBalances),
    teamCalendar(paths.moderator.teamCalendar),
    employeeSalaries(paths.moderator.employeeSalary(), 'moderator'),
    addSalary(paths.moderator.newSalary, 'moderator'),
    ...payroll('moderator', lists),
    people.employeeProfile(paths.moderator.profile),
    ...ownScreens(paths.moderator),
    inbox(paths.moderator.announcements),
  ]);

const userRoutes = area('user', paths.user.home, [
  redirect(paths.user.profile),
  {
    path: paths.user.profile,
    lazy: async () => ({ Component: (await screenCode.userProfile()).UserProfilePage }),
  },
]);

/** Every screen; the dashboards' and the lists' loaders fill `queryClient`. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const loaders: Loaders = {
    admin: adminDashboardLoader(queryClient),
    manager: managerDashboardLoader(queryClient),
    employee: employeeDashboardLoader(queryClient),
    lists: listLoaders(queryClient),
  };
  return [
    {
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      hydrateFallbackElement: <FullScreenSpinner />,
      children: [
        { path: paths.root, element: <Navigate to={paths.admin.home} replace /> },
        {
          path: paths.login,
          lazy: async () => ({ Component: (await import('./features/auth/login-page.js')).LoginPage }),
        },
        {
          path: paths.signup,
          lazy: async () => ({ Component: (await import('./features/auth/signup-page.js')).SignupPage }),
        },
        {
          path: paths.forgotPassword,
          lazy: async () => ({
            Component: (await import('./features/auth/forgot-password-page.js')).ForgotPasswordPage,
          }),
        },
        {
          path: paths.resetPassword,
          lazy: async () => ({
            Component: (await import('./features/auth/reset-password-page.js')).ResetPasswordPage,
          }),
        },
        {
          path: paths.setPassword,
          lazy: async () => ({
            Component: (await import('./features/auth/reset-password-page.js')).SetPasswordPage,
          }),
        },
        {
          path: paths.settings,
          lazy: async () => ({
            Component: (await import('./app/area-layout.js')).SignedInLayout,
          }),
          children: [
            {
              index: true,
              lazy: async () => {
                const [{ SettingsPage }, { ApprovalDeputy }, { CalendarFeeds }] = await Promise.all([
                  import('./features/settings/settings-page.js'),
                  import('./features/leave/components/approval-deputy.js'),
                  import('./features/team-calendar/components/calendar-feeds.js'),
                ]);
                const more = [
                  {
                    id: 'settings-deputy',
                    icon: UserCheck,
                    title: 'Deputy for leave approvals',
                    description: 'Who decides the leave requests waiting for you while you are on leave.',
                    roles: ['manager'],
                    content: <ApprovalDeputy />,
                  },
                  {
                    id: 'settings-feeds',
                    icon: CalendarSync,
                    title: 'Calendar feeds',
                    description:
                      'Your leave, your team’s absences and the holidays in the calendar app you use, from a secret address.',
                    roles: ['employee', 'manager', 'moderator', 'admin'],
                    content: <CalendarFeeds />,
                  },
                ];
                return { Component: () => <SettingsPage more={more} /> };
              },
            },
          ],
        },
        adminRoutes(loaders),
        employeeRoutes(loaders),
        managerRoutes(loaders),
        moderatorRoutes(loaders),
        userRoutes,
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('./features/errors/not-found-page.js')).NotFoundPage,
          }),
        },
      ],
    },
  ];
};
