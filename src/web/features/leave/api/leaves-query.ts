import type { LEAVE_STATUSES } from '#shared/constants.js';
import { LEAVE_SORTS } from '#shared/list-columns.js';
import { type ListParams, type ListState, listParamsOf, withSort } from '#web/lib/list-params.js';

/*
 * What 'Manage Leaves' asks the server for, in plain functions: the page's first script
 * (app/first-screens.ts) builds the list's first request with them before the query library has
 * arrived.
 */

type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** The list's paging, search, sort and filters (`waiting: 'true'`: the approvers' inbox). */
export type LeaveListParams = ListParams & { status?: LeaveStatus | undefined; waiting?: 'true' };

/**
 * What 'Manage Leaves' asks for: the list's page with the filter of its tab (`status`, from the
 * route) — the Pending tab is the approvers' inbox: pending requests and asked cancellations.
 */
export function leaveListParamsOf(list: ListState, status?: LeaveStatus): LeaveListParams {
  const filter = status === 'Pending' ? { waiting: 'true' as const } : status ? { status } : {};
  return { ...listParamsOf(list), ...filter };
}

/** The query string of a page of 'Manage Leaves'. */
export const leavesQueryInput = (params: LeaveListParams) => ({ query: withSort(params, LEAVE_SORTS) });
