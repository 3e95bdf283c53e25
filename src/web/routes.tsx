import { Navigate, type RouteObject } from 'react-router';
import type { Role } from '../shared/roles.js';
import { FullScreenSpinner } from './components/ui/spinner.js';
import { paths } from './lib/paths.js';
import { RootErrorBoundary, RootLayout } from './root.js';

/*
 * Every screen is its own chunk (route `lazy`), so the login screen loads only what it needs.
 * Screens whose issue has not landed yet show their heading and a 'coming soon' state.
 */

const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoonPage } = await import('./components/coming-soon-page.js');
    return { element: <ComingSoonPage title={title} /> };
  },
});

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

const area = (role: Role, path: string, children: RouteObject[]): RouteObject => ({
  path,
  lazy: async () => {
    const { AreaLayout } = await import('./components/layout/area-layout.js');
    return { element: <AreaLayout role={role} /> };
  },
  children,
});

const adminHome: RouteObject = {
  index: true,
  lazy: async () => ({
    Component: (await import('./features/dashboard/admin-overview-page.js')).AdminOverviewPage,
  }),
};

/** The manager's and the employee's home, at the area's index and at `summary`. */
const home = (load: () => Promise<RouteObject['Component']>) => (path?: string): RouteObject => ({
  ...(path ? { path } : { index: true }),
  lazy: async () => ({ Component: await load() }),
});
const managerHome = home(async () => (await import('./features/dashboard/manager-dashboard-page.js')).ManagerDashboardPage);
const employeeHome = home(async () => (await import('./features/dashboard/employee-summary-page.js')).EmployeeSummaryPage);

const a = paths.admin;
const adminRoutes = area('admin', a.home, [
  adminHome,
  comingSoon(a.departments, 'Manage Departments'),
  comingSoon(a.addDepartment, 'Add Department'),
  comingSoon(a.editDepartment(), 'Edit Department'),
  comingSoon(a.employees, 'Manage Employees'),
  comingSoon(a.employeesAlias, 'Manage Employees'),
  comingSoon(a.addEmployee, 'Add Employee'),
  comingSoon(a.viewEmployee(), 'Employee Details'),
  comingSoon(a.editEmployee(), 'Edit Employee'),
  comingSoon(a.managers, 'Manage Managers'),
  comingSoon(a.projects, 'Manage Projects'),
  comingSoon(a.addProject, 'Add Project'),
  comingSoon(a.editProject(), 'Edit Project'),
  comingSoon(a.attendance, 'Manage Attendance'),
  comingSoon(a.attendanceReport, 'Attendance Report'),
  comingSoon(a.leaves, 'Manage Leaves'),
  comingSoon(a.pendingLeaves, 'Pending Leaves'),
  comingSoon(a.approvedLeaves, 'Approved Leaves'),
  comingSoon(a.rejectedLeaves, 'Rejected Leaves'),
  comingSoon(a.addLeave, 'Add Leave'),
  comingSoon(a.salary, 'Manage Salaries'),
  comingSoon(a.employeeSalary(), 'Employee Salaries'),
  comingSoon(a.addSalary(), 'Add Salary'),
  {
    path: a.announcements,
    lazy: async () => ({
      Component: (await import('./features/announcements/admin-announcements-page.js')).AdminAnnouncementsPage,
    }),
  },
]);

const e = paths.employee;
const employeeRoutes = area('employee', e.home, [
  employeeHome(),
  employeeHome(e.summary),
  comingSoon(e.profile, 'My Profile'),
  comingSoon(e.leaveHistory, 'Leave History'),
  comingSoon(e.addLeave, 'Request a Leave'),
  comingSoon(e.editLeave(), 'Edit Leave'),
  comingSoon(e.salaryHistory, 'Salaries'),
  {
    path: e.announcements,
    lazy: async () => ({
      Component: (await import('./features/announcements/employee-announcements-page.js')).EmployeeAnnouncementsPage,
    }),
  },
  comingSoon(e.tasks, 'Tasks'),
]);

const m = paths.manager;
const managerRoutes = area('manager', m.home, [
  managerHome(),
  managerHome(m.summary),
  comingSoon(m.profile, 'My Profile'),
  comingSoon(m.editProfile(), 'Edit Profile'),
  comingSoon(m.projects, 'My Department Projects'),
  comingSoon(m.employees, 'Employees'),
  {
    path: m.announcements,
    lazy: async () => ({
      Component: (await import('./features/announcements/manager-announcements-page.js')).ManagerAnnouncementsPage,
    }),
  },
]);

const moderatorRoutes = area('moderator', paths.moderator.home, [
  redirect(paths.moderator.leaves),
  {
    path: paths.moderator.leaves,
    lazy: async () => ({
      Component: (await import('./features/dashboard/moderator-leaves-page.js')).ModeratorLeavesPage,
    }),
  },
  comingSoon(paths.moderator.salary, 'Manage Salaries'),
]);

const userRoutes = area('user', paths.user.home, [
  redirect(paths.user.profile),
  {
    path: paths.user.profile,
    lazy: async () => ({
      Component: (await import('./features/profile/user-profile-page.js')).UserProfilePage,
    }),
  },
]);

export const routes: RouteObject[] = [
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
        path: paths.settings,
        lazy: async () => ({
          Component: (await import('./components/layout/area-layout.js')).SignedInLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./features/settings/settings-page.js')).SettingsPage,
            }),
          },
        ],
      },
      adminRoutes,
      employeeRoutes,
      managerRoutes,
      moderatorRoutes,
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
