import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '#shared/api/accounts.js';
import { ACCOUNT_SORTS, ACCOUNT_STATUSES, type AccountStatus } from '#shared/list-columns.js';
import { ROLES, type Role } from '#shared/roles.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { type ListParams, type ListState, listParamsOf, oneOf, withSort } from '#web/lib/list-params.js';

type AccountListParams = ListParams & { status?: AccountStatus; role?: Role };

/** What the accounts list asks for: its page, and the status and role it is filtered by, if any. */
export function accountParamsOf(list: ListState): AccountListParams {
  const status = oneOf(ACCOUNT_STATUSES, list.filter('status'));
  const role = oneOf(ROLES, list.filter('role'));
  return { ...listParamsOf(list), ...(status ? { status } : {}), ...(role ? { role } : {}) };
}

/** Every sign-in account (admin), searched, filtered, sorted and paged on the server. */
export const accountsQueryOptions = (params: AccountListParams) =>
  queryOptions({
    ...callQuery(accountsApi.list, { query: withSort(params, ACCOUNT_SORTS) }),
    placeholderData: keepPreviousData,
  });

export function useAccounts(params: AccountListParams) {
  return useQuery(accountsQueryOptions(params));
}

export type AccountChange =
  | { kind: 'disable' | 'enable' | 'signOut'; id: string; reason: string }
  | { kind: 'role'; id: string; reason: string; role: Role };

export function changeAccount(change: AccountChange) {
  const input = { params: { id: change.id } };
  if (change.kind === 'role')
    return call(accountsApi.role, { ...input, body: { role: change.role, reason: change.reason } });
  return call(accountsApi[change.kind], { ...input, body: { reason: change.reason } });
}

export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccount,
    onSettled: () => invalidateAreas(queryClient, 'Accounts', 'Audit', 'Employees'),
  });
}
