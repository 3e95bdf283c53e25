import { Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { weekdayOf } from '#shared/dates.js';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import type { HolidayJson } from '#shared/schemas/calendar.js';
import { WEEKDAY_NAMES } from '#shared/work-week.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { SelectField } from '#web/components/ui/field.js';
import { ActionButton, RowActions } from '#web/components/ui/row-actions.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { errorText } from '#web/lib/api-client.js';
import { formatDay, todayDay } from '#web/lib/format.js';
import { useHolidays } from '../api/holidays.js';
import { useWorkWeek } from '../api/work-week.js';
import { holidayYearOf, yearChoices } from '../model/holiday-year.js';
import { DeleteHolidayDialog } from './delete-holiday-dialog.js';
import { HolidayFormModal, type HolidayTarget } from './holiday-form-modal.js';
import { ImportHolidaysModal } from './import-holidays-modal.js';

function columnsOf(
  weekend: readonly number[],
  edit: (holiday: HolidayJson) => void,
  remove: (holiday: HolidayJson) => void,
): Column<HolidayJson>[] {
  const weekday = (holiday: HolidayJson) => (
    <span className="inline-flex items-center gap-2">
      {WEEKDAY_NAMES[weekdayOf(holiday.day)]}
      {/* A holiday on a weekend day takes no working day away. */}
      {weekend.includes(weekdayOf(holiday.day)) ? <StatusBadge tone="slate">Weekend</StatusBadge> : null}
    </span>
  );
  return [
    {
      header: 'Day',
      className: 'whitespace-nowrap',
      cell: (holiday) => (
        <>
          {formatDay(holiday.day)}
          {/* On a phone the weekday goes under the day, so the name stays in view. */}
          <span className="mt-1 flex text-xs text-slate-500 sm:hidden dark:text-slate-400">{weekday(holiday)}</span>
        </>
      ),
    },
    { header: 'Weekday', className: 'hidden whitespace-nowrap sm:table-cell', cell: weekday },
    { header: 'Name', cell: (holiday) => <span className="font-medium">{holiday.name}</span> },
    {
      header: 'Actions',
      cell: (holiday) => (
        <RowActions>
          <ActionButton icon={Pencil} label="Edit" subject={holiday.name} onClick={() => edit(holiday)} />
          <ActionButton
            icon={Trash2}
            label="Delete"
            subject={holiday.name}
            tone="danger"
            onClick={() => remove(holiday)}
          />
        </RowActions>
      ),
    },
  ];
}

/** 'Public holidays': the holidays of the year chosen (in the address), added, edited, deleted or imported. */
export function HolidaysSection() {
  const [params, setParams] = useSearchParams();
  const thisYear = Number(todayDay().slice(0, 4));
  const year = holidayYearOf(params.get('year'), thisYear);
  const holidays = useHolidays(year);
  const weekend = useWorkWeek().data?.result.weekendDays ?? [];
  const [target, setTarget] = useState<HolidayTarget>(null);
  const [deleting, setDeleting] = useState<HolidayJson | null>(null);
  const [importing, setImporting] = useState(false);
  const chooseYear = (value: string) =>
    setParams(value === String(thisYear) ? {} : { year: value }, { replace: true, preventScrollReset: true });

  return (
    <section aria-labelledby="holidays-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-end gap-4">
          <h2 id="holidays-title" className="pb-2 text-lg font-semibold text-slate-900 dark:text-white">
            Public holidays
          </h2>
          <SelectField
            label="Year"
            className="w-28"
            options={yearChoices(thisYear, year)}
            value={String(year)}
            onChange={(event) => chooseYear(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload className="size-4" aria-hidden />
            Import holidays
          </Button>
          <Button onClick={() => setTarget({ kind: 'new', year })}>
            <Plus className="size-4" aria-hidden />
            Add holiday
          </Button>
        </div>
      </div>
      <DataTable
        caption={`Public holidays in ${year}`}
        columns={columnsOf(weekend, (holiday) => setTarget({ kind: 'edit', holiday }), setDeleting)}
        rows={holidays.data?.result}
        rowKey={(holiday) => holiday._id}
        loading={holidays.isFetching}
        error={holidays.isError ? errorText(holidays.error, CALENDAR_MSG.listFailed) : null}
        empty={`No holidays in ${year} yet.`}
      />
      <HolidayFormModal target={target} onClose={() => setTarget(null)} />
      <DeleteHolidayDialog holiday={deleting} onClose={() => setDeleting(null)} />
      <ImportHolidaysModal year={year} open={importing} onClose={() => setImporting(false)} />
    </section>
  );
}
