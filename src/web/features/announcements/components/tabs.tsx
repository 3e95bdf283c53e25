import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#web/components/ui/cn.js';

export interface TabItem {
  label: string;
  content: ReactNode;
}

/** Tabs with the ARIA tabs pattern: arrow keys, Home and End move between the tabs. */
export function Tabs({ label, tabs }: { label: string; tabs: TabItem[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setSelected(index);
    document.getElementById(`${id}-tab-${index}`)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800/60"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              index === selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
        >
          {index === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
