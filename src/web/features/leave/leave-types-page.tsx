import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { APPROVAL_FLOW_LABELS } from '#shared/messages/leave-approval.js';
import type { LeaveTypeJson } from '#shared/schemas/leave-balance.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { PageHeader } from '#web/components/ui/page.js';
import { ActionButton, RowActions } from '#web/components/ui/row-actions.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { errorText } from '#web/lib/api-client.js';
import { useLeaveTypes } from './api/balances.js';
import { EscalationSetting } from './components/escalation-setting.js';
import { LeaveTypeDialog } from './components/leave-type-dialog.js';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** How carried days behave, in words: 'Up to 10 days, expire after 3 months'. */
function carryText(type: LeaveTypeJson) {
  if (!type.carryForwardCap) return 'None';
  const expiry = type.carryExpiryMonths ? `, expire after ${type.carryExpiryMonths} months` : '';
  return `Up to ${type.carryForwardCap} days${expiry}`;
}

/** 'Leave Types' (admin): the kinds of leave, their yearly entitlement and their rules. */
export function LeaveTypesPage() {
  const types = useLeaveTypes(true);
  const [editing, setEditing] = useState<LeaveTypeJson | 'new' | null>(null);

  const columns: Column<LeaveTypeJson>[] = [
    {
      header: 'Leave Type',
      cell: (type) => (
        <span className="font-medium whitespace-nowrap">
          {type.name} {type.active ? null : <StatusBadge tone="slate">Retired</StatusBadge>}
        </span>
      ),
    },
    { header: 'Days a year', cell: (type) => type.entitlement },
    { header: 'Arrives', cell: (type) => (type.accrual === 'monthly' ? 'A twelfth each month' : 'All on 1 January') },
    { header: 'Carry forward', cell: (type) => carryText(type) },
    { header: 'Encashed', cell: (type) => (type.encashable ? `Up to ${type.encashCap} days` : 'No') },
    { header: 'Who approves', cell: (type) => APPROVAL_FLOW_LABELS[type.approval] },
    { header: 'Paid', cell: (type) => yesNo(type.paid) },
    { header: 'Half days', cell: (type) => yesNo(type.allowHalfDays) },
    { header: 'Below zero', cell: (type) => yesNo(type.allowNegative) },
    {
      header: 'Actions',
      cell: (type) => (
        <RowActions>
          <ActionButton icon={Pencil} label="Edit" subject={type.name} onClick={() => setEditing(type)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Leave Types"
        description="What each kind of leave gives a year, how it arrives and what happens to unused days. Joiners get a share from their joining month."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden /> Add Leave Type
          </Button>
        }
      />
      <DataTable
        caption="Leave types"
        columns={columns}
        rows={types.data}
        rowKey={(type) => type._id}
        loading={types.isFetching}
        error={types.isError ? errorText(types.error, 'The leave types could not be loaded.') : null}
        empty="No leave types yet."
      />
      <EscalationSetting />
      <LeaveTypeDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
