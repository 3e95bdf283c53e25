import { Eye, Gift, Plus } from 'lucide-react';
import { useState } from 'react';
import type { PayrollRunJson } from '#shared/schemas/payroll.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { PageHeader } from '#web/components/ui/page.js';
import { ActionLink, RowActions } from '#web/components/ui/row-actions.js';
import { errorText } from '#web/lib/api-client.js';
import { formatDate, formatDateTime, formatMoney } from '#web/lib/format.js';
import { pagingOf, usePagedSearch } from '#web/lib/use-paged-search.js';
import { payrollRunsQueryOf, usePayrollRuns } from './api/payroll.js';
import { NewBonusDialog } from './components/new-bonus-dialog.js';
import { RunName } from './components/bonus-parts.js';
import { NewRunDialog } from './components/new-run-dialog.js';
import { PayoutSettingsCard } from './components/payout-settings.js';
import { PayrollSettingsCard } from './components/payroll-settings.js';
import { StatutorySettingsCard } from './components/statutory-settings.js';
import { departmentsText, RunStatus } from './components/run-status.js';
import { payrollPaths, type PayrollArea } from './model/payroll-area.js';

/**
 * 'Payroll' (admins and HR officers): the month's salaries in one go. Each run is a draft until it
 * is posted; a draft is saved as it is edited and can be picked up again here.
 */
export function PayrollPage({ area }: { area: PayrollArea }) {
  const list = usePagedSearch();
  const runs = usePayrollRuns(payrollRunsQueryOf(list));
  const [making, setMaking] = useState<'monthly' | 'bonus' | null>(null);
  const to = payrollPaths(area);

  const columns: Column<PayrollRunJson>[] = [
    { header: 'Run', cell: (run) => <RunName run={run} /> },
    { header: 'Departments', cell: (run) => departmentsText(run) },
    { header: 'Pay date', cell: (run) => <span className="whitespace-nowrap">{formatDate(run.payDate)}</span> },
    { header: 'People paid', cell: (run) => run.totals.toPay },
    {
      header: 'Net total',
      cell: (run) => <span className="font-semibold whitespace-nowrap">{formatMoney(run.totals.net)}</span>,
    },
    { header: 'Status', cell: (run) => <RunStatus status={run.status} /> },
    {
      header: 'Last change',
      cell: (run) => (
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          <span className="block whitespace-nowrap">
            {run.status === 'posted' ? `Posted by ${run.postedBy?.name ?? '—'}` : 'Draft saved'}
          </span>
          <span className="block whitespace-nowrap">
            {formatDateTime(run.status === 'posted' ? run.postedAt : run.updatedAt)}
          </span>
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (run) => (
        <RowActions>
          <ActionLink
            icon={Eye}
            label={run.status === 'draft' ? 'Open the draft of' : 'View the payroll of'}
            subject={`${run.bonus?.name ?? run.monthName}, ${departmentsText(run)}`}
            to={to.run(run._id)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Payroll"
        description="Pay a month's salaries, or a festival bonus, in one go: make a draft for a month (or a festival) and departments, check the rows, review the totals, then post. A draft is saved as you go."
        actions={
          <>
            <Button variant="secondary" onClick={() => setMaking('bonus')}>
              <Gift className="size-4" aria-hidden />
              New festival bonus
            </Button>
            <Button onClick={() => setMaking('monthly')}>
              <Plus className="size-4" aria-hidden />
              New payroll run
            </Button>
          </>
        }
      />
      <DataTable
        caption="Payroll runs"
        columns={columns}
        rows={runs.data?.result}
        rowKey={(run) => run._id}
        loading={runs.isFetching}
        error={runs.isError ? errorText(runs.error, 'The payroll runs could not be loaded.') : null}
        empty="No payroll runs yet. Start one with New payroll run."
        paging={pagingOf(list, runs.data?.total)}
      />
      <PayrollSettingsCard />
      <StatutorySettingsCard />
      <PayoutSettingsCard />
      <NewRunDialog open={making === 'monthly'} onClose={() => setMaking(null)} runPath={to.run} />
      <NewBonusDialog open={making === 'bonus'} onClose={() => setMaking(null)} runPath={to.run} />
    </>
  );
}
