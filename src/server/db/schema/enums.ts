import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_SENDER_TYPES,
  ANNOUNCEMENT_TYPES,
  ATTENDANCE_STATUSES,
  PAYROLL_BASES,
  AUDIT_SUBJECTS,
  GENDERS,
  LEAVE_STATUSES,
  LEAVE_ACCRUALS,
  LEAVE_APPROVAL_FLOWS,
  CALENDAR_FEED_KINDS,
  APPROVAL_STEP_KINDS,
  APPROVAL_STEP_STATUSES,
  LEAVE_LEDGER_KINDS,
  MARITAL_STATUSES,
  NOTIFICATION_KINDS,
  NOTIFICATION_TARGETS,
  OUTBOX_STATUSES,
  PAYROLL_RUN_SKIPS,
  PAYROLL_RUN_STATUSES,
  PROJECT_STATUSES,
  SALARY_TYPES,
  SALARY_COMPONENTS,
  SALARY_COMPONENT_KINDS,
  SALARY_COMPONENT_METHODS,
  SETTLEMENT_STATUSES,
  TASK_STATUSES,
} from '#shared/constants.js';
import { ROLES } from '#shared/roles.js';

export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const maritalStatusEnum = pgEnum('marital_status', MARITAL_STATUSES);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const taskStatusEnum = pgEnum('task_status', TASK_STATUSES);
export const attendanceStatusEnum = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const leaveAccrualEnum = pgEnum('leave_accrual', LEAVE_ACCRUALS);
export const leaveLedgerKindEnum = pgEnum('leave_ledger_kind', LEAVE_LEDGER_KINDS);
export const leaveStatusEnum = pgEnum('leave_status', LEAVE_STATUSES);
export const announcementTypeEnum = pgEnum('announcement_type', ANNOUNCEMENT_TYPES);
export const announcementSenderEnum = pgEnum('announcement_sender', ANNOUNCEMENT_SENDER_TYPES);
export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const notificationTargetEnum = pgEnum('notification_target', NOTIFICATION_TARGETS);
export const salaryTypeEnum = pgEnum('salary_type', SALARY_TYPES);
export const auditSubjectEnum = pgEnum('audit_subject', AUDIT_SUBJECTS);
export const outboxStatusEnum = pgEnum('outbox_status', OUTBOX_STATUSES);
export const leaveApprovalFlowEnum = pgEnum('leave_approval_flow', LEAVE_APPROVAL_FLOWS);
export const approvalStepKindEnum = pgEnum('approval_step_kind', APPROVAL_STEP_KINDS);
export const approvalStepStatusEnum = pgEnum('approval_step_status', APPROVAL_STEP_STATUSES);
export const calendarFeedKindEnum = pgEnum('calendar_feed_kind', CALENDAR_FEED_KINDS);
export const payrollRunStatusEnum = pgEnum('payroll_run_status', PAYROLL_RUN_STATUSES);
export const payrollRunSkipEnum = pgEnum('payroll_run_skip', PAYROLL_RUN_SKIPS);
export const payrollBasisEnum = pgEnum('payroll_basis', PAYROLL_BASES);
export const salaryComponentEnum = pgEnum('salary_component', SALARY_COMPONENTS);
export const salaryComponentKindEnum = pgEnum('salary_component_kind', SALARY_COMPONENT_KINDS);
export const salaryComponentMethodEnum = pgEnum('salary_component_method', SALARY_COMPONENT_METHODS);
export const settlementStatusEnum = pgEnum('settlement_status', SETTLEMENT_STATUSES);
