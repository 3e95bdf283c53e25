import { useState } from 'react';
import { statutorySettingsSchema, type StatutorySettings, type TaxYearInput } from '#shared/schemas/statutory.js';
import { fiscalYearLabel } from '#shared/statutory.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { Checkbox, SelectField, TextField } from '#web/components/ui/field.js';
import { errorText } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useSaveStatutorySettings, useStatutorySettings } from '../api/payroll.js';
import { SettingsCard } from './settings-card.js';
import { TaxSlabsEditor, type YearDraft } from './tax-slabs-editor.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October']
  .concat(['November', 'December'])
  .map((label, index) => ({ value: String(index + 1), label }));

/** Income tax by slabs per fiscal year and the provident fund's shares (admins and HR officers). */
export function StatutorySettingsCard() {
  const current = useStatutorySettings();
  return (
    <SettingsCard
      id="statutory-settings-title"
      title="Income tax and provident fund"
      intro={
        <>
          Each row of a draft gets a tax line — the year&apos;s taxable income projected (paid so far this fiscal year,
          bonuses included, this month, and a regular month for each month left), taxed by the fiscal year&apos;s slabs
          less the rebate and the tax already deducted, spread over the months left — and the provident fund&apos;s
          shares of the month&apos;s basic. Drafts use these settings when made or refreshed.
        </>
      }
      query={current}
      failure="The tax and provident fund settings could not be loaded."
      form={(saved) => (
        <>
          {saved.saved ? null : (
            <Alert tone="info" title="Example figures" className="mb-4">
              The slabs, rebate and shares below are examples shipped with EMS Panel (Bangladesh-like), not advice.
              Enter your own fiscal years&apos; rates before turning tax on.
            </Alert>
          )}
          <StatutoryForm saved={saved} />
        </>
      )}
    />
  );
}

const text = (value: number | null) => (value === null ? '' : String(value));
const toDraft = (year: TaxYearInput): YearDraft => ({
  fiscalYear: year.fiscalYear,
  bands: year.bands.map((band) => ({ upTo: text(band.upTo), rate: String(band.rate) })),
  rebatePercent: String(year.rebatePercent),
  rebateCap: text(year.rebateCap),
  minimumTax: String(year.minimumTax),
});
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, '')));
const fromDraft = (year: YearDraft) => ({
  fiscalYear: year.fiscalYear,
  bands: year.bands.map((band, index) => ({
    upTo: index === year.bands.length - 1 && band.upTo.trim() === '' ? null : num(band.upTo),
    rate: num(band.rate),
  })),
  rebatePercent: num(year.rebatePercent),
  rebateCap: year.rebateCap.trim() === '' ? null : num(year.rebateCap),
  minimumTax: num(year.minimumTax),
});

/** The fiscal years' slabs being edited, the one shown, and adding or removing a year. */
function useYearDrafts(saved: readonly TaxYearInput[]) {
  const [years, setYears] = useState<YearDraft[]>(saved.map(toDraft));
  const [shown, setShown] = useState(saved.at(-1)!.fiscalYear);
  const year = years.find((one) => one.fiscalYear === shown) ?? years.at(-1)!;
  return {
    years,
    year,
    setShown,
    setYear: (next: YearDraft) => setYears(years.map((one) => (one.fiscalYear === next.fiscalYear ? next : one))),
    addYear: () => {
      const latest = years.at(-1)!;
      setYears([...years, { ...latest, fiscalYear: latest.fiscalYear + 1 }]);
      setShown(latest.fiscalYear + 1);
    },
    removeYear: () => {
      const left = years.filter((one) => one.fiscalYear !== year.fiscalYear);
      setYears(left);
      setShown(left.at(-1)!.fiscalYear);
    },
  };
}

function StatutoryForm({ saved }: { saved: StatutorySettings & { saved: boolean } }) {
  const save = useSaveStatutorySettings();
  const [firstMonth, setFirstMonth] = useState(saved.fiscalStartMonth);
  const [taxEnabled, setTaxEnabled] = useState(saved.taxEnabled);
  const { years, year, setShown, setYear, addYear, removeYear } = useYearDrafts(saved.taxYears);
  const [pfEnabled, setPfEnabled] = useState(saved.pfEnabled);
  const [employee, setEmployee] = useState(String(saved.pfEmployeePercent));
  const [employer, setEmployer] = useState(String(saved.pfEmployerPercent));
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const parsed = statutorySettingsSchema.safeParse({
      fiscalStartMonth: firstMonth,
      taxEnabled,
      taxYears: years.map(fromDraft),
      pfEnabled,
      pfEmployeePercent: num(employee),
      pfEmployerPercent: num(employer),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      toast.success((await save.mutateAsync(parsed.data)).message);
    } catch (failure) {
      setError(errorText(failure, 'The tax and provident fund settings were not saved.'));
    }
  };

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="w-72 max-w-full">
        <SelectField
          label="Fiscal year starts in"
          hint="July in Bangladesh, April in India. A run in the first month starts the year afresh."
          className="w-44"
          options={MONTHS}
          value={String(firstMonth)}
          onChange={(event) => setFirstMonth(Number(event.target.value))}
        />
      </div>
      <section aria-labelledby="tax-heading" className="space-y-3">
        <h3 id="tax-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
          Income tax
        </h3>
        <Checkbox
          label="Compute income tax on each row (replaces a structure's fixed Tax component)"
          checked={taxEnabled}
          onChange={(event) => setTaxEnabled(event.target.checked)}
        />
        <YearChooser
          years={years}
          year={year}
          firstMonth={firstMonth}
          onShow={setShown}
          onAdd={addYear}
          onRemove={removeYear}
        />
        <TaxSlabsEditor key={year.fiscalYear} year={year} firstMonth={firstMonth} onChange={setYear} />
      </section>
      <ProvidentFundFields
        enabled={pfEnabled}
        employee={employee}
        employer={employer}
        onEnabled={setPfEnabled}
        onEmployee={setEmployee}
        onEmployer={setEmployer}
      />
      {error ? (
        <p className="text-sm text-red-600 dark:text-red-400" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={save.isPending}>
        Save tax and provident fund
      </Button>
    </form>
  );
}

/** The provident fund's switch and its two shares, % of the month's basic. */
function ProvidentFundFields({
  enabled,
  employee,
  employer,
  onEnabled,
  onEmployee,
  onEmployer,
}: {
  enabled: boolean;
  employee: string;
  employer: string;
  onEnabled: (on: boolean) => void;
  onEmployee: (value: string) => void;
  onEmployer: (value: string) => void;
}) {
  return (
    <section aria-labelledby="pf-heading" className="space-y-3">
      <h3 id="pf-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
        Provident fund
      </h3>
      <Checkbox
        label="Compute the provident fund (replaces a structure's fixed Provident fund component)"
        checked={enabled}
        onChange={(event) => onEnabled(event.target.checked)}
      />
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="Employee's share (% of basic)"
          hint="Deducted from the pay."
          inputMode="decimal"
          className="w-28"
          value={employee}
          onChange={(event) => onEmployee(event.target.value)}
        />
        <TextField
          label="Employer's share (% of basic)"
          hint="Paid besides the pay: on the payslip and in the journal, not in the net."
          inputMode="decimal"
          className="w-28"
          value={employer}
          onChange={(event) => onEmployer(event.target.value)}
        />
      </div>
    </section>
  );
}

/** Which fiscal year's slabs are shown; a next year starts as a copy of the latest. */
function YearChooser({
  years,
  year,
  firstMonth,
  onShow,
  onAdd,
  onRemove,
}: {
  years: readonly YearDraft[];
  year: YearDraft;
  firstMonth: number;
  onShow: (fiscalYear: number) => void;
  onAdd: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Fiscal year"
        hint="A year without its own slabs uses the latest earlier year's."
        className="w-36"
        options={years.map((one) => ({
          value: String(one.fiscalYear),
          label: fiscalYearLabel(one.fiscalYear, firstMonth),
        }))}
        value={String(year.fiscalYear)}
        onChange={(event) => onShow(Number(event.target.value))}
      />
      <Button type="button" variant="secondary" size="sm" className="mb-6" onClick={onAdd}>
        Add next year
      </Button>
      {years.length > 1 ? (
        <Button type="button" variant="ghost" size="sm" className="mb-6" onClick={onRemove}>
          Remove {fiscalYearLabel(year.fiscalYear, firstMonth)}
        </Button>
      ) : null}
    </div>
  );
}
