import { Download, FileArchive } from 'lucide-react';
import { useMemo, useState } from 'react';
import { utcToday } from '#shared/bounds.js';
import { PAYSLIP_MSG } from '#shared/messages/payslips.js';
import { PAYSLIPS_OF_EVERYONE as EVERYONE } from '#shared/constants.js';
import { errorText } from '#web/lib/api-client.js';
import { useHrDepartments } from '#web/lib/picker-lists.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button, buttonClasses } from '#web/components/ui/button.js';
import { SelectField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { payslipZipUrl, usePayslipBatch } from '../api/payslips.js';
import { payMonthOptions } from '../model/pay-months.js';

/** HR's 'Download payslips (ZIP)': a month and a department, how many payslips that is, then the ZIP. */
export function PayslipsZipButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="shrink-0">
        <FileArchive className="size-4" aria-hidden />
        Download payslips (ZIP)
      </Button>
      {open ? <PayslipsZipDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PayslipsZipDialog({ onClose }: { onClose: () => void }) {
  const months = useMemo(() => payMonthOptions(), []);
  const [month, setMonth] = useState(utcToday().slice(0, 7));
  const [department, setDepartment] = useState('');
  const departments = useHrDepartments();
  const batch = usePayslipBatch({ month, department });
  const ready = batch.data && batch.data.count > 0 ? batch.data : null;
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Download payslips (ZIP)"
      description="One PDF per salary record of the month — bonuses and adjustments included — of the people in the department, or of everyone."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {ready ? (
            <a
              href={payslipZipUrl({ month, department })}
              download={ready.fileName}
              className={buttonClasses('primary')}
            >
              <Download className="size-4" aria-hidden />
              Download ZIP
            </a>
          ) : (
            <Button disabled>
              <Download className="size-4" aria-hidden />
              Download ZIP
            </Button>
          )}
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Month" options={months} value={month} onChange={(event) => setMonth(event.target.value)} />
        <SelectField
          label="Department"
          placeholder={departments.isPending ? 'Loading…' : 'Choose a department'}
          options={[
            { value: EVERYONE, label: 'Everyone (all departments)' },
            ...(departments.data ?? []).map((d) => ({ value: d._id, label: d.dep_name })),
          ]}
          value={department}
          onChange={(event) => setDepartment(event.target.value)}
        />
      </div>
      <div className="mt-4 min-h-12" aria-live="polite">
        {!department ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{PAYSLIP_MSG.departmentRequired}</p>
        ) : batch.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner className="size-4" /> Counting payslips…
          </p>
        ) : batch.isError ? (
          <Alert>{errorText(batch.error, PAYSLIP_MSG.downloadFailed)}</Alert>
        ) : ready ? (
          <Alert tone="info">
            {ready.count === 1 ? '1 payslip' : `${ready.count} payslips`} of{' '}
            {department === EVERYONE ? 'everyone' : ready.department} for {ready.period}.
          </Alert>
        ) : batch.data ? (
          <Alert tone="info">{PAYSLIP_MSG.none(batch.data.department, batch.data.period)}</Alert>
        ) : null}
      </div>
    </Modal>
  );
}
