import { Plus, X } from 'lucide-react';
import { fiscalYearLabel } from '#shared/statutory.js';
import { Button } from '#web/components/ui/button.js';
import { TextField } from '#web/components/ui/field.js';

/** A fiscal year's slabs as the form holds them: amounts and percentages as typed. */
export interface YearDraft {
  fiscalYear: number;
  bands: { upTo: string; rate: string }[];
  rebatePercent: string;
  rebateCap: string;
  minimumTax: string;
}

/**
 * One fiscal year's slabs: bands of yearly taxable income (each up to an amount, the last one open),
 * the rebate and the minimum tax. A band is added before the open last one.
 */
export function TaxSlabsEditor({
  year,
  firstMonth,
  onChange,
}: {
  year: YearDraft;
  firstMonth: number;
  onChange: (year: YearDraft) => void;
}) {
  const label = fiscalYearLabel(year.fiscalYear, firstMonth);
  const last = year.bands.length - 1;
  const setBand = (index: number, change: Partial<YearDraft['bands'][number]>) =>
    onChange({ ...year, bands: year.bands.map((band, i) => (i === index ? { ...band, ...change } : band)) });
  const addBand = () =>
    onChange({ ...year, bands: [...year.bands.slice(0, last), { upTo: '', rate: '' }, ...year.bands.slice(last)] });
  const removeBand = (index: number) => onChange({ ...year, bands: year.bands.filter((_, i) => i !== index) });

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Slabs of {label}</legend>
      <ol className="space-y-2">
        {year.bands.map((band, index) => (
          <li key={index} className="grid grid-cols-[minmax(0,12rem)_minmax(0,8rem)_2.5rem] items-end gap-2">
            {index === last ? (
              <p className="pb-2.5 text-sm text-slate-600 dark:text-slate-400">
                {last === 0 ? 'All yearly income' : 'Everything above'}
              </p>
            ) : (
              <TextField
                label={`Band ${index + 1}: up to (yearly)`}
                inputMode="decimal"
                value={band.upTo}
                onChange={(event) => setBand(index, { upTo: event.target.value })}
              />
            )}
            <TextField
              label={index === last ? `Rate above (%)` : `Band ${index + 1}: rate (%)`}
              inputMode="decimal"
              value={band.rate}
              onChange={(event) => setBand(index, { rate: event.target.value })}
            />
            {index < last ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove band ${index + 1} of ${label}`}
                onClick={() => removeBand(index)}
              >
                <X className="size-4" aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <Button type="button" variant="secondary" size="sm" onClick={addBand}>
        <Plus className="size-4" aria-hidden />
        Add band
      </Button>
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="Rebate (% of taxable income)"
          inputMode="decimal"
          className="w-28"
          value={year.rebatePercent}
          onChange={(event) => onChange({ ...year, rebatePercent: event.target.value })}
        />
        <TextField
          label="Rebate at most"
          hint="Empty: no cap."
          inputMode="decimal"
          className="w-36"
          value={year.rebateCap}
          onChange={(event) => onChange({ ...year, rebateCap: event.target.value })}
        />
        <TextField
          label="Minimum tax (yearly)"
          hint="When the slabs tax anything."
          inputMode="decimal"
          className="w-36"
          value={year.minimumTax}
          onChange={(event) => onChange({ ...year, minimumTax: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
