/*
 * The code of the screens a cold load lands on most — the login screen, each role's first
 * screen, the employee list and Manage Leaves — named once: their routes (routes.tsx) import it
 * from here, and so does the page's first script on a cold load of their address
 * (app/first-screens.ts), beside the app's own code rather than after it.
 */

const whoIsOutCard = () => import('../features/team-calendar/components/who-is-out-card.js');

export const screenCode = {
  /** A cold visit to /login: the login screen without the app (main.tsx). */
  login: () => import('./login-entry.js'),
  adminOverview: () => Promise.all([import('../features/dashboard/admin-overview-page.js'), whoIsOutCard()]),
  managerHome: () => Promise.all([import('../features/dashboard/manager-dashboard-page.js'), whoIsOutCard()]),
  employeeHome: () =>
    Promise.all([
      import('../features/dashboard/employee-summary-page.js'),
      import('../features/leave/components/my-leave-balances.js'),
      whoIsOutCard(),
    ]),
  employees: () => import('../features/employees/employees-page.js'),
  manageLeaves: () => import('../features/leave/manage-leaves-page.js'),
  userProfile: () => import('../features/employees/profile/user-profile-page.js'),
};
