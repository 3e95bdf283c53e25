import { Download, FileSpreadsheet, Mail } from 'lucide-react';
import { useState } from 'react';
import type { PayoutJson } from '#shared/schemas/payout.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button, buttonClasses } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { Checkbox } from '#web/components/ui/field.js';
import { Card } from '#web/components/ui/page.js';
import { errorText } from '#web/lib/api-client.js';
import { formatMoney } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { bankFileUrl, registerUrl, useMailPayslips, usePayout } from '../api/payout.js';
import { BankDetailsDialog, type BankPerson } from '#web/components/bank-details-dialog.js';

const names = (people: BankPerson[]) => people.map((person) => person.name).join(', ');

/**
 * What leaves a posted run: the bank file (once everyone paid has bank details), the register,
 * the journal for the accountant, and the payslips mailed through the outbox.
 */
export function PayoutPanel({ runId, month }: { runId: string; month: string }) {
  const payout = usePayout(runId);
  const [editing, setEditing] = useState<BankPerson | null>(null);
  if (payout.isPending) return null;
  if (payout.isError)
    return <Alert className="mb-6">{errorText(payout.error, 'The payout could not be loaded.')}</Alert>;
  const data = payout.data;
  const blocked = data.missingBank.length > 0;
  return (
    <Card aria-labelledby="payout-title" className="mb-6">
      <h2 id="payout-title" className="text-base font-semibold text-slate-900 dark:text-white">
        Payout
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        {data.people} people paid, net {formatMoney(data.net)}. {data.mailed} of {data.people} payslips mailed.
      </p>
      {blocked ? (
        <Alert tone="info" title={`${data.missingBank.length} without bank details`} className="mb-4">
          <p>Enter their bank details before downloading the bank file: nobody is left out of it.</p>
          <ul className="mt-2 space-y-1">
            {data.missingBank.map((person) => (
              <li key={person.employeeId} className="flex flex-wrap items-center gap-2">
                <span>
                  {person.name} ({person.code})
                </span>
                <Button size="sm" variant="secondary" onClick={() => setEditing(person)}>
                  Enter bank details<span className="sr-only"> of {person.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="mb-5 flex flex-wrap gap-2">
        {blocked ? (
          <Button disabled>
            <Download className="size-4" aria-hidden />
            Download bank file
          </Button>
        ) : (
          <a href={bankFileUrl(runId)} download className={buttonClasses('primary')}>
            <Download className="size-4" aria-hidden />
            Download bank file
          </a>
        )}
        <a href={registerUrl(runId)} download className={buttonClasses('secondary')}>
          <FileSpreadsheet className="size-4" aria-hidden />
          Download register
        </a>
        <MailButton payout={data} month={month} />
      </div>
      <JournalTable payout={data} />
      <BankDetailsDialog person={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function MailButton({ payout, month }: { payout: PayoutJson; month: string }) {
  const mail = useMailPayslips(payout.runId);
  const [open, setOpen] = useState(false);
  const [again, setAgain] = useState(false);
  const withEmail = payout.people - payout.noEmail.length;
  const toSend = again ? withEmail : Math.max(withEmail - payout.mailed, 0);
  const doMail = async () => {
    try {
      toast.success((await mail.mutateAsync(again)).message);
      setOpen(false);
      setAgain(false);
    } catch (failure) {
      toast.error('The payslips were not mailed', { description: errorText(failure, 'Please try again.') });
    }
  };
  const noEmail = payout.noEmail.length
    ? ` ${payout.noEmail.length} have no email and get none: ${names(payout.noEmail)}.`
    : '';
  const locked = payout.passwordRule ? ` The PDFs are password-protected. ${payout.passwordRule}` : '';
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Mail className="size-4" aria-hidden />
        Mail payslips
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Mail ${toSend} payslips for ${month}?`}
        description={`Each person gets one mail with their payslip PDF attached, sent through Outgoing Mail.${
          payout.mailed && !again ? ` ${payout.mailed} mailed already are not sent again.` : ''
        }${noEmail}${locked}`}
        confirmLabel={toSend ? `Mail ${toSend} payslips` : 'Nothing to mail'}
        tone="primary"
        busy={mail.isPending}
        onConfirm={() => (toSend ? void doMail() : setOpen(false))}
      >
        {payout.mailed ? (
          <Checkbox
            label="Send again to those mailed already"
            checked={again}
            onChange={(event) => setAgain(event.target.checked)}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function JournalTable({ payout }: { payout: PayoutJson }) {
  const cell = 'px-2 py-2 text-right whitespace-nowrap sm:px-3';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs sm:text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-white">
          Journal for the accountant
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-800 dark:text-slate-400">
          <tr>
            <th className="px-3 py-2 text-left">Component</th>
            <th className="hidden px-3 py-2 text-left sm:table-cell">Account</th>
            <th className="px-3 py-2 text-right">Debit</th>
            <th className="px-3 py-2 text-right">Credit</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {payout.journal.map((line) => (
            <tr key={line.component}>
              <td className="px-3 py-2">
                {line.component}
                {/* Phones: the account under the component, not a column of its own. */}
                <span className="block text-xs text-slate-500 sm:hidden dark:text-slate-400">{line.account}</span>
              </td>
              <td className="hidden px-3 py-2 text-slate-600 sm:table-cell dark:text-slate-400">{line.account}</td>
              <td className={cell}>{line.side === 'debit' ? formatMoney(line.amount) : ''}</td>
              <td className={cell}>{line.side === 'credit' ? formatMoney(line.amount) : ''}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="px-3 py-2">Total</td>
            <td className="hidden sm:table-cell" />
            <td className={cell}>{formatMoney(payout.debits)}</td>
            <td className={cell}>{formatMoney(payout.credits)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
