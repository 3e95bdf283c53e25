import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import type { ApprovalStepJson } from '#shared/schemas/leave-approval.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { formatDateTime } from '#web/lib/format.js';
import { useApprovalSteps } from '../api/approval.js';

const STATUS: Record<ApprovalStepJson['status'], { label: string; tone: 'green' | 'red' | 'amber' | 'slate' }> = {
  waiting: { label: 'Waiting', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  queued: { label: 'Next', tone: 'slate' },
  skipped: { label: 'Skipped', tone: 'slate' },
};

/** The step and who it is (or was) with: 'Manager: Imran Hossain', 'HR'. */
const titleOf = (step: ApprovalStepJson) =>
  step.approver ? `${APPROVAL_MSG.stepTitle[step.kind]}: ${step.approver.name}` : APPROVAL_MSG.stepTitle[step.kind];

function StepLine({ step }: { step: ApprovalStepJson }) {
  const status = STATUS[step.status];
  return (
    <li className="flex flex-col gap-1 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900 dark:text-white">
          {step.position}. {titleOf(step)}
        </span>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>
      {step.note ? <p className="text-sm text-slate-600 dark:text-slate-400">{step.note}</p> : null}
      {step.decidedBy && step.decidedAt ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {step.status === 'rejected' ? 'Rejected' : 'Approved'} by {step.decidedBy.name},{' '}
          {formatDateTime(step.decidedAt)}
        </p>
      ) : step.status === 'waiting' && step.waitingSince ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Waiting since {formatDateTime(step.waitingSince)}</p>
      ) : null}
      {step.comment ? <p className="text-sm text-slate-700 italic dark:text-slate-300">“{step.comment}”</p> : null}
    </li>
  );
}

/**
 * A leave's approval: its steps in order, who decided each, when and with what comment, and where
 * it waits. Earlier rounds (before a changed request or a revoked decision) are listed under it.
 */
export function ApprovalSteps({ leaveId }: { leaveId: string }) {
  const steps = useApprovalSteps(leaveId);
  if (steps.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Loading the approval…
      </p>
    );
  }
  if (steps.isError) return null;
  if (!steps.data.length) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        HR decides this request in one step (it was made before its type had an approval flow, or HR recorded it).
      </p>
    );
  }
  const latest = Math.max(...steps.data.map((step) => step.round));
  const current = steps.data.filter((step) => step.round === latest);
  const earlier = steps.data.filter((step) => step.round !== latest);
  return (
    <section aria-labelledby={`approval-${leaveId}`} className="space-y-3">
      <h3 id={`approval-${leaveId}`} className="text-sm font-semibold text-slate-900 dark:text-white">
        Approval
      </h3>
      <ol className="space-y-3">
        {current.map((step) => (
          <StepLine key={`${step.round}-${step.position}`} step={step} />
        ))}
      </ol>
      {earlier.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600 dark:text-slate-400">Earlier rounds</summary>
          <ol className="mt-2 space-y-3">
            {earlier.map((step) => (
              <StepLine key={`${step.round}-${step.position}`} step={step} />
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
