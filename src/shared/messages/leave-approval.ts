import type { LeaveApprovalFlow } from '../constants.js';

/** Who decides a leave of a type, as the admin chooses it. */
export const APPROVAL_FLOW_LABELS: Record<LeaveApprovalFlow, string> = {
  hr: 'HR',
  manager: 'The employee’s manager',
  manager_hr: 'The employee’s manager, then HR',
};

/** Who decides a request of a type first, as the request form says it to the one asking. */
const ROUTE_OF_FLOW: Record<LeaveApprovalFlow, string> = {
  hr: 'Your request goes to HR and the administrators for approval.',
  manager: 'Your request goes to your department’s manager for approval.',
  manager_hr: 'Your request goes to your department’s manager first, then to HR.',
};

/** Why a manager's step of the one asking goes to HR at once, if it does. */
export type ManagerStepSkipped = 'no-department' | 'runs-department' | null;

const SKIPPED_TO_HR: Record<Exclude<ManagerStepSkipped, null>, string> = {
  'no-department': 'Your request goes to HR: you are in no department, so no manager decides it first.',
  'runs-department': 'Your request goes to HR: you manage your department, and nobody decides their own leave.',
};

/**
 * The request form's line on who decides: the chosen type's flow (HR at once when the one asking
 * has no manager to decide first); before a type is chosen, the flow all types share, or that it
 * depends on the type.
 */
export function requestRouteText(
  flows: readonly LeaveApprovalFlow[],
  chosen?: LeaveApprovalFlow,
  skipped: ManagerStepSkipped = null,
): string {
  if (chosen && chosen !== 'hr' && skipped) return SKIPPED_TO_HR[skipped];
  if (chosen) return ROUTE_OF_FLOW[chosen];
  const distinct = [...new Set(flows)];
  if (distinct.length === 1) return ROUTE_OF_FLOW[distinct[0]!];
  return 'Who decides depends on the leave type: HR, your department’s manager, or your manager and then HR.';
}

/** Messages of leave approval steps, deputies and escalation. */
export const APPROVAL_MSG = {
  noManager: 'The department has no manager: HR decides.',
  ownManager: 'The employee runs the department: HR decides.',
  delegated: (manager: string) => `${manager} is on leave: their deputy decides.`,
  managerAway: (manager: string) => `${manager} is on leave and has no deputy here: HR decides.`,
  escalated: (days: number) =>
    `Waited ${days === 1 ? '1 working day' : `${days} working days`} for the manager: HR decides.`,
  notYourStep: 'This request is not waiting for your decision.',
  decidedMeanwhile: 'Someone decided this step meanwhile. Reload to see where the request stands.',
  approvedStep: (next: string) => `Approved: the request now waits for ${next}.`,
  waitingForHr: 'HR',
  stepTitle: { manager: 'Manager', hr: 'HR' },
  escalationDays: 'Enter a number of working days from 1 to 30, or choose never.',
  escalationSaved: (days: number | null) =>
    days === null
      ? 'Saved: a manager’s step waits for the manager however long it takes.'
      : `Saved: a manager’s step goes to HR after ${days === 1 ? '1 working day' : `${days} working days`}.`,
  deputySaved: 'Your deputy is saved.',
  deputyCleared: 'You have no deputy now: while you are away, HR decides your steps.',
  deputySelf: 'You cannot be your own deputy.',
  deputyGone: 'Choose someone who works here and can sign in.',
  deputyNotEligible: 'Choose a manager, someone in HR, or someone in your department.',
  requestedTitle: (name: string) => `Leave request from ${name}`,
  waitingTitle: (name: string) => `Leave request from ${name} waits for you`,
} as const;
