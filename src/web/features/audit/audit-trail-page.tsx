import type { AuditSubject } from '#shared/constants.js';
import { ShieldCheck, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { AuditEventJson } from '#shared/schemas/audit.js';
import { ChangeList } from '#web/components/change-history.js';
import { EmployeeCombobox } from '#web/components/employee-combobox.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { SelectField, TextField } from '#web/components/ui/field.js';
import { Card, PageHeader } from '#web/components/ui/page.js';
import { AUDIT_ACTION_LABELS } from '#web/lib/audit-changes.js';
import { everyoneSearchKey, searchEveryone } from '#web/lib/employee-search.js';
import { formatDateTime } from '#web/lib/format.js';
import { currentParams } from '#web/lib/list-params.js';
import { auditApi } from '#shared/api/audit.js';
import { ExportMenu } from '#web/components/export-menu.js';
import { auditExportQuery, useAuditTrail } from './api/audit-trail.js';
import { useVerifyTrail } from './api/verify-trail.js';
import { TrailVerification } from './components/trail-verification.js';
import { filtersFrom, paramsOf, type AuditFilters } from './model/audit-filters.js';

/** Every kind of record the trail keeps (a new kind is a type error until it is named here). */
const KIND_LABELS: Record<AuditSubject, string> = {
  salary: 'Salary',
  payroll: 'Payroll runs',
  leave: 'Leave',
  leave_balance: 'Leave balances',
  leave_type: 'Leave types',
  attendance: 'Attendance',
  calendar: 'Work week & holidays',
  employee: 'Employee records',
  account: 'Accounts',
};
const KINDS = [
  { value: '', label: 'Every kind' },
  ...Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
];

/** 'Audit Trail' (admins): every HR-sensitive change, newest first, filtered and paged on the server. */
export function AuditTrailPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const trail = useAuditTrail(filters);
  const verification = useVerifyTrail();
  const update = (change: Partial<AuditFilters>) =>
    setParams(paramsOf({ ...filtersFrom(currentParams()), page: 1, ...change }), { preventScrollReset: true });

  const columns: Column<AuditEventJson>[] = [
    {
      header: 'When',
      sort: 'at',
      cell: (event) => (
        <>
          {formatDateTime(event.at)}
          <br />
          <span className="text-xs text-slate-500 dark:text-slate-400">Row {event.seq}</span>
        </>
      ),
      className: 'hidden whitespace-nowrap align-top sm:table-cell',
    },
    {
      header: 'Who',
      sort: 'actor',
      className: 'hidden align-top sm:table-cell',
      cell: (event) => <ActorName event={event} filtering={filters.actorId} onPick={update} />,
    },
    {
      header: 'Change',
      className: 'align-top min-w-64',
      cell: (event) => (
        <div className="space-y-1">
          <p className="text-xs text-slate-500 sm:hidden dark:text-slate-400">
            {formatDateTime(event.at)} · row {event.seq} ·{' '}
            <ActorName event={event} filtering={filters.actorId} onPick={update} />
          </p>
          <p className="font-medium text-slate-900 dark:text-white">
            {AUDIT_ACTION_LABELS[event.action]}
            {event.person ? (
              <span className="font-normal text-slate-600 dark:text-slate-300"> · {event.person.name}</span>
            ) : null}
          </p>
          <ChangeList event={event} />
          {event.reason ? <p className="text-sm text-slate-700 dark:text-slate-300">Reason: {event.reason}</p> : null}
        </div>
      ),
    },
    {
      header: 'From',
      className: 'hidden align-top whitespace-nowrap text-xs text-slate-500 md:table-cell dark:text-slate-400',
      cell: (event) => (
        <>
          {event.ip ?? '—'}
          <br />
          <span title="Request id">{event.requestId ?? ''}</span>
        </>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Audit Trail"
        description="Every sensitive change: who made it, when, the record before and after, and why. Nothing here can be edited or deleted."
        actions={
          <>
            <Button variant="secondary" loading={verification.isPending} onClick={() => verification.mutate()}>
              <ShieldCheck className="size-4" aria-hidden /> Verify the trail
            </Button>
            <ExportMenu endpoint={auditApi.export} query={auditExportQuery(filters)} />
          </>
        }
      />
      <TrailVerification verification={verification} />
      <Card className="mb-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label="Kind"
            options={KINDS}
            value={filters.subject}
            onChange={(event) => update({ subject: event.target.value as AuditFilters['subject'] })}
          />
          <EmployeeCombobox
            label="Person"
            value={
              filters.personId
                ? { _id: filters.personId, employeeId: '', emp_name: filters.personName, department: null }
                : null
            }
            onChange={(option) => update({ personId: option?._id ?? '', personName: option?.emp_name ?? '' })}
            search={searchEveryone}
            queryKey={everyoneSearchKey}
          />
          <TextField
            label="From"
            type="date"
            value={filters.from}
            onChange={(event) => update({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={filters.to}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
        {filters.actorId ? (
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600 dark:text-slate-300">Changes by {filters.actorName || 'one person'}</span>
            <Button size="sm" variant="secondary" onClick={() => update({ actorId: '', actorName: '' })}>
              <X className="size-4" aria-hidden /> Everyone
            </Button>
          </div>
        ) : null}
        {filters.seq ? (
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600 dark:text-slate-300">Row {filters.seq} only</span>
            <Button size="sm" variant="secondary" onClick={() => update({ seq: '' })}>
              <X className="size-4" aria-hidden /> Every row
            </Button>
          </div>
        ) : null}
      </Card>
      <DataTable
        caption="Audit trail"
        columns={columns}
        rows={trail.data?.result}
        rowKey={(event) => event._id}
        loading={trail.isFetching}
        error={trail.isError ? trail.error.message : null}
        empty="No changes match these filters."
        sorting={{ value: filters.sort || null, onChange: (sort) => update({ sort: sort ?? '' }) }}
        paging={{
          page: filters.page,
          pageSize: filters.limit,
          total: trail.data?.total ?? 0,
          onPageChange: (page) => setParams(paramsOf({ ...filters, page })),
          onPageSizeChange: (limit) => update({ limit }),
        }}
      />
    </>
  );
}

/** Who made a change; a click shows only that person's changes. */
function ActorName({
  event,
  filtering,
  onPick,
}: {
  event: AuditEventJson;
  filtering: string;
  onPick: (filter: { actorId: string; actorName: string }) => void;
}) {
  const { _id: id, name } = event.actor;
  if (!id || id === filtering) return <span className="font-medium">{name}</span>;
  return (
    <button
      type="button"
      className="text-left font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      onClick={() => onPick({ actorId: id, actorName: name })}
      title={`Show only changes by ${name}`}
    >
      {name}
    </button>
  );
}
