import { ArrowLeft, Pencil, RefreshCw, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PayrollChange, PayrollRowJson } from '#shared/schemas/payroll.js';
import { statutoryUsedText } from '#shared/messages/statutory.js';
import { PayLines } from '#web/components/pay-lines.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { ListToolbar } from '#web/components/ui/list-toolbar.js';
import { PageHeader } from '#web/components/ui/page.js';
import { ActionButton, RowActions } from '#web/components/ui/row-actions.js';
import { Segmented } from '#web/components/ui/segmented.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { formatDate, formatMoney } from '#web/lib/format.js';
import { useUser } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { pagingOf, usePagedSearch } from '#web/lib/use-paged-search.js';
import {
  payrollRowsQueryOf,
  type PayrollRowsShow,
  useDiscardPayroll,
  usePayrollRun,
  usePostPayroll,
  useRefreshPayroll,
} from './api/payroll.js';
import { useRunRows } from './api/bonus.js';
import { BonusArithmetic, BonusRulesLine, runTitle } from './components/bonus-parts.js';
import { PayoutPanel } from './components/payout-panel.js';
import { PayrollRowDialog } from './components/payroll-row-dialog.js';
import { PayrollPhoneSummary } from './components/payroll-phone-summary.js';
import { ChangedNet, RowDays } from './components/payroll-row-days.js';
import { PayrollTotals } from './components/payroll-totals.js';
import { departmentsText, RunStatus } from './components/run-status.js';
import { payrollPaths, type PayrollArea } from './model/payroll-area.js';
import { BASIS_TEXT } from './model/row-arithmetic.js';

const SHOWS = [
  { value: 'all', text: 'Everyone' },
  { value: 'pay', text: 'To pay' },
  { value: 'skipped', text: 'Left out' },
  { value: 'changed', text: 'Changed' },
] as const satisfies readonly { value: PayrollRowsShow; text: string }[];

/** Columns a phone leaves out: the first column sums them up there (PayrollPhoneSummary). */
const PHONE_HIDDEN = 'hidden sm:table-cell';

const SKIP_TEXT: Record<NonNullable<PayrollRowJson['skip']>, string> = {
  paid: 'Paid already',
  excluded: 'Left out',
  self: 'Own salary',
};

/** One payroll run: its totals, its rows (edited one by one while a draft), refresh, discard and post. */
export function PayrollRunPage({ area }: { area: PayrollArea }) {
  const { id = '' } = useParams();
  const to = payrollPaths(area);
  const run = usePayrollRun(id);
  if (run.isPending) return <Spinner label="Loading the payroll run" />;
  if (run.isError) {
    return (
      <>
        <PageHeader title="Payroll" />
        <Alert>{errorText(run.error, 'The payroll run could not be loaded.')}</Alert>
        <Link to={to.list} className="mt-4 inline-flex text-sm font-medium text-indigo-600 dark:text-indigo-300">
          Back to Payroll
        </Link>
      </>
    );
  }
  return <RunScreen area={area} run={run.data} />;
}

function RunScreen({ area, run }: { area: PayrollArea; run: NonNullable<ReturnType<typeof usePayrollRun>['data']> }) {
  const me = useUser();
  const navigate = useNavigate();
  const to = payrollPaths(area);
  const list = usePagedSearch();
  const query = payrollRowsQueryOf(list);
  const { show } = query;
  const rows = useRunRows(run, query);
  const refresh = useRefreshPayroll(run._id);
  const post = usePostPayroll(run._id);
  const discard = useDiscardPayroll(run._id);
  const [editing, setEditing] = useState<PayrollRowJson | null>(null);
  const [confirm, setConfirm] = useState<'post' | 'discard' | null>(null);
  const [changes, setChanges] = useState<{ message: string; list: PayrollChange[] } | null>(null);
  const draft = run.status === 'draft';

  const doRefresh = async () => {
    try {
      const answer = await refresh.mutateAsync();
      setChanges(null);
      toast.success(answer.message);
    } catch (failure) {
      toast.error('The draft was not refreshed', { description: errorText(failure, 'Please try again.') });
    }
  };
  const doPost = async () => {
    try {
      const answer = await post.mutateAsync(run.version);
      toast.success(answer.message);
      setChanges(null);
    } catch (failure) {
      if (isApiError(failure, 409) && Array.isArray(failure.body.changes)) {
        setChanges({ message: failure.message, list: failure.body.changes as PayrollChange[] });
      } else {
        toast.error('The payroll was not posted', { description: errorText(failure, 'Please try again.') });
      }
    } finally {
      setConfirm(null);
    }
  };
  const doDiscard = async () => {
    try {
      const answer = await discard.mutateAsync();
      toast.success(answer.message);
      void navigate(to.list);
    } catch (failure) {
      toast.error('The draft was not discarded', { description: errorText(failure, 'Please try again.') });
      setConfirm(null);
    }
  };

  const status = (row: PayrollRowJson) =>
    row.skip ? (
      <StatusBadge tone="slate">{SKIP_TEXT[row.skip]}</StatusBadge>
    ) : (
      <StatusBadge tone={draft ? 'sky' : 'green'}>{draft ? 'To pay' : 'Paid'}</StatusBadge>
    );
  const columns: Column<PayrollRowJson>[] = [
    {
      // Who, with their ID under the name (one column, not two): at 1280 px a row with many pay
      // lines then fits beside the pinned Actions column, Status included.
      header: 'Employee',
      cell: (row) => (
        <span className="block min-w-36 sm:max-w-56">
          <span className="font-medium text-slate-900 dark:text-white">
            {row.employee.emp_name}
            {row.employee.userId === me._id ? ' (you)' : ''}
          </span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {row.employee.employeeId} · {row.employee.department ?? 'No department'} · {row.employee.designation}
          </span>
          <PayrollPhoneSummary row={row} run={run} status={status(row)} />
        </span>
      ),
    },
    {
      header: run.bonus ? 'Bonus' : 'Basic',
      className: PHONE_HIDDEN,
      cell: (row) => (
        <span className="block">
          <span className="whitespace-nowrap">{formatMoney(row.basicSalary)}</span>
          <RowDays row={row} basis={run.basis} />
          <BonusArithmetic row={row} run={run} />
        </span>
      ),
    },
    {
      header: 'Allowance',
      className: PHONE_HIDDEN,
      cell: (row) => (
        <span className="block">
          <span className="whitespace-nowrap">{formatMoney(row.allowance)}</span>
          <PayLines lines={row.lines} side="earning" skipBasic className="max-w-52 min-w-36" />
        </span>
      ),
    },
    {
      header: 'Deductions',
      className: PHONE_HIDDEN,
      cell: (row) => (
        <span className="block">
          <span className="whitespace-nowrap">{formatMoney(row.deductions)}</span>
          <PayLines lines={row.lines} side="deduction" className="max-w-52 min-w-36" />
        </span>
      ),
    },
    {
      header: 'Net',
      className: PHONE_HIDDEN,
      cell: (row) => (
        <span className="block whitespace-nowrap">
          <span className="font-semibold">{formatMoney(row.netSalary)}</span>
          {row.changed ? <ChangedNet row={row} percent={run.changePercent} /> : null}
          {/* The employer's provident fund share: paid besides the pay, not in the net. */}
          <PayLines lines={row.lines} side="employer" className="max-w-52 whitespace-normal" />
        </span>
      ),
    },
    { header: 'Status', className: PHONE_HIDDEN, cell: status },
    ...(draft
      ? [
          {
            header: 'Actions',
            cell: (row: PayrollRowJson) => (
              <RowActions>
                <ActionButton
                  icon={Pencil}
                  label="Edit the row of"
                  subject={row.employee.emp_name}
                  onClick={() => setEditing(row)}
                />
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Link
        to={to.list}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-300"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Payroll
      </Link>
      <PageHeader
        title={runTitle(run)}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <RunStatus status={run.status} />
            <span>
              {departmentsText(run)} · pay date {formatDate(run.payDate)}
              {run.bonus ? '' : ` · ${BASIS_TEXT[run.basis]}${run.deductAbsence ? ', absent days deducted' : ''}`}
              {run.statutory ? ` · ${statutoryUsedText(run.statutory)}` : ''}
              {run.status === 'posted' && run.postedBy ? ` · posted by ${run.postedBy.name}` : ''}
            </span>
            <BonusRulesLine run={run} />
          </span>
        }
        actions={
          draft ? (
            <>
              <Button variant="danger" onClick={() => setConfirm('discard')}>
                <Trash2 className="size-4" aria-hidden />
                Discard
              </Button>
              <Button variant="secondary" onClick={() => void doRefresh()} loading={refresh.isPending}>
                <RefreshCw className="size-4" aria-hidden />
                Refresh
              </Button>
              <Button onClick={() => setConfirm('post')} disabled={run.totals.toPay === 0}>
                <Send className="size-4" aria-hidden />
                Review and post
              </Button>
            </>
          ) : undefined
        }
      />
      {changes ? (
        <Alert title="Not posted" className="mb-6">
          <p>{changes.message}</p>
          <ul className="mt-2 list-disc pl-5">
            {changes.list.map((change) => (
              <li key={change.employeeId}>
                {change.name}: {change.change.toLowerCase()}
              </li>
            ))}
          </ul>
          <Button
            className="mt-3"
            size="sm"
            variant="secondary"
            onClick={() => void doRefresh()}
            loading={refresh.isPending}
          >
            Refresh the draft
          </Button>
        </Alert>
      ) : null}
      <PayrollTotals run={run} onShowChanged={() => list.setFilter('show', 'changed')} />
      {draft ? null : <PayoutPanel runId={run._id} month={run.bonus?.name ?? run.monthName} />}
      <ListToolbar
        list={list}
        start={
          <Segmented
            label="Show"
            value={show}
            onChange={(next) => list.setFilter('show', next === 'all' ? null : next)}
            choices={SHOWS}
          />
        }
        placeholder="Search by name or employee ID"
      />
      <DataTable
        caption={runTitle(run)}
        columns={columns}
        rows={rows.data?.result}
        rowKey={(row) => row.employee._id}
        loading={rows.isFetching}
        error={rows.isError ? errorText(rows.error, 'The rows could not be loaded.') : null}
        empty={list.query ? `Nobody matches “${list.query}”.` : 'Nobody here.'}
        paging={pagingOf(list, rows.data?.total)}
        scroll
      />
      <PayrollRowDialog runId={run._id} row={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirm === 'post'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={run.bonus ? `Post the ${run.bonus.name} bonus?` : `Post the payroll for ${run.monthName}?`}
        description={`${run.totals.toPay} payslips, net total ${formatMoney(run.totals.net)}, pay date ${formatDate(run.payDate)}. Each person is told. A posted run cannot be posted again; a mistake is corrected on the payslip, with a reason.`}
        confirmLabel="Post payroll"
        tone="primary"
        busy={post.isPending}
        onConfirm={() => void doPost()}
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title="Discard this draft?"
        description={`The draft for ${run.bonus?.name ?? run.monthName} and its edits go. Nobody has been paid by it.`}
        confirmLabel="Discard draft"
        busy={discard.isPending}
        onConfirm={() => void doDiscard()}
      />
    </>
  );
}
