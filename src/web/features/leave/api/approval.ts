import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveApprovalApi } from '#shared/api/leave-approval.js';
import { LEAVE_SORTS } from '#shared/list-columns.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { type ListParams, withSort } from '#web/lib/list-params.js';

/** The approval steps of a leave, every round in order. */
export function useApprovalSteps(leaveId: string) {
  return useQuery({
    ...callQuery(leaveApprovalApi.steps, { params: { id: leaveId } }),
    select: (response) => response.result,
  });
}

/** A manager's or deputy's requests: waiting for them (`mine`), or the department's. */
export function useApprovalRequests(params: ListParams & { mine?: 'true' }) {
  return useQuery({
    ...callQuery(leaveApprovalApi.requests, { query: withSort(params, LEAVE_SORTS) }),
    placeholderData: keepPreviousData,
  });
}

export function useDeputy() {
  return useQuery({ ...callQuery(leaveApprovalApi.deputy, {}), select: (response) => response.result.deputy });
}

export function useSetDeputy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deputyId: string | null) => call(leaveApprovalApi.setDeputy, { body: { deputyId } }),
    onSuccess: () => invalidateAreas(queryClient, 'Leave'),
  });
}

/** Working days before a manager's step goes to HR (null: never). */
export function useEscalation() {
  return useQuery({ ...callQuery(leaveApprovalApi.escalation, {}), select: (response) => response.result.days });
}

export function useSetEscalation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number | null) => call(leaveApprovalApi.setEscalation, { body: { days } }),
    onSuccess: () => invalidateAreas(queryClient, 'Leave', 'Audit'),
  });
}
