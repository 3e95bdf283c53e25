import { Download, FileText, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { TAX_STATEMENT_MSG } from '#shared/messages/payslips.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { SelectField } from '#web/components/ui/field.js';
import { Card } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { useDownloadTaxStatement, useTaxYears } from '../api/tax-statement.js';

/**
 * 'Tax statement': a fiscal year with posted payslips, and its statement as a PDF. `employee` (user
 * or employee id) for HR looking at someone; left out, one's own.
 */
export function TaxStatementSection({ employee, name }: { employee?: string; name?: string | undefined }) {
  const titleId = useId();
  const years = useTaxYears(employee);
  const download = useDownloadTaxStatement(employee);
  const [chosen, setChosen] = useState('');
  // Someone with no employee record (an administrator's own 'Salaries') has no statement to show.
  if (!employee && years.isError && isApiError(years.error, 404)) return null;
  const year = years.data?.find((one) => String(one.fiscalYear) === chosen) ?? years.data?.[0];
  const whose = employee ? `${name ?? 'This person'}’s` : 'Your';
  return (
    <Card className="mb-6" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
        Tax statement
      </h2>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {whose} payslips of a fiscal year as a PDF: gross earnings by component, provident fund and tax deducted, and
        the year’s tax by the organisation’s slabs — payable or refundable.
      </p>
      <div className="mt-4" aria-live="polite">
        {years.isPending ? <Spinner label="Loading the fiscal years" /> : null}
        {years.isError ? (
          <Alert>
            <span className="flex flex-wrap items-center gap-3">
              {errorText(years.error, TAX_STATEMENT_MSG.yearsFailed)}
              <Button variant="secondary" size="sm" onClick={() => void years.refetch()}>
                <RotateCw className="size-4" aria-hidden />
                Try again
              </Button>
            </span>
          </Alert>
        ) : null}
        {years.data && !year ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <FileText className="size-4 shrink-0" aria-hidden />
            No payslips have been posted yet, so there is no tax statement to download.
          </p>
        ) : null}
      </div>
      {year ? (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            download.mutate(year);
          }}
        >
          <div className="sm:w-96">
            <SelectField
              label="Fiscal year"
              options={years.data!.map((one) => ({
                value: String(one.fiscalYear),
                label: `${one.label} (${one.period})`,
              }))}
              value={String(year.fiscalYear)}
              onChange={(event) => {
                setChosen(event.target.value);
                download.reset();
              }}
            />
          </div>
          <Button type="submit" disabled={download.isPending} className="shrink-0">
            {download.isPending ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
            {download.isPending ? 'Preparing…' : 'Download tax statement'}
          </Button>
        </form>
      ) : null}
      {year ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          {year.payslips === 1 ? '1 payslip' : `${year.payslips} payslips`} posted in {year.label}.
        </p>
      ) : null}
      {download.isError ? (
        <Alert className="mt-3">
          {errorText(download.error, 'The tax statement could not be downloaded. Try again.')}
        </Alert>
      ) : null}
    </Card>
  );
}
