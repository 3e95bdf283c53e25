import { cn } from './cn.js';

/**
 * A row of toggle buttons choosing one value (a list's filter: 'All', 'Pending', …); the group
 * is named by `label` and the chosen button is pressed.
 */
export function Segmented<V>({
  label,
  value,
  onChange,
  choices,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly { value: V; text: string }[];
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {choices.map((choice) => {
        const active = value === choice.value;
        return (
          <button
            key={choice.text}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(choice.value)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500',
              active
                ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-950 dark:text-indigo-300'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {choice.text}
          </button>
        );
      })}
    </div>
  );
}
