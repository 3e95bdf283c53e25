/**
 * Leave: requests and decisions, approval steps, the ledger and balances, leave types.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { approvalJob } from './approval/approval-escalation.js';
export { leaveApprovalRoutes } from './approval/approval.routes.js';
export { BALANCE_COLUMNS, BALANCE_STRETCH, balanceListing, balanceReport } from './balance/balance-report.js';
export { leaveBalanceRoutes } from './balance/balance.routes.js';
export { leaveYearJob, myBalances } from './balance/balance.service.js';
export type { LeaveClock } from './balance/booking.js';
export { bookUnbookedInBulk } from './balance/bulk-booking.js';
export { encashableBalances, type EncashableBalance } from './balance/encashment.js';
export { leaveClock } from './balance/leave-clock.js';
export { runLeaveYear } from './balance/leave-year.js';
export { leaveStats } from './requests/requests.figures.js';
export { leaveRoutes } from './requests/requests.routes.js';
export {
  isWorkingDay,
  leaveDaysWithin,
  unpaidLeavesIn,
  workCalendarOf,
  workingDaysBetween,
  type UnpaidLeave,
  type WorkCalendar,
} from './payroll/unpaid-days.js';
