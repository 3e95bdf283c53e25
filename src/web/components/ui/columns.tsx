import { formatDay } from '../../lib/format.js';
import type { Column } from './data-table.js';
import { StatusBadge } from './status-badge.js';

/** Column cells shared by the people tables. */

export function serialColumn<Row>(): Column<Row> {
  return {
    header: 'S No',
    className: 'w-14',
    cell: (_row, index) => <span className="text-slate-500 tabular-nums dark:text-slate-400">{index + 1}</span>,
  };
}

export function EmployeeIdCell({ id }: { id: string }) {
  return <span className="font-mono text-xs whitespace-nowrap">{id}</span>;
}

/** A person's name; `leftOn`, for someone who has left, adds a 'Left' badge with the day. */
export function NameCell({ name, leftOn }: { name: string; leftOn?: string | null | undefined }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-medium whitespace-nowrap text-slate-900 dark:text-white">{name}</span>
      {leftOn ? <StatusBadge tone="slate">Left {formatDay(leftOn)}</StatusBadge> : null}
    </span>
  );
}
