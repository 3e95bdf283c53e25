import { useState } from 'react';
import { PAYROLL_BASES } from '#shared/constants.js';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import { PAYROLL_BASIS_LABELS } from '#shared/messages/payroll.js';
import { payrollSettingsSchema, type PayrollSettings } from '#shared/schemas/payroll.js';
import { Button } from '#web/components/ui/button.js';
import { Checkbox, SelectField, TextField } from '#web/components/ui/field.js';
import { errorText } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { usePayrollSettings, useSavePayrollSettings } from '../api/payroll.js';
import { SettingsCard } from './settings-card.js';

const BASIS_OPTIONS = PAYROLL_BASES.map((basis) => ({ value: basis, label: PAYROLL_BASIS_LABELS[basis] }));

/**
 * The payroll settings (admins and HR officers): how a month is pro-rated for someone who joins or
 * leaves within it, whether absent days are deducted, and when a draft warns about a changed net.
 */
export function PayrollSettingsCard() {
  const current = usePayrollSettings();
  return (
    <SettingsCard
      id="payroll-settings-title"
      title="Pro-rating and unpaid days"
      intro={
        <>
          Someone who joins or leaves within a month is paid for the days they were employed, of the month&apos;s days
          counted this way. Approved leave of unpaid types is deducted (mark a type unpaid on Leave Types). A new draft
          uses these settings; drafts made already keep theirs.
        </>
      }
      query={current}
      failure="The payroll settings could not be loaded."
      form={(saved) => <SettingsForm saved={saved} />}
    />
  );
}

function SettingsForm({ saved }: { saved: PayrollSettings }) {
  const save = useSavePayrollSettings();
  const [basis, setBasis] = useState(saved.basis);
  const [deductAbsence, setDeductAbsence] = useState(saved.deductAbsence);
  const [percent, setPercent] = useState(String(saved.changePercent));
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const parsed = payrollSettingsSchema.safeParse({ basis, deductAbsence, changePercent: Number(percent) });
    if (!parsed.success || percent.trim() === '') return setError(PAYROLL_MSG.changePercentInvalid);
    setError(undefined);
    try {
      toast.success((await save.mutateAsync(parsed.data)).message);
    } catch (failure) {
      setError(errorText(failure, 'The payroll settings were not saved.'));
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
      <div className="flex flex-wrap items-start gap-4">
        <SelectField
          label="Pro-rate on"
          className="w-48"
          options={BASIS_OPTIONS}
          value={basis}
          onChange={(event) => setBasis(event.target.value as PayrollSettings['basis'])}
        />
        <div className="w-72 max-w-full">
          <TextField
            label="Change warning (%)"
            hint="A draft marks people whose net pay moved by more than this since their last payslip."
            inputMode="numeric"
            className="w-28"
            value={percent}
            error={error}
            onChange={(event) => setPercent(event.target.value)}
          />
        </div>
      </div>
      <Checkbox
        label="Deduct days marked Absent in attendance"
        checked={deductAbsence}
        onChange={(event) => setDeductAbsence(event.target.checked)}
      />
      <Button type="submit" loading={save.isPending}>
        Save settings
      </Button>
    </form>
  );
}
