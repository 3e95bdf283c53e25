import { Download } from 'lucide-react';
import { EMPLOYEE_IMPORT_MSG } from '#shared/messages/employee-import.js';
import { IMPORT_MSG } from '#shared/messages/import.js';
import {
  EMPLOYEE_IMPORT_LIMITS,
  type EmployeeImportPreview,
  type EmployeeImportResult,
  type EmployeeImportRow,
} from '#shared/schemas/employee-import.js';
import { IMPORT_ACCEPT } from '#shared/schemas/import.js';
import { RowCheck, type ChosenFile } from '#web/components/import-file.js';
import { ImportModal, type PreviewRow as ImportPreviewRow } from '#web/components/import-modal.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { type Column } from '#web/components/ui/data-table.js';
import { errorText } from '#web/lib/api-client.js';
import { capitalize } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import {
  importTemplateUrl,
  useDownloadImportReport,
  useImportEmployees,
  usePreviewEmployeeImport,
} from '../api/import-employees.js';

type PreviewRow = ImportPreviewRow<EmployeeImportRow>;

const muted = 'block text-xs text-slate-500 dark:text-slate-400';

/** On a phone the job, the row's line and the check go under the person: all in view. */
const COLUMNS: Column<PreviewRow>[] = [
  { header: 'Row', className: 'hidden whitespace-nowrap sm:table-cell', cell: (row) => row.source },
  {
    header: 'Employee',
    cell: (row) => (
      <>
        <span className="font-medium">{row.emp_name || '—'}</span>
        <span className={muted}>{[row.employeeId, row.emp_email, row.emp_phone].filter(Boolean).join(' · ')}</span>
        <span className={`${muted} sm:hidden`}>
          {[row.department, row.role && capitalize(row.role)].filter(Boolean).join(' · ')}
        </span>
        <span className={`${muted} sm:hidden`}>{row.source}</span>
        <div className="mt-1 sm:hidden">
          <RowCheck error={row.error} />
        </div>
      </>
    ),
  },
  {
    header: 'Job',
    className: 'hidden sm:table-cell',
    cell: (row) => (
      <>
        {row.department || '—'}
        <span className={muted}>{[row.role && capitalize(row.role), row.designation].filter(Boolean).join(' · ')}</span>
      </>
    ),
  },
  { header: 'Check', className: 'hidden min-w-48 sm:table-cell', cell: (row) => <RowCheck error={row.error} /> },
];

/** What the preview says as a whole: the rows holding the import back (and their report), or ready. */
function PreviewSummary({ preview, file }: { preview: EmployeeImportPreview; file: ChosenFile }) {
  const report = useDownloadImportReport();
  const download = () =>
    report.mutate(file, { onError: (failure) => toast.error(errorText(failure, IMPORT_MSG.readFailed)) });
  if (preview.errors) {
    return (
      <Alert title={IMPORT_MSG.rowErrors(preview.errors)}>
        <p>{IMPORT_MSG.chooseAgain}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={download} loading={report.isPending}>
          <Download className="size-3.5" aria-hidden /> Download the error report (CSV)
        </Button>
      </Alert>
    );
  }
  return (
    <Alert tone="success">
      {EMPLOYEE_IMPORT_MSG.ready(preview.rows.length)}{' '}
      {preview.invitations === 'mail' ? EMPLOYEE_IMPORT_MSG.byMail : EMPLOYEE_IMPORT_MSG.byLinks}
    </Alert>
  );
}

const linkClasses =
  'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300';

/**
 * 'Import employees': a CSV or Excel file of people, checked row by row with Add Employee's rules
 * (the error report lists the rows with their errors); Import stays off until no row has an
 * error, and then adds every person or none. Each is invited to set their own password.
 */
export function ImportEmployeesModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (result: EmployeeImportResult) => void;
}) {
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      title="Import employees"
      description={
        <>
          A CSV or Excel file (.xlsx) with a person a row, under the columns Employee ID, Name, Email, Phone,
          Department, Role, Designation, Salary, Joining Date (may be empty: today), Date of Birth (YYYY-MM-DD), Gender
          and Marital Status — no passwords: each person gets a link to set their own. Start from the template:{' '}
          <a href={importTemplateUrl('xlsx')} download className={linkClasses}>
            Excel
          </a>{' '}
          or{' '}
          <a href={importTemplateUrl('csv')} download className={linkClasses}>
            CSV
          </a>
          .
        </>
      }
      file={{
        label: 'Employees file',
        accept: IMPORT_ACCEPT,
        kilobytes: EMPLOYEE_IMPORT_LIMITS.kilobytes,
        limits: `At most ${EMPLOYEE_IMPORT_LIMITS.rows.toLocaleString('en-US')} people and ${EMPLOYEE_IMPORT_LIMITS.kilobytes / 1024} MB.`,
      }}
      preview={usePreviewEmployeeImport()}
      commit={useImportEmployees()}
      onCommitted={(answer) => onImported(answer.result)}
      ready={(preview) => preview.rows.length > 0}
      commitLabel={(preview) =>
        preview ? `Import ${preview.rows.length === 1 ? '1 employee' : `${preview.rows.length} employees`}` : 'Import'
      }
      summary={(preview, file) => <PreviewSummary preview={preview} file={file} />}
      table={{ caption: 'People in the file', columns: COLUMNS, empty: IMPORT_MSG.noRows }}
      failedTitle={EMPLOYEE_IMPORT_MSG.importFailed}
    />
  );
}
