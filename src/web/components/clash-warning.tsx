import { useQuery } from '@tanstack/react-query';
import { teamCalendarApi } from '#shared/api/team-calendar.js';
import { TEAM_CALENDAR_MSG } from '#shared/messages/team-calendar.js';
import { callQuery } from '#web/lib/call.js';
import { Alert } from './ui/alert.js';

/**
 * The approver's clash warning for a pending leave: 'On these days 3 of 7 people in Engineering
 * are already out', and how many more have asked. Nothing for someone without a department.
 */
export function ClashWarning({ leaveId }: { leaveId: string }) {
  const clash = useQuery({
    ...callQuery(teamCalendarApi.clash, { params: { id: leaveId } }),
    select: (response) => response.result,
  });
  if (clash.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Checking who else is out…
      </p>
    );
  }
  if (clash.isError || !clash.data) return null;
  const { message, pending } = clash.data;
  return (
    <Alert tone="info" title="Who else is out">
      <p>{message}.</p>
      {pending > 0 ? <p>{TEAM_CALENDAR_MSG.clashPending(pending)}.</p> : null}
    </Alert>
  );
}
