import { cn } from '#web/components/ui/cn.js';
import { STATUS_LABELS, WORK_STATUSES, type WorkStatus } from '../status.js';

/** 'All', 'Pending', 'In Progress', 'Completed' as a row of toggle buttons. */
export function StatusFilter<S extends WorkStatus>({
  value,
  onChange,
  label = 'Filter by status',
}: {
  value: S | null;
  onChange: (status: S | null) => void;
  label?: string;
}) {
  const choices: { status: S | null; text: string }[] = [
    { status: null, text: 'All' },
    ...WORK_STATUSES.map((status) => ({ status: status as S, text: STATUS_LABELS[status] })),
  ];
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {choices.map(({ status, text }) => {
        const active = value === status;
        return (
          <button
            key={text}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(status)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500',
              active
                ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-950 dark:text-indigo-300'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
