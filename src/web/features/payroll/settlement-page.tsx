import { ArrowLeft, Download, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PAYROLL_BASIS_LABELS } from '#shared/messages/payroll.js';
import type { SettlementJson, SettlementLine } from '#shared/schemas/settlement.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button, buttonClasses } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { Card, PageHeader } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { errorText } from '#web/lib/api-client.js';
import { formatDate, formatDay, formatMoney } from '#web/lib/format.js';
import { paths } from '#web/lib/paths.js';
import { toast } from '#web/lib/toast.js';
import { statementUrl, useFinaliseSettlement, useRemoveRecovery, useSettlement } from './api/settlement.js';
import { RecoveryForm } from './components/recovery-form.js';
import { SettlementLines } from './components/settlement-lines.js';
import type { PayrollArea } from './model/payroll-area.js';

/** 'Final settlement': a leaver's final month, leave encashed and recoveries; finalised once. */
export function SettlementPage({ area }: { area: PayrollArea }) {
  const { id = '' } = useParams();
  const settlement = useSettlement(id);
  const back = area === 'admin' ? paths.admin.employees : paths.moderator.payroll;
  const header = (
    <PageHeader
      title="Final settlement"
      actions={
        <Link to={back} className={buttonClasses('secondary')}>
          <ArrowLeft className="size-4" aria-hidden />
          {area === 'admin' ? 'Manage Employees' : 'Payroll'}
        </Link>
      }
    />
  );
  if (settlement.isPending) return <Spinner label="Loading the settlement" />;
  if (settlement.isError) {
    return (
      <>
        {header}
        <Alert>{errorText(settlement.error, 'The settlement could not be loaded.')}</Alert>
      </>
    );
  }
  return (
    <>
      {header}
      <SettlementBody id={id} settlement={settlement.data} />
    </>
  );
}

function Facts({ settlement }: { settlement: SettlementJson }) {
  const { statement } = settlement;
  const { employee } = statement;
  const items = [
    ['Employee', `${employee.name} (${employee.employeeCode})`],
    ['Department', `${employee.department ?? 'No department'} · ${employee.designation}`],
    ['Joined', formatDay(employee.hireDate)],
    ['Last working day', formatDay(employee.lastWorkingDay)],
    [
      'Pay basis',
      `${PAYROLL_BASIS_LABELS[statement.basis]} (Payroll settings): ${statement.basisDays} days in ${statement.monthName}; a day is ${formatMoney(statement.monthlyBasic)} ÷ ${statement.basisDays} = ${formatMoney(statement.dayRate)}`,
    ],
    [
      'Final month',
      statement.paidOn ? `Paid already (payslip of ${formatDay(statement.paidOn)})` : 'Paid in this settlement',
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
          <dd className="text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SettlementBody({ id, settlement }: { id: string; settlement: SettlementJson }) {
  const finalise = useFinaliseSettlement(id);
  const remove = useRemoveRecovery(id);
  const [confirm, setConfirm] = useState(false);
  const draft = settlement.status === 'draft';
  const { statement } = settlement;

  const doFinalise = async () => {
    try {
      const answer = await finalise.mutateAsync(statement.net);
      toast.success(answer.message);
    } catch (error) {
      toast.error('The settlement was not finalised', { description: errorText(error, 'Please try again.') });
    } finally {
      setConfirm(false);
    }
  };
  const doRemove = async (line: SettlementLine) => {
    try {
      toast.success((await remove.mutateAsync(line.recoveryId!)).message);
    } catch (error) {
      toast.error('The recovery was not removed', { description: errorText(error, 'Please try again.') });
    }
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{statement.employee.name}</h2>
          {draft ? <StatusBadge tone="amber">Draft</StatusBadge> : <StatusBadge tone="green">Finalised</StatusBadge>}
        </div>
        <Facts settlement={settlement} />
      </Card>
      {draft ? null : (
        <Alert tone="success" title="Finalised">
          On {formatDate(settlement.finalisedAt!)} by {settlement.finalisedBy ?? 'someone'}: a settlement payslip was
          recorded. It can no longer change.
        </Alert>
      )}
      <Card className="space-y-4" aria-labelledby="settlement-lines">
        <h2 id="settlement-lines" className="text-base font-semibold text-slate-900 dark:text-white">
          Statement
        </h2>
        <SettlementLines
          settlement={settlement}
          {...(draft ? { onRemove: doRemove, removing: remove.isPending } : {})}
        />
        {draft ? <RecoveryForm id={id} /> : null}
        {draft && statement.net < 0 ? (
          <Alert>The recoveries are more than what is owed: the settlement cannot pay less than nothing.</Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          {draft ? (
            <Button onClick={() => setConfirm(true)} disabled={statement.net < 0}>
              <Lock className="size-4" aria-hidden /> Finalise settlement
            </Button>
          ) : (
            <a href={statementUrl(id)} download className={buttonClasses('primary')}>
              <Download className="size-4" aria-hidden />
              Download statement (PDF)
            </a>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={confirm}
        onOpenChange={(open) => (open ? undefined : setConfirm(false))}
        title={`Finalise the settlement of ${statement.employee.name}?`}
        description={`Net ${formatMoney(statement.net)}: one settlement payslip is recorded and the statement can no longer change.`}
        confirmLabel="Finalise"
        tone="primary"
        busy={finalise.isPending}
        onConfirm={() => void doFinalise()}
      />
    </div>
  );
}
