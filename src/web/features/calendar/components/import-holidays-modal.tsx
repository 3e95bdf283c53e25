import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import { HOLIDAY_IMPORT_LIMITS, type HolidayImportPreview, type HolidayImportRow } from '#shared/schemas/calendar.js';
import { RowCheck } from '#web/components/import-file.js';
import { ImportModal, type PreviewRow as ImportPreviewRow } from '#web/components/import-modal.js';
import { Alert } from '#web/components/ui/alert.js';
import { type Column } from '#web/components/ui/data-table.js';
import { formatDay } from '#web/lib/format.js';
import { useImportHolidays, usePreviewImport } from '../api/holidays.js';

type PreviewRow = ImportPreviewRow<HolidayImportRow>;

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
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      title={`Import holidays into ${year}`}
      description="A CSV file with the header date,name and days written YYYY-MM-DD, or an iCalendar (.ics) file of all-day events. Every row is checked before anything is saved."
      file={{
        label: 'Holiday file',
        accept: '.csv,.ics,text/csv,text/calendar',
        kilobytes: HOLIDAY_IMPORT_LIMITS.kilobytes,
        limits: `At most ${HOLIDAY_IMPORT_LIMITS.rows} holidays and ${HOLIDAY_IMPORT_LIMITS.kilobytes} kB.`,
      }}
      preview={usePreviewImport(year)}
      commit={useImportHolidays(year)}
      ready={(preview) => preview.rows.length > 0}
      commitLabel={() => 'Import'}
      summary={(preview) => <PreviewSummary preview={preview} />}
      table={{ caption: 'Holidays in the file', columns: COLUMNS, empty: CALENDAR_MSG.nothingToImport(year) }}
      failedTitle={CALENDAR_MSG.importFailed}
    />
  );
}
