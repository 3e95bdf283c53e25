import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import {
  BANK_COLUMN_LABELS,
  BANK_COLUMNS,
  BANK_DELIMITER_LABELS,
  BANK_DELIMITERS,
  PAYSLIP_PASSWORD_RULE,
  type BankColumn,
  type BankDelimiter,
} from '#shared/messages/payout.js';
import { payoutSettingsSchema, type PayoutSettings } from '#shared/schemas/payout.js';
import { Button } from '#web/components/ui/button.js';
import { Checkbox, SelectField } from '#web/components/ui/field.js';
import { errorText } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { usePayoutSettings, useSavePayoutSettings } from '../api/payout.js';
import { SettingsCard } from './settings-card.js';

const DELIMITER_OPTIONS = BANK_DELIMITERS.map((value) => ({ value, label: BANK_DELIMITER_LABELS[value] }));

/** The bank file's layout and the payslip PDFs' protection (admins and HR officers). */
export function PayoutSettingsCard() {
  const current = usePayoutSettings();
  return (
    <SettingsCard
      id="payout-settings-title"
      title="Bank file and mailed payslips"
      intro={
        <>The columns your bank asks for, in its order. The file holds each person&apos;s net pay of a posted run.</>
      }
      query={current}
      failure="The payout settings could not be loaded."
      form={(saved) => <SettingsForm saved={saved} />}
    />
  );
}

function SettingsForm({ saved }: { saved: PayoutSettings }) {
  const save = useSavePayoutSettings();
  const [columns, setColumns] = useState<BankColumn[]>(saved.bankLayout.columns);
  const [header, setHeader] = useState(saved.bankLayout.header);
  const [totalLine, setTotalLine] = useState(saved.bankLayout.totalLine);
  const [delimiter, setDelimiter] = useState<BankDelimiter>(saved.bankLayout.delimiter);
  const [protectPdfs, setProtect] = useState(saved.protectPdfs);
  const [error, setError] = useState<string | undefined>();
  const unused = BANK_COLUMNS.filter((column) => !columns.includes(column));
  const move = (index: number, by: number) =>
    setColumns((old) => {
      const next = [...old];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  const submit = async () => {
    const parsed = payoutSettingsSchema.safeParse({
      bankLayout: { columns, header, delimiter, totalLine },
      protectPdfs,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      toast.success((await save.mutateAsync(parsed.data)).message);
    } catch (failure) {
      setError(errorText(failure, 'The payout settings were not saved.'));
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ol className="space-y-1" aria-label="Bank file columns, in order">
        {columns.map((column, index) => (
          <li key={column} className="flex items-center gap-2 text-sm">
            <span className="w-6 text-right text-slate-500">{index + 1}.</span>
            <span className="min-w-32 flex-1 sm:flex-none">{BANK_COLUMN_LABELS[column]}</span>
            <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
              <ArrowUp className="size-4" aria-hidden />
              <span className="sr-only">Move {BANK_COLUMN_LABELS[column]} up</span>
            </Button>
            <Button size="sm" variant="ghost" disabled={index === columns.length - 1} onClick={() => move(index, 1)}>
              <ArrowDown className="size-4" aria-hidden />
              <span className="sr-only">Move {BANK_COLUMN_LABELS[column]} down</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setColumns(columns.filter((c) => c !== column))}>
              <X className="size-4" aria-hidden />
              <span className="sr-only">Remove {BANK_COLUMN_LABELS[column]}</span>
            </Button>
          </li>
        ))}
      </ol>
      {unused.length ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-400">Add a column:</span>
          {unused.map((column) => (
            <Button key={column} size="sm" variant="secondary" onClick={() => setColumns([...columns, column])}>
              {BANK_COLUMN_LABELS[column]}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label="Delimiter"
          className="w-44"
          options={DELIMITER_OPTIONS}
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value as BankDelimiter)}
        />
        <Checkbox label="Header row" checked={header} onChange={(event) => setHeader(event.target.checked)} />
        <Checkbox label="Total line" checked={totalLine} onChange={(event) => setTotalLine(event.target.checked)} />
      </div>
      <div>
        <Checkbox
          label="Protect payslip PDFs with a password"
          checked={protectPdfs}
          onChange={(event) => setProtect(event.target.checked)}
        />
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{PAYSLIP_PASSWORD_RULE}</p>
      </div>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
      <Button type="submit" loading={save.isPending}>
        Save payout settings
      </Button>
    </form>
  );
}
