import { Ban, CircleCheck, LogOut, UserCog, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_MSG } from '#shared/messages/accounts.js';
import type { AccountJson } from '#shared/schemas/accounts.js';
import { ACCOUNT_STATUSES, type AccountStatus } from '#shared/list-columns.js';
import { ROLES } from '#shared/roles.js';
import { RoleBadge } from '#web/components/account-summary.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { SelectField } from '#web/components/ui/field.js';
import { ListToolbar } from '#web/components/ui/list-toolbar.js';
import { PageHeader } from '#web/components/ui/page.js';
import { ActionButton, ActionLink, RowActions } from '#web/components/ui/row-actions.js';
import { Segmented } from '#web/components/ui/segmented.js';
import { StatusBadge, type BadgeTone } from '#web/components/ui/status-badge.js';
import { errorText } from '#web/lib/api-client.js';
import { capitalize, formatDateTime } from '#web/lib/format.js';
import { paths } from '#web/lib/paths.js';
import { useUser } from '#web/lib/session.js';
import { pagingOf, sortingOf, usePagedSearch } from '#web/lib/use-paged-search.js';
import { accountParamsOf, useAccounts } from './api/accounts.js';
import { AccountChangeDialog, type AccountAction } from './components/account-change-dialog.js';

const STATUS_TONES: Record<AccountStatus, BadgeTone> = { active: 'green', disabled: 'red', left: 'slate' };
const STATUS_CHOICES = [
  { value: null, text: 'All' },
  ...ACCOUNT_STATUSES.map((status) => ({ value: status, text: capitalize(status) })),
] as const;
const ROLE_FILTER = [
  { value: '', label: 'Every role' },
  ...ROLES.map((role) => ({ value: role, label: capitalize(role) })),
];

/** Where Make staff opens Add Employee: the account's id, name and email prefilled. */
const makeStaffLink = (account: AccountJson) =>
  `${paths.admin.addEmployee}?${new URLSearchParams({ account: account._id, name: account.name, email: account.email })}`;

/**
 * 'Accounts' (admin): every sign-in, sign-up accounts included — role, status, last sign-in and
 * open sessions; disable or enable a sign-in, sign it out everywhere, change its role, or make a
 * sign-up account staff by giving it an employee record. Each change asks for a reason.
 */
export function AccountsPage() {
  const me = useUser();
  const list = usePagedSearch();
  const params = accountParamsOf(list);
  const { status = null, role = null } = params;
  const accounts = useAccounts(params);
  const [changing, setChanging] = useState<{ account: AccountJson; action: AccountAction } | null>(null);
  const ask = (account: AccountJson, action: AccountAction) => setChanging({ account, action });

  const columns: Column<AccountJson>[] = [
    {
      header: 'Name',
      sort: 'name',
      cell: (account) => (
        <div className="min-w-40">
          <p className="font-medium whitespace-nowrap text-slate-900 dark:text-white">{account.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {account.employee ? `Employee ID ${account.employee.employeeId}` : 'No employee record'}
          </p>
        </div>
      ),
    },
    { header: 'Email', sort: 'email', cell: (account) => account.email },
    { header: 'Role', sort: 'role', cell: (account) => <RoleBadge role={account.role} /> },
    {
      header: 'Status',
      cell: (account) => <StatusBadge tone={STATUS_TONES[account.status]}>{capitalize(account.status)}</StatusBadge>,
    },
    {
      header: 'Last sign-in',
      sort: 'lastLogin',
      className: 'whitespace-nowrap',
      cell: (account) => (
        <>
          {account.lastLoginAt ? formatDateTime(account.lastLoginAt) : 'Never'}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {account.sessions === 1 ? '1 open session' : `${account.sessions} open sessions`}
          </p>
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (account) =>
        account._id === me._id ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">You</span>
        ) : (
          <RowActions>
            {account.role === 'user' && !account.employee && account.status === 'active' ? (
              <ActionLink
                icon={UserPlus}
                label="Make staff"
                subject={account.name}
                to={makeStaffLink(account)}
                tone="primary"
              />
            ) : null}
            {account.employee && account.status !== 'left' ? (
              <ActionButton
                icon={UserCog}
                label="Change role of"
                subject={account.name}
                onClick={() => ask(account, 'role')}
              />
            ) : null}
            {account.sessions > 0 ? (
              <ActionButton
                icon={LogOut}
                label="Sign out everywhere"
                subject={account.name}
                onClick={() => ask(account, 'signOut')}
              />
            ) : null}
            {account.status === 'active' ? (
              <ActionButton
                icon={Ban}
                label="Disable"
                subject={account.name}
                tone="danger"
                onClick={() => ask(account, 'disable')}
              />
            ) : account.status === 'disabled' ? (
              <ActionButton
                icon={CircleCheck}
                label="Enable"
                subject={account.name}
                tone="success"
                onClick={() => ask(account, 'enable')}
              />
            ) : null}
          </RowActions>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Accounts"
        description="Every sign-in, including accounts made at sign-up. People who have left are deactivated from Employees; a sign-up account becomes staff with Make staff."
      />
      <ListToolbar
        list={list}
        start={
          <div className="flex flex-wrap items-end gap-3">
            <Segmented
              label="Status"
              value={status}
              onChange={(next) => list.setFilter('status', next)}
              choices={STATUS_CHOICES}
            />
            <SelectField
              label="Role"
              className="w-40"
              options={ROLE_FILTER}
              value={role ?? ''}
              onChange={(event) => list.setFilter('role', event.target.value || null)}
            />
          </div>
        }
        placeholder="Search by name, email or employee ID"
      />
      <DataTable
        caption="Accounts"
        columns={columns}
        rows={accounts.data?.result}
        rowKey={(account) => account._id}
        loading={accounts.isFetching}
        error={accounts.isError ? errorText(accounts.error, ACCOUNT_MSG.listFailed) : null}
        empty={list.query ? `No accounts match “${list.query}”.` : 'No accounts match these filters.'}
        paging={pagingOf(list, accounts.data?.total)}
        sorting={sortingOf(list)}
        scroll
      />
      <AccountChangeDialog target={changing} onClose={() => setChanging(null)} />
    </>
  );
}
