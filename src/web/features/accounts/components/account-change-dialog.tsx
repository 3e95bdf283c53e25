import { useState } from 'react';
import { ACCOUNT_MSG } from '#shared/messages/accounts.js';
import type { AccountJson } from '#shared/schemas/accounts.js';
import type { Role } from '#shared/roles.js';
import { ReasonField } from '#web/components/reason-field.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { SelectField } from '#web/components/ui/field.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useReason } from '#web/lib/use-reason.js';
import { useChangeAccount, type AccountChange } from '../api/accounts.js';

export type AccountAction = AccountChange['kind'];

const TEXT: Record<AccountAction, { title: string; confirm: string; explain: string; danger: boolean }> = {
  disable: {
    title: 'Disable this sign-in?',
    confirm: 'Yes, disable it',
    explain: 'They are signed out at once and cannot sign in until an administrator enables the account again.',
    danger: true,
  },
  enable: {
    title: 'Enable this sign-in?',
    confirm: 'Yes, enable it',
    explain: 'They can sign in again with their password.',
    danger: false,
  },
  signOut: {
    title: 'Sign out everywhere?',
    confirm: 'Yes, sign them out',
    explain: 'Every open session and password-reset link of this account ends; they can sign in again.',
    danger: true,
  },
  role: {
    title: 'Change role',
    confirm: 'Change role',
    explain: 'They are signed out, so the new role applies at their next sign-in.',
    danger: false,
  },
};

/** Staff roles and what each may do, for the role select. */
const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'employee', label: 'Employee' },
  { value: 'manager', label: 'Manager' },
  { value: 'moderator', label: 'Moderator (HR officer)' },
  { value: 'admin', label: 'Admin' },
];

/** Asks for the reason of an account change (and, for a role change, the new role), then makes it. */
export function AccountChangeDialog({
  target,
  onClose,
}: {
  target: { account: AccountJson; action: AccountAction } | null;
  onClose: () => void;
}) {
  return target ? <ChangeForm key={`${target.account._id}-${target.action}`} {...target} onClose={onClose} /> : null;
}

function ChangeForm({
  account,
  action,
  onClose,
}: {
  account: AccountJson;
  action: AccountAction;
  onClose: () => void;
}) {
  const change = useChangeAccount();
  const reason = useReason();
  const [role, setRole] = useState<Role>(account.role === 'employee' ? 'moderator' : 'employee');
  const text = TEXT[action];

  const run = async () => {
    if (!reason.check()) return;
    const base = { id: account._id, reason: reason.value.trim() };
    try {
      const result = await change.mutateAsync(
        action === 'role' ? { ...base, kind: 'role', role } : { ...base, kind: action },
      );
      toast.success(result.message);
      onClose();
    } catch (failure) {
      if (isApiError(failure, 400)) return reason.setError(failure.message);
      toast.error(ACCOUNT_MSG.actionFailed, { description: errorText(failure, ACCOUNT_MSG.actionFailed) });
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text.title}
      description={`${account.name} (${account.email}). ${text.explain}`}
      confirmLabel={text.confirm}
      tone={text.danger ? 'danger' : 'primary'}
      busy={change.isPending}
      onConfirm={() => void run()}
    >
      {action === 'role' ? (
        <SelectField
          label="New role"
          options={ROLE_OPTIONS.filter((option) => option.value !== account.role)}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        />
      ) : null}
      <ReasonField reason={reason} hint="Kept in the audit trail." />
    </ConfirmDialog>
  );
}
