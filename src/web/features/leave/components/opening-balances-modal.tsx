import { IMPORT_MSG } from '#shared/messages/import.js';
import { dayCount } from '#shared/messages/leave.js';
import { OPENING_MSG } from '#shared/messages/opening-balances.js';
import { IMPORT_ACCEPT } from '#shared/schemas/import.js';
import { OPENING_IMPORT_LIMITS, type OpeningPreview, type OpeningRow } from '#shared/schemas/opening-balances.js';
import { RowCheck, type ChosenFile } from '#web/components/import-file.js';
import { ImportModal, type PreviewRow as ImportPreviewRow } from '#web/components/import-modal.js';
import { ReasonField } from '#web/components/reason-field.js';
import { Alert } from '#web/components/ui/alert.js';
import { type Column } from '#web/components/ui/data-table.js';
import { useReason } from '#web/lib/use-reason.js';
import { useLoadOpening, usePreviewOpening } from '../api/balances.js';

type PreviewRow = ImportPreviewRow<OpeningRow>;

const days = (value: number | null) => (value === null ? '—' : dayCount(value));

/** The days now and after loading, and the change between them: '18 → 14 days · −4 days'. */
function Days({ row }: { row: PreviewRow }) {
  return (
    <>
      <span className="whitespace-nowrap">
        {row.current === null ? '' : `${row.current} → `}
        {days(row.available)}
      </span>
      {row.change !== null ? (
        <span className="block text-xs text-slate-500 dark:text-slate-400">{OPENING_MSG.change(row.change)}</span>
      ) : null}
    </>
  );
}

/** On a phone the line goes under the person, and the type and the check beside the days, so all stay in view. */
const COLUMNS: Column<PreviewRow>[] = [
  { header: 'Row', className: 'hidden sm:table-cell', cell: (row) => row.source },
  {
    header: 'Employee',
    cell: (row) => (
      <>
        <span className="font-medium">{row.name ?? (row.employeeId || '—')}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {row.name ? row.employeeId : null}
          <span className="sm:hidden">
            {row.name ? ' · ' : ''}
            {row.source}
          </span>
        </span>
      </>
    ),
  },
  { header: 'Leave Type', className: 'hidden sm:table-cell', cell: (row) => row.leaveType || '—' },
  {
    header: 'Days now → opening',
    cell: (row) => (
      <>
        <span className="block sm:hidden">{row.leaveType || '—'}</span>
        <Days row={row} />
        <div className="mt-1 sm:hidden">
          <RowCheck error={row.error} />
        </div>
      </>
    ),
  },
  { header: 'Check', className: 'hidden min-w-40 sm:table-cell', cell: (row) => <RowCheck error={row.error} /> },
];

/** What the preview says as a whole: rows holding the load back, nothing to change, or ready. */
function PreviewSummary({ preview }: { preview: OpeningPreview }) {
  if (preview.errors) return <Alert title={IMPORT_MSG.rowErrors(preview.errors)}>{IMPORT_MSG.chooseAgain}</Alert>;
  if (!preview.changes) return <Alert tone="info">{OPENING_MSG.nothingChanges(preview.year)}</Alert>;
  return <Alert tone="success">{OPENING_MSG.ready(preview.changes, preview.year)}</Alert>;
}

/**
 * 'Load opening balances': a CSV of Employee ID, Leave Type and Available (the report's own CSV,
 * edited, will do) is checked row by row; Load stays off until no row has an error, and then
 * sets every balance of the current leave year to its row's days, or none.
 */
export function OpeningBalancesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const load = useLoadOpening();
  const reason = useReason();
  const commit = {
    ...load,
    mutate: (file: ChosenFile, options: Parameters<typeof load.mutate>[1]) =>
      load.mutate({ chosen: file, reason: reason.value.trim() }, options),
  };
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      onReset={reason.reset}
      title="Load opening balances"
      description="A CSV or Excel file (.xlsx) with the columns Employee ID, Leave Type and Available: the days each person has on go-live. Export, then Download CSV, gives a file to start from. Every row is checked before anything is saved; each balance that changes gets an adjustment with your reason."
      file={{
        label: 'Balances file',
        accept: IMPORT_ACCEPT,
        kilobytes: OPENING_IMPORT_LIMITS.kilobytes,
        limits: `At most ${OPENING_IMPORT_LIMITS.rows.toLocaleString('en-US')} rows.`,
      }}
      preview={usePreviewOpening()}
      commit={commit}
      confirm={reason.check}
      ready={(preview) => preview.changes > 0}
      commitLabel={(preview) =>
        preview ? `Load ${preview.changes === 1 ? '1 balance' : `${preview.changes} balances`}` : 'Load'
      }
      summary={(preview) => <PreviewSummary preview={preview} />}
      table={{ caption: 'Balances in the file', columns: COLUMNS, empty: IMPORT_MSG.noRows }}
      failedTitle={OPENING_MSG.loadFailed}
    >
      <ReasonField reason={reason} placeholder="e.g. Balances carried over from the old system on go-live" />
    </ImportModal>
  );
}
