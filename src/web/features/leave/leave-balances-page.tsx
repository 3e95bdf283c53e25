import { SlidersHorizontal, Upload } from 'lucide-react';
import { useState } from 'react';
import { dayCount } from '#shared/messages/leave.js';
import type { BalanceReportRow } from '#shared/schemas/leave-balance.js';
import { leaveBalanceApi } from '#shared/api/leave-balance.js';
import { ExportMenu } from '#web/components/export-menu.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { SelectField } from '#web/components/ui/field.js';
import { ListToolbar } from '#web/components/ui/list-toolbar.js';
import { PageHeader } from '#web/components/ui/page.js';
import { ActionButton, RowActions } from '#web/components/ui/row-actions.js';
import { errorText } from '#web/lib/api-client.js';
import { useHrDepartments } from '#web/lib/picker-lists.js';
import { useUser } from '#web/lib/session.js';
import { pagingOf, sortingOf, usePagedSearch } from '#web/lib/use-paged-search.js';
import { balanceFilterOf, balanceReportQueryOf, useBalanceReport, useLeaveTypes } from './api/balances.js';
import { AdjustBalanceDialog } from './components/adjust-balance-dialog.js';
import { balanceParts } from './components/my-leave-balances.js';
import { LeaveYearPanel } from './components/leave-year-panel.js';
import { OpeningBalancesModal } from './components/opening-balances-modal.js';

const thisYear = new Date().getFullYear();
const YEARS = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map(String);

/**
 * 'Leave Balances': everyone working here × every leave type for a leave year, from the ledger —
 * filter by department and type, search, sort, CSV. HR adjusts a balance with a reason and loads
 * opening balances from a file; a manager sees their department's.
 */
export function LeaveBalancesPage() {
  const me = useUser();
  const hr = me.role === 'admin' || me.role === 'moderator';
  const list = usePagedSearch();
  const filter = balanceFilterOf(list);
  const { year, department = null, leaveType = null } = filter;
  const report = useBalanceReport(balanceReportQueryOf(list));
  const types = useLeaveTypes();
  const [adjusting, setAdjusting] = useState<BalanceReportRow | null>(null);
  const [loading, setLoading] = useState(false);

  const columns: Column<BalanceReportRow>[] = [
    { header: 'Employee ID', sort: 'employeeId', cell: (row) => row.employee.employeeId },
    {
      header: 'Name',
      sort: 'name',
      cell: (row) => <span className="font-medium whitespace-nowrap">{row.employee.emp_name}</span>,
    },
    // A manager's people are all of their department.
    ...(hr
      ? [{ header: 'Department', sort: 'department', cell: (row: BalanceReportRow) => row.employee.department ?? '—' }]
      : []),
    { header: 'Leave Type', sort: 'type', cell: (row) => row.leaveType },
    {
      header: 'How it is made up',
      cell: (row) => <span className="text-xs text-slate-500 dark:text-slate-400">{balanceParts(row)}</span>,
    },
    { header: 'Taken', sort: 'taken', cell: (row) => row.taken },
    { header: 'Pending', sort: 'pending', cell: (row) => row.pending },
    {
      header: 'Available',
      sort: 'available',
      cell: (row) => <span className="font-semibold whitespace-nowrap">{dayCount(row.available)}</span>,
    },
  ];
  if (hr) {
    columns.push({
      header: 'Actions',
      cell: (row) =>
        row.employee._id === me.employee?._id ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">You</span>
        ) : (
          <RowActions>
            <ActionButton
              icon={SlidersHorizontal}
              label="Adjust the balance of"
              subject={`${row.employee.emp_name}, ${row.leaveType}`}
              onClick={() => setAdjusting(row)}
            />
          </RowActions>
        ),
    });
  }

  return (
    <>
      <PageHeader
        title="Leave Balances"
        description={
          hr
            ? 'Every person working here and every leave type, from the leave ledger: what they are entitled to, have taken, have asked for and have left.'
            : 'The people of your department and every leave type, from the leave ledger: what they are entitled to, have taken, have asked for and have left.'
        }
        actions={
          <>
            {hr ? (
              <Button variant="secondary" onClick={() => setLoading(true)}>
                <Upload className="size-4" aria-hidden />
                Load opening balances
              </Button>
            ) : null}
            <ExportMenu endpoint={leaveBalanceApi.export} query={filter} />
          </>
        }
      />
      <ListToolbar
        list={list}
        start={
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="Leave year"
              className="w-28"
              options={YEARS}
              value={String(year)}
              onChange={(event) =>
                list.setFilter('year', event.target.value === String(thisYear) ? null : event.target.value)
              }
            />
            {hr ? (
              <DepartmentFilter value={department} onChange={(next) => list.setFilter('department', next)} />
            ) : null}
            <SelectField
              label="Leave type"
              className="w-40"
              options={[
                { value: '', label: 'Every type' },
                ...(types.data ?? []).map((t) => ({ value: t._id, label: t.name })),
              ]}
              value={leaveType ?? ''}
              onChange={(event) => list.setFilter('type', event.target.value || null)}
            />
          </div>
        }
        placeholder="Search by name or employee ID"
      />
      <DataTable
        caption={`Leave balances ${year}`}
        columns={columns}
        rows={report.data?.result}
        rowKey={(row) => `${row.employee._id}-${row.leaveTypeId}`}
        loading={report.isFetching}
        error={report.isError ? errorText(report.error, 'The leave balances could not be loaded.') : null}
        empty={list.query ? `Nobody matches “${list.query}”.` : 'No balances match these filters.'}
        paging={pagingOf(list, report.data?.total)}
        sorting={sortingOf(list)}
        scroll
      />
      {/* An HR officer previews what is due; only an admin writes it. */}
      {hr ? <LeaveYearPanel canRun={me.role === 'admin'} /> : null}
      <AdjustBalanceDialog target={adjusting} onClose={() => setAdjusting(null)} />
      {hr ? <OpeningBalancesModal open={loading} onClose={() => setLoading(false)} /> : null}
    </>
  );
}

/** HR's department filter (admins and HR officers read the department names). */
function DepartmentFilter({ value, onChange }: { value: string | null; onChange: (next: string | null) => void }) {
  const departments = useHrDepartments();
  return (
    <SelectField
      label="Department"
      className="w-44"
      options={[
        { value: '', label: 'Every department' },
        ...(departments.data ?? []).map((d) => ({ value: d._id, label: d.dep_name })),
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
