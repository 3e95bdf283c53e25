import {
  Banknote,
  Building2,
  CalendarCheck,
  CalendarCheck2,
  CalendarDays,
  CalendarClock,
  CalendarRange,
  ClipboardCheck,
  ClipboardList,
  FolderKanban,
  History,
  KeyRound,
  LayoutDashboard,
  ListTodo,
  Megaphone,
  Receipt,
  Scale,
  Tags,
  UserCog,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
  Mail,
} from 'lucide-react';
import type { Role } from '#shared/roles.js';
import { type OwnPaths, ownPaths, paths } from '../lib/paths.js';

export interface NavLinkItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on an exact match (area homes, which prefix every other link). */
  end?: boolean;
  /** Other screens of the same section, which keep this link highlighted. */
  also?: readonly string[];
  /** Shown only to someone with an employee record (an HR officer's own profile, leave, payslips). */
  ownRecord?: boolean;
}

interface SidebarConfig {
  title: string;
  links: NavLinkItem[];
}

/**
 * 'My Profile', 'My Leave', 'My Payslips', 'My Attendance': one's own record, last in the sidebar of a role whose
 * other screens are about others (admin, manager, HR officer).
 */
function ownLinks(own: OwnPaths): NavLinkItem[] {
  return [
    { label: 'My Profile', to: own.profile, icon: UserRound, ownRecord: true },
    {
      label: 'My Leave',
      to: own.leaveHistory,
      icon: CalendarCheck,
      also: [own.addLeave, own.editLeave('')],
      ownRecord: true,
    },
    { label: 'My Payslips', to: own.salaryHistory, icon: Receipt, ownRecord: true },
    { label: 'My Attendance', to: own.myAttendance, icon: CalendarCheck2, ownRecord: true },
  ];
}

/** Sidebar titles and links per role (§2). */
export const SIDEBARS: Record<Role, SidebarConfig> = {
  admin: {
    title: 'Employee MS',
    links: [
      { label: 'Home', to: paths.admin.home, icon: LayoutDashboard, end: true },
      { label: 'Employees', to: paths.admin.employees, icon: Users },
      { label: 'Managers', to: paths.admin.managers, icon: UserCog },
      { label: 'Projects', to: paths.admin.projects, icon: FolderKanban },
      { label: 'Departments', to: paths.admin.departments, icon: Building2 },
      {
        label: 'Leaves',
        to: paths.admin.leaves,
        icon: CalendarDays,
        also: [paths.admin.pendingLeaves, paths.admin.approvedLeaves, paths.admin.rejectedLeaves, paths.admin.addLeave],
      },
      { label: 'Leave Balances', to: paths.admin.leaveBalances, icon: Scale },
      { label: 'Leave Types', to: paths.admin.leaveTypes, icon: Tags },
      { label: 'Team Calendar', to: paths.admin.teamCalendar, icon: CalendarClock },
      { label: 'Salary', to: paths.admin.salary, icon: Wallet },
      { label: 'Payroll', to: paths.admin.payroll, icon: Banknote },
      { label: 'Attendance', to: paths.admin.attendance, icon: ClipboardCheck },
      { label: 'Attendance Report', to: paths.admin.attendanceReport, icon: ClipboardList },
      { label: 'Work Week & Holidays', to: paths.admin.workWeek, icon: CalendarRange },
      { label: 'Announcements', to: paths.admin.announcements, icon: Megaphone },
      { label: 'Accounts', to: paths.admin.accounts, icon: KeyRound },
      { label: 'Audit Trail', to: paths.admin.auditTrail, icon: History },
      { label: 'Outgoing Mail', to: paths.admin.mail, icon: Mail },
      ...ownLinks(ownPaths('admin')),
    ],
  },
  manager: {
    title: 'Manager Panel',
    links: [
      { label: 'Dashboard', to: paths.manager.home, icon: LayoutDashboard, end: true },
      { label: 'Projects', to: paths.manager.projects, icon: FolderKanban },
      { label: 'Employees', to: paths.manager.employees, icon: Users },
      { label: 'Leave Requests', to: paths.manager.leaveRequests, icon: CalendarCheck },
      { label: 'Leave Balances', to: paths.manager.leaveBalances, icon: Scale },
      { label: 'Team Calendar', to: paths.manager.teamCalendar, icon: CalendarClock },
      { label: 'Announcements', to: paths.manager.announcements, icon: Megaphone },
      ...ownLinks(ownPaths('manager')),
    ],
  },
  employee: {
    title: 'Employee MS',
    links: [
      { label: 'Dashboard', to: paths.employee.home, icon: LayoutDashboard, end: true },
      { label: 'Profile', to: paths.employee.profile, icon: UserRound },
      { label: 'Tasks', to: paths.employee.tasks, icon: ListTodo },
      {
        label: 'Leaves',
        to: paths.employee.leaveHistory,
        icon: CalendarDays,
        also: [paths.employee.addLeave, paths.employee.editLeave('')],
      },
      { label: 'Team Calendar', to: paths.employee.teamCalendar, icon: CalendarClock },
      { label: 'Leave Requests', to: paths.employee.leaveRequests, icon: CalendarCheck },
      { label: 'Salary', to: paths.employee.salaryHistory, icon: Wallet },
      { label: 'Attendance', to: paths.employee.myAttendance, icon: CalendarCheck2 },
      { label: 'Announcements', to: paths.employee.announcements, icon: Megaphone },
    ],
  },
  moderator: {
    title: 'Employee MS',
    links: [
      {
        label: 'Leaves',
        to: paths.moderator.leaves,
        icon: CalendarDays,
        also: [paths.moderator.pendingLeaves, paths.moderator.approvedLeaves, paths.moderator.rejectedLeaves],
      },
      { label: 'Leave Balances', to: paths.moderator.leaveBalances, icon: Scale },
      { label: 'Team Calendar', to: paths.moderator.teamCalendar, icon: CalendarClock },
      {
        label: 'Salary',
        to: paths.moderator.salary,
        icon: Wallet,
        also: [paths.moderator.employeeSalary('')],
      },
      { label: 'Payroll', to: paths.moderator.payroll, icon: Banknote },
      { label: 'Announcements', to: paths.moderator.announcements, icon: Megaphone },
      ...ownLinks(ownPaths('moderator')),
    ],
  },
  user: {
    title: 'Employee MS',
    links: [{ label: 'Profile', to: paths.user.profile, icon: UserRound }],
  },
};
