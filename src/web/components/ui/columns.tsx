import type { Column } from './data-table.js';

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

export function NameCell({ name }: { name: string }) {
  return <span className="font-medium whitespace-nowrap text-slate-900 dark:text-white">{name}</span>;
}
