/**
 * Every client path of the app, in one place. Functions with an `id` give the route pattern
 * when called without arguments (`paths.admin.editEmployee()` → `.../edit-employee/:id`) and a
 * link when called with one.
 */
const withId =
  (prefix: string) =>
  (id: string = ':id') =>
    `${prefix}/${id}`;

const ADMIN = '/admin-dashboard';
const EMPLOYEE = '/employee-dashboard';
const MANAGER = '/manager-dashboard';
const MODERATOR = '/moderator-dashboard';
const USER = '/user-dashboard';

export const paths = {
  root: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** An invitation's link: the reset page, worded for a first password. */
  setPassword: '/set-password',
  settings: '/settings',

  admin: {
    home: ADMIN,
    departments: `${ADMIN}/departments`,
    addDepartment: `${ADMIN}/add-department`,
    editDepartment: withId(`${ADMIN}/edit-department`),
    employees: `${ADMIN}/employee`,
    /** The spec's second spelling of the employees list. */
    employeesAlias: `${ADMIN}/employees`,
    addEmployee: `${ADMIN}/add-employee`,
    viewEmployee: withId(`${ADMIN}/view-employee`),
    editEmployee: withId(`${ADMIN}/edit-employee`),
    managers: `${ADMIN}/managers`,
    projects: `${ADMIN}/projects`,
    addProject: `${ADMIN}/add-project`,
    editProject: withId(`${ADMIN}/edit-project`),
    attendance: `${ADMIN}/attendance`,
    attendanceReport: `${ADMIN}/attendanceReport`,
    workWeek: `${ADMIN}/work-week`,
    leaves: `${ADMIN}/leave`,
    pendingLeaves: `${ADMIN}/pending-leaves`,
    approvedLeaves: `${ADMIN}/approve-leaves`,
    rejectedLeaves: `${ADMIN}/rejected-leaves`,
    addLeave: `${ADMIN}/addLeave`,
    salary: `${ADMIN}/salary`,
    employeeSalary: withId(`${ADMIN}/employee/salary`),
    /** Add a salary for one employee (the route pattern is `addSalary(':id?')`). */
    addSalary: withId(`${ADMIN}/salary/addSalary`),
    /** Add a salary, choosing the employee on the form. */
    newSalary: `${ADMIN}/salary/addSalary`,
    payroll: `${ADMIN}/payroll`,
    payrollRun: withId(`${ADMIN}/payroll`),
    /** A leaver's final settlement (their employee or user id). */
    settlement: withId(`${ADMIN}/settlement`),
    announcements: `${ADMIN}/annoucement`,
    auditTrail: `${ADMIN}/audit-trail`,
    leaveBalances: `${ADMIN}/leave-balances`,
    leaveTypes: `${ADMIN}/leave-types`,
    accounts: `${ADMIN}/accounts`,
    teamCalendar: `${ADMIN}/team-calendar`,
    mail: `${ADMIN}/mail`,
    // The admin's own record, leave and payslips (when they have an employee record); `addLeave`
    // above is HR's, for anyone.
    profile: `${ADMIN}/profile`,
    leaveHistory: `${ADMIN}/leave-history`,
    requestLeave: `${ADMIN}/request-leave`,
    editLeave: withId(`${ADMIN}/edit-leave`),
    salaryHistory: `${ADMIN}/salary-history`,
    myAttendance: `${ADMIN}/my-attendance`,
  },

  employee: {
    home: EMPLOYEE,
    summary: `${EMPLOYEE}/summary`,
    profile: `${EMPLOYEE}/profile`,
    leaveHistory: `${EMPLOYEE}/leave-history`,
    addLeave: `${EMPLOYEE}/add-leave`,
    editLeave: withId(`${EMPLOYEE}/edit-employee-leave`),
    salaryHistory: `${EMPLOYEE}/salary-history`,
    myAttendance: `${EMPLOYEE}/my-attendance`,
    announcements: `${EMPLOYEE}/annoucementEmployee`,
    tasks: `${EMPLOYEE}/tasks`,
    teamCalendar: `${EMPLOYEE}/team-calendar`,
    /** Requests waiting for them as someone's deputy. */
    leaveRequests: `${EMPLOYEE}/leave-requests`,
  },

  manager: {
    home: MANAGER,
    summary: `${MANAGER}/summary`,
    profile: `${MANAGER}/profile`,
    editProfile: withId(`${MANAGER}/edit-profile`),
    projects: `${MANAGER}/projects`,
    employees: `${MANAGER}/employees`,
    leaveBalances: `${MANAGER}/leave-balances`,
    leaveRequests: `${MANAGER}/leave-requests`,
    announcements: `${MANAGER}/annoucementManager`,
    teamCalendar: `${MANAGER}/team-calendar`,
    // The manager's own leave and payslips.
    leaveHistory: `${MANAGER}/leave-history`,
    addLeave: `${MANAGER}/add-leave`,
    editLeave: withId(`${MANAGER}/edit-leave`),
    salaryHistory: `${MANAGER}/salary-history`,
    myAttendance: `${MANAGER}/my-attendance`,
  },

  moderator: {
    home: MODERATOR,
    leaves: `${MODERATOR}/leave`,
    pendingLeaves: `${MODERATOR}/pending-leaves`,
    approvedLeaves: `${MODERATOR}/approve-leaves`,
    rejectedLeaves: `${MODERATOR}/rejected-leaves`,
    salary: `${MODERATOR}/salary`,
    leaveBalances: `${MODERATOR}/leave-balances`,
    newSalary: `${MODERATOR}/salary/addSalary`,
    /** One person's salaries and salary structure, as the admin's `employeeSalary`. */
    employeeSalary: withId(`${MODERATOR}/employee/salary`),
    payroll: `${MODERATOR}/payroll`,
    payrollRun: withId(`${MODERATOR}/payroll`),
    settlement: withId(`${MODERATOR}/settlement`),
    // An HR officer's own record, leave and payslips (when they have an employee record).
    profile: `${MODERATOR}/profile`,
    leaveHistory: `${MODERATOR}/leave-history`,
    addLeave: `${MODERATOR}/add-leave`,
    editLeave: withId(`${MODERATOR}/edit-leave`),
    salaryHistory: `${MODERATOR}/salary-history`,
    myAttendance: `${MODERATOR}/my-attendance`,
    teamCalendar: `${MODERATOR}/team-calendar`,
    /** What reached them (an announcement to everyone, or to them). */
    announcements: `${MODERATOR}/announcements`,
  },

  user: {
    home: USER,
    profile: `${USER}/profile`,
  },

  /** A stored profile image (same origin). */
  upload: (name: string) => `/uploads/${encodeURIComponent(name)}`,
} as const;

/** A person's own profile, leave, payslips and attendance: the same screens in every role's area. */
export interface OwnPaths {
  profile: string;
  leaveHistory: string;
  addLeave: string;
  editLeave: (id?: string) => string;
  salaryHistory: string;
  myAttendance: string;
}

/** The team calendar of a role's area (null for a role without one). */
export const teamCalendarPath = (role: string): string | null =>
  role === 'admin' || role === 'manager' || role === 'employee' || role === 'moderator'
    ? paths[role].teamCalendar
    : null;

const ADMIN_OWN: OwnPaths = {
  profile: paths.admin.profile,
  leaveHistory: paths.admin.leaveHistory,
  addLeave: paths.admin.requestLeave,
  editLeave: paths.admin.editLeave,
  salaryHistory: paths.admin.salaryHistory,
  myAttendance: paths.admin.myAttendance,
};

/** Where a role's own profile, leave and payslips are (an employee's for a role without an area of its own). */
export const ownPaths = (role: string): OwnPaths =>
  role === 'admin' ? ADMIN_OWN : role === 'manager' || role === 'moderator' ? paths[role] : paths.employee;
