import { useState } from 'react';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import {
  HOLIDAY_IMPORT_LIMITS,
  type HolidayImport,
  type HolidayImportPreview,
  type HolidayImportRow,
} from '#shared/schemas/calendar.js';
import { ImportFileField, RowCheck, type ChosenFile } from '#web/components/import-file.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText } from '#web/lib/api-client.js';
import { formatDay } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { useImportHolidays, usePreviewImport } from '../api/holidays.js';

type PreviewRow = HolidayImportRow & { key: number };

/** On a phone the row's source goes under its day and its check under its name, so all stay in view. */
const COLUMNS: Column<PreviewRow>[] = [
  { header: 'Row', cell: (row) => row.source, className: 'hidden whitespace-nowrap sm:table-cell' },
  {
    header: 'Day',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <>
        {row.error ? (row.day ?? '—') : formatDay(row.day)}
        <span className="mt-1 block text-xs text-slate-500 sm:hidden dark:text-slate-400">{row.source}</span>
      </>
    ),
  },
  {
    header: 'Name',
    cell: (row) => (
      <>
        {row.name || '—'}
        <div className="mt-1 sm:hidden">
          <RowCheck error={row.error} />
        </div>
      </>
    ),
  },
  { header: 'Check', className: 'hidden min-w-56 sm:table-cell', cell: (row) => <RowCheck error={row.error} /> },
];

/** What the preview says as a whole: ready, or how many rows hold the import back. */
function PreviewSummary({ preview }: { preview: HolidayImportPreview }) {
  const leftOut = preview.outside ? ` ${CALENDAR_MSG.leftOut(preview.outside)}` : '';
  if (preview.errors) {
    return (
      <Alert title={CALENDAR_MSG.rowErrors(preview.errors)}>
        {CALENDAR_MSG.chooseAgain}
        {leftOut}
      </Alert>
    );
  }
  if (!preview.rows.length) {
    return <Alert tone="info">{`${CALENDAR_MSG.nothingToImport(preview.year)}${leftOut}`}</Alert>;
  }
  return <Alert tone="success">{`${CALENDAR_MSG.readyToImport(preview.rows.length, preview.year)}${leftOut}`}</Alert>;
}

/**
 * 'Import holidays': a CSV (date,name) or an iCalendar file is checked on the server row by row;
 * Import stays off until no row has an error, and then adds every row or none.
 */
export function ImportHolidaysModal({ year, open, onClose }: { year: number; open: boolean; onClose: () => void }) {
  const preview = usePreviewImport();
  const importing = useImportHolidays();
  const [chosen, setChosen] = useState<HolidayImport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const close = () => {
    preview.reset();
    importing.reset();
    setChosen(null);
    setFileError(null);
    onClose();
  };

  const choose = ({ fileName, text }: ChosenFile) => {
    preview.reset();
    importing.reset();
    const request = { year, fileName, text };
    setChosen(request);
    preview.mutate(request, { onError: (failure) => setFileError(errorText(failure, CALENDAR_MSG.readFailed)) });
  };
  const fail = (message: string | null) => {
    if (message === null) return setFileError(null);
    preview.reset();
    importing.reset();
    setChosen(null);
    setFileError(message);
  };

  const result = preview.data?.result;
  const ready = Boolean(chosen && result && !result.errors && result.rows.length);
  const commit = () => {
    if (!chosen) return;
    importing.mutate(chosen, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        close();
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (!next && !importing.isPending ? close() : undefined)}
      title={`Import holidays into ${year}`}
      description="A CSV file with the header date,name and days written YYYY-MM-DD, or an iCalendar (.ics) file of all-day events. Every row is checked before anything is saved."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={importing.isPending}>
            Cancel
          </Button>
          <Button onClick={commit} disabled={!ready} loading={importing.isPending}>
            Import
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <ImportFileField
          label="Holiday file"
          accept=".csv,.ics,text/csv,text/calendar"
          kilobytes={HOLIDAY_IMPORT_LIMITS.kilobytes}
          hint={
            chosen
              ? `Checked: ${chosen.fileName}`
              : `At most ${HOLIDAY_IMPORT_LIMITS.rows} holidays and ${HOLIDAY_IMPORT_LIMITS.kilobytes} kB.`
          }
          error={fileError}
          onChosen={choose}
          onError={fail}
        />
        {importing.isError ? (
          <Alert title={CALENDAR_MSG.importFailed}>{errorText(importing.error, CALENDAR_MSG.importFailed)}</Alert>
        ) : null}
        {result ? (
          <>
            <PreviewSummary preview={result} />
            <DataTable
              caption="Holidays in the file"
              columns={COLUMNS}
              rows={result.rows.map((row, key) => ({ ...row, key }))}
              rowKey={(row) => String(row.key)}
              empty={CALENDAR_MSG.nothingToImport(year)}
              scroll
            />
          </>
        ) : preview.isPending ? (
          <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
            Checking the file…
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
