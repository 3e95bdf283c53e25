import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveApprovalApi } from '#shared/api/leave-approval.js';
import { LEAVE_SORTS } from '#shared/list-columns.js';
import type { Role } from '#shared/roles.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { type ListParams, type ListState, listParamsOf, withSort } from '#web/lib/list-params.js';

/** The approval steps of a leave, every round in order (none asked for while `leaveId` is null). */
export function useApprovalSteps(leaveId: string | null) {
  return useQuery({
    ...callQuery(leaveApprovalApi.steps, { params: { id: leaveId ?? '' } }),
    enabled: leaveId !== null,
    select: (response) => response.result,
  });
}

type ApprovalRequestsParams = ListParams & { mine?: 'true' };

/**
 * What 'Leave Requests' asks for: the list's page of the requests waiting for the signed-in person
 * (`mine`) or, for a manager whose address says so, of their whole department.
 */
export function approvalRequestsParamsOf(list: ListState, role: Role): ApprovalRequestsParams {
  const department = role === 'manager' && list.filter('view') === 'department';
  return { ...listParamsOf(list), ...(department ? {} : { mine: 'true' as const }) };
}

/** A manager's or deputy's requests: waiting for them (`mine`), or the department's. */
export const approvalRequestsOptions = (params: ApprovalRequestsParams) =>
  queryOptions({
    ...callQuery(leaveApprovalApi.requests, { query: withSort(params, LEAVE_SORTS) }),
    placeholderData: keepPreviousData,
  });

export function useApprovalRequests(params: ApprovalRequestsParams) {
  return useQuery(approvalRequestsOptions(params));
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
