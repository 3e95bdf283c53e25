import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { SelectField } from '#web/components/ui/field.js';
import { Segmented } from '#web/components/ui/segmented.js';
import { useHrDepartments } from '#web/lib/picker-lists.js';
import type { CalendarView } from '../model/period.js';

const VIEWS = [
  { value: 'month', text: 'Month' },
  { value: 'week', text: 'Week' },
] as const satisfies readonly { value: CalendarView; text: string }[];

const WHO = [
  { value: false, text: 'Everyone' },
  { value: true, text: 'Only who is out' },
] as const;

/** Month or week, previous / today / next, and which people: the calendar's controls. */
export function CalendarToolbar({
  view,
  onView,
  title,
  onStep,
  onToday,
  onlyOut,
  onOnlyOut,
}: {
  view: CalendarView;
  onView: (view: CalendarView) => void;
  title: string;
  onStep: (step: 1 | -1) => void;
  onToday: () => void;
  onlyOut: boolean;
  onOnlyOut: (onlyOut: boolean) => void;
}) {
  const unit = view === 'month' ? 'month' : 'week';
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onStep(-1)} aria-label={`Previous ${unit}`}>
          <ChevronLeft className="size-4" aria-hidden />
        </Button>
        <Button variant="secondary" size="sm" onClick={onToday}>
          Today
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onStep(1)} aria-label={`Next ${unit}`}>
          <ChevronRight className="size-4" aria-hidden />
        </Button>
        <h2 aria-live="polite" className="ml-1 text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Segmented label="View" value={view} onChange={onView} choices={VIEWS} />
        <Segmented label="People shown" value={onlyOut} onChange={onOnlyOut} choices={WHO} />
      </div>
    </div>
  );
}

/** HR's department filter: every department, or one. */
export function DepartmentFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const departments = useHrDepartments();
  return (
    <SelectField
      label="Department"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="All departments"
      options={(departments.data ?? []).map((d) => ({ value: d._id, label: d.dep_name }))}
      className="sm:w-64"
    />
  );
}
