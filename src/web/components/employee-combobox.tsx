import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronsUpDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value.js';
import { cn } from './ui/cn.js';
import { borderFor, describedBy, FieldShell, inputClasses } from './ui/field.js';
import { Spinner } from './ui/spinner.js';

/** What a picker needs to know about a person. */
export interface EmployeeOption {
  _id: string;
  employeeId: string;
  emp_name: string;
  department: { dep_name: string } | null;
}

export type EmployeeSearch = (text: string, signal: AbortSignal) => Promise<EmployeeOption[]>;

const optionLabel = (option: EmployeeOption) => `${option.emp_name} (${option.employeeId})`;

/**
 * A searchable employee select (ARIA combobox): typing searches on the server as you type,
 * arrows move through the matches, Enter picks one, Escape closes the list.
 */
export function EmployeeCombobox({
  label,
  value,
  onChange,
  search,
  queryKey,
  error,
  hint,
  placeholder = 'Search by name or employee ID',
  ref,
}: {
  label: string;
  value: EmployeeOption | null;
  onChange: (option: EmployeeOption | null) => void;
  search: EmployeeSearch;
  /** Cache key of this list of people; the search text is appended. */
  queryKey: readonly unknown[];
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = useDebouncedValue((text ?? '').trim(), 250);
  const query = useQuery({
    queryKey: [...queryKey, typed],
    queryFn: ({ signal }) => search(typed, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = query.data ?? [];
  // Results of an earlier text stay on screen while the new search runs, but cannot be picked.
  const stale = query.isPlaceholderData || typed !== (text ?? '').trim();
  const shown = text ?? (value ? optionLabel(value) : '');

  const choose = (option: EmployeeOption) => {
    onChange(option);
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length ? (index + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option && !stale) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  const activeId = open && options[active] ? `${id}-option-${active}` : undefined;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          placeholder={placeholder}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            if (value) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
          className={cn(inputClasses, borderFor(error), 'pr-9')}
        />
        <ChevronsUpDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            aria-busy={stale || undefined}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <ListState loading={query.isFetching && !options.length} failed={query.isError} empty={query.isSuccess && !options.length} />
            {options.map((option, index) => (
              // Options never take focus: the keyboard works in the input (aria-activedescendant, ARIA APG combobox).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option._id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={value?._id === option._id}
                // Keep the focus in the input so the list does not close before the pick.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-slate-700 dark:text-slate-200',
                  index === active && 'bg-indigo-50 dark:bg-indigo-950/60',
                  stale && 'opacity-50',
                )}
              >
                <span className="font-medium">{option.emp_name}</span>
                <span className="text-xs text-slate-600 dark:text-slate-300">
                  {option.employeeId}
                  {option.department ? ` · ${option.department.dep_name}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </FieldShell>
  );
}

function ListState({ loading, failed, empty }: { loading: boolean; failed: boolean; empty: boolean }) {
  const base = 'flex items-center gap-2 px-3 py-2 text-slate-500 dark:text-slate-400';
  if (failed) return <li className={cn(base, 'text-red-600 dark:text-red-400')}>Could not load employees.</li>;
  if (loading) {
    return (
      <li className={base}>
        <Spinner className="size-4" /> Searching…
      </li>
    );
  }
  return empty ? <li className={base}>No employees found.</li> : null;
}
