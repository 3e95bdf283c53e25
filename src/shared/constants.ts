/** Business constants: page sizes, timings, storage keys and the like. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const DASHBOARD_PREVIEW_COUNT = 5;
/** A searched people list counts its matches up to this many and then says '500+' (`totalCapped`). */
export const SEARCH_COUNT_CAP = 500;
export const ATTENDANCE_REPORT_PAGE_SIZE = 100;
export const ANNOUNCEMENT_PAGE_SIZE = 5;
export const SUCCESS_POPUP_MS = 1500;
export const LEAVE_ERROR_POPUP_MS = 2000;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MIN_AGE = 18;
export const MAX_AGE = 65;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_MAX_LENGTH = 16;
export const RESET_TOKEN_MINUTES = 30;
/** How long an invitation's set-password link works (an imported person's first password). */
export const INVITATION_DAYS = 7;

/** Storage keys: the token and the user, in local or session storage. */
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;
export const SESSION_COOKIE = 'ems_session';

export const ATTENDANCE_STATUSES = ['Present', 'Absent', 'Sick', 'Leave'] as const;
/** The spec's leave types: seeded as data (table `leave_types`); admins add others. */
export const LEAVE_TYPES = ['Sick Leave', 'Annual Leave', 'Casual Leave'] as const;
/** How a leave type's yearly entitlement arrives: all on the first day of the leave year, or a twelfth each month. */
export const LEAVE_ACCRUALS = ['yearly', 'monthly'] as const;

/** Who decides a leave of a type: HR alone (the spec's way), the employee's manager alone, or the manager and then HR. */
export const LEAVE_APPROVAL_FLOWS = ['hr', 'manager', 'manager_hr'] as const;
export type LeaveApprovalFlow = (typeof LEAVE_APPROVAL_FLOWS)[number];
/** A step of a request's approval: who decides it, and where it stands (queued: not reached yet). */
export const APPROVAL_STEP_KINDS = ['manager', 'hr'] as const;
export const APPROVAL_STEP_STATUSES = ['queued', 'waiting', 'approved', 'rejected', 'skipped'] as const;
export type ApprovalStepStatus = (typeof APPROVAL_STEP_STATUSES)[number];

/** What a calendar feed holds: one's own leave, the team as the team calendar shows it, the holidays. */
export const CALENDAR_FEED_KINDS = ['mine', 'team', 'holidays'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];
export type LeaveAccrual = (typeof LEAVE_ACCRUALS)[number];
/** What a row of the leave ledger records. */
export const LEAVE_LEDGER_KINDS = [
  'grant',
  'accrual',
  'carry_forward',
  'lapse',
  'booking',
  'reversal',
  'adjustment',
] as const;
export type LeaveLedgerKind = (typeof LEAVE_LEDGER_KINDS)[number];
/**
 * 'Withdrawn': the employee took back a request before it was decided. 'Cancelled': an approved
 * leave that the employee asked to cancel before it began, and HR agreed.
 */
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn', 'Cancelled'] as const;
/** A regular payslip is one per person per pay month; bonuses and adjustments are extra payments. */
/** What Add Salary records; a 'settlement' payslip is written only by finalising a final settlement. */
export const PAYABLE_SALARY_TYPES = ['regular', 'bonus', 'adjustment'] as const;
export const SALARY_TYPES = [...PAYABLE_SALARY_TYPES, 'settlement'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export const PROJECT_STATUSES = ['pending', 'in progress', 'completed'] as const;
export const TASK_STATUSES = ['pending', 'in progress', 'completed'] as const;
export const ANNOUNCEMENT_TYPES = ['all', 'employees', 'managers', 'selected'] as const;
export const ANNOUNCEMENT_SENDER_TYPES = ['admin', 'manager'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const NOTIFICATION_KINDS = [
  'announcement',
  'leave_decided',
  'task_assigned',
  'leave_requested',
  'task_changed',
  'salary_paid',
] as const;
/** What a notification is about: the web opens the screen of that record for the reader's role. */
export const NOTIFICATION_TARGETS = ['leave', 'task', 'announcement', 'salary'] as const;
/** The notifications that are mailed as well (to those who have not turned mail off in Settings). */
export const MAILED_NOTIFICATION_KINDS = ['announcement', 'leave_decided', 'leave_requested'] as const;

/** A payroll run is a draft (saved, editable, resumable) until it is posted, once. */
export const PAYROLL_RUN_STATUSES = ['draft', 'posted'] as const;
/** Why a row of a payroll run is not paid: a regular payslip exists that month, HR left it out, or it is the poster's own. */
export const PAYROLL_RUN_SKIPS = ['paid', 'excluded', 'self'] as const;
/**
 * What a month's pay is divided by for someone employed part of it: its calendar days, its working
 * days (the work week and holidays, as leave counts them), or a fixed 30.
 */
/** A final settlement: a draft HR works on, then finalised once (a 'settlement' payslip). */
export const SETTLEMENT_STATUSES = ['draft', 'finalised'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const PAYROLL_BASES = ['calendar', 'working', 'fixed30'] as const;
export type PayrollBasis = (typeof PAYROLL_BASES)[number];

/** Where a queued message is: waiting (or waiting to be retried), being sent, sent, or given up on. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const DESIGNATIONS = [
  'Software Engineer',
  'Project Manager',
  'HR Manager',
  'Data Analyst',
  'System Administrator',
  'Quality Assurance',
  'UI/UX Designer',
  'Business Analyst',
  'Network Engineer',
  'Database Administrator',
  'DevOps Engineer',
  'Front-end Developer',
  'Back-end Developer',
  'Full-stack Developer',
  'Technical Support',
  'Content Writer',
  'Graphic Designer',
  'Sales Executive',
  'Marketing Specialist',
  'Customer Service Representative',
  'Research Scientist',
] as const;

/** Ten chart colours, cycled. */
export const CHART_PALETTE = [
  '#4f46e5',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#64748b',
] as const;

/** What an audit event is about. */
export const AUDIT_SUBJECTS = [
  'salary',
  'leave',
  'attendance',
  'employee',
  'account',
  'leave_balance',
  'leave_type',
  'calendar',
  'payroll',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** Every kind of HR-sensitive change the audit trail records, as `subject.verb`. */
export const AUDIT_ACTIONS = [
  'salary.create',
  'salary.update',
  'salary.delete',
  'leave.approve',
  'leave.reject',
  'leave.withdraw',
  'leave.revoke',
  'leave.approve_step',
  'leave.cancel_request',
  'leave.cancel',
  'leave.keep',
  'attendance.correct',
  'employee.update',
  'employee.deactivate',
  'employee.reactivate',
  'employee.delete',
  'employee.import',
  'account.password',
  'account.disable',
  'account.enable',
  'account.signout',
  'account.role',
  'account.link',
  'leave_balance.adjust',
  'leave_balance.import',
  'leave_type.create',
  'leave_type.update',
  'leave_type.escalation',
  'calendar.work_week',
  'calendar.holiday_add',
  'calendar.holiday_update',
  'calendar.holiday_delete',
  'calendar.holiday_import',
  'payroll.post',
  'payroll.settings',
  'salary.revise',
  'payroll.payout_settings',
  'payroll.statutory_settings',
  'payroll.bank_file',
  'payroll.mail_payslips',
  'employee.bank_account',
  'salary.settle',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The payslip ZIP's `department` for everyone's payslips of a month, whatever their department (or none). */
export const PAYSLIPS_OF_EVERYONE = 'all';

/**
 * The components of a salary structure (issue 29): each is an earning or a deduction, by its key.
 * A later item adds statutory lines (income tax by slabs, provident fund shares) as new keys and
 * a 'computed' method: both are enum values added, not a new table.
 */
export const SALARY_COMPONENTS = [
  'basic',
  'house_rent',
  'medical',
  'conveyance',
  'other_earning',
  'provident_fund',
  'tax',
  'loan',
  'other_deduction',
] as const;
export type SalaryComponent = (typeof SALARY_COMPONENTS)[number];
export const SALARY_COMPONENT_KINDS = ['earning', 'deduction'] as const;
export type SalaryComponentKind = (typeof SALARY_COMPONENT_KINDS)[number];
/** A fixed monthly amount, or a percentage of another component of the same structure. */
export const SALARY_COMPONENT_METHODS = ['fixed', 'percent'] as const;
export type SalaryComponentMethod = (typeof SALARY_COMPONENT_METHODS)[number];
