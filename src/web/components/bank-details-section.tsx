import { Landmark, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { BankAccountJson } from '#shared/schemas/payout.js';
import { errorText } from '#web/lib/api-client.js';
import { useBankAccount } from '#web/lib/bank-account.js';
import { formatDay } from '#web/lib/format.js';
import { BankDetailsDialog, type BankPerson } from './bank-details-dialog.js';
import { Button } from './ui/button.js';
import { Card } from './ui/page.js';

/** 'Bank Details' on a profile: where net pay is transferred, or why nothing shows. */
export function BankDetailsSection({
  account,
  loading,
  error,
  empty,
  note,
  action,
}: {
  account: BankAccountJson | null | undefined;
  loading: boolean;
  error: unknown;
  empty: string;
  note?: ReactNode;
  action?: ReactNode;
}) {
  let body: ReactNode;
  if (loading) body = <p className="text-sm text-slate-500 dark:text-slate-400">Loading bank details…</p>;
  else if (error) body = <p className="text-sm text-red-600 dark:text-red-400">{errorText(error, 'Not loaded.')}</p>;
  else if (!account) body = <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  else body = <BankFields account={account} />;
  return (
    <section className="mt-8" aria-labelledby="bank-details">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="bank-details" className="text-base font-semibold text-slate-900 dark:text-white">
          Bank Details
        </h2>
        {action}
      </div>
      <Card className="flex gap-4">
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 sm:flex dark:bg-indigo-950 dark:text-indigo-300">
          <Landmark className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          {body}
          {note ? <p className="text-xs text-slate-500 dark:text-slate-400">{note}</p> : null}
        </div>
      </Card>
    </section>
  );
}

function BankFields({ account }: { account: BankAccountJson }) {
  const fields = [
    ['Bank', account.bankName],
    ['Branch routing code', account.routingCode],
    ['Account name', account.accountName],
    ['Account number', account.accountNumber],
  ] as const;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="Bank details">
        {fields.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
            <dd className="mt-1 text-sm font-medium break-words text-slate-900 tabular-nums dark:text-slate-100">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500 dark:text-slate-400">Last changed {formatDay(account.updatedAt)}.</p>
    </>
  );
}

/** A person's bank details for admins and HR officers, entered or changed in the payout screens' dialog. */
export function PersonBankDetails({ person }: { person: BankPerson }) {
  const account = useBankAccount(person.employeeId);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <BankDetailsSection
        account={account.data}
        loading={account.isPending}
        error={account.error}
        empty="No bank details yet: a posted run's bank file cannot pay this person until they are entered."
        action={
          account.isSuccess ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              {account.data ? 'Edit bank details' : 'Enter bank details'}
            </Button>
          ) : null
        }
      />
      <BankDetailsDialog person={editing ? person : null} onClose={() => setEditing(false)} />
    </>
  );
}
