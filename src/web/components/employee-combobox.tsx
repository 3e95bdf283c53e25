import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronsUpDown, UserRound, X } from 'lucide-react';
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
  /** The salary on the employee record, where the list gives it (Add Salary pre-fills it). */
  salary?: number;
}

export type EmployeeSearch = (text: string, signal: AbortSignal) => Promise<EmployeeOption[]>;

const optionLabel = (option: EmployeeOption) =>
  option.employeeId ? `${option.emp_name} (${option.employeeId})` : option.emp_name;

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
  chosenAsCard = false,
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
  /**
   * Show the chosen person as a card with a Remove button instead of text in the input (for a
   * recipient, where the choice matters more than the search).
   */
  chosenAsCard?: boolean;
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
  // While a new search runs, the earlier results that still match the text stay on screen (and
  // may be picked); the others go, so the list never offers someone the text rules out.
  const stale = query.isPlaceholderData || typed !== (text ?? '').trim();
  const needle = (text ?? '').trim().toLowerCase();
  const options = (query.data ?? []).filter(
    (option) =>
      !stale ||
      [option.emp_name, option.employeeId, option.department?.dep_name ?? ''].some((part) =>
        part.toLowerCase().includes(needle),
      ),
  );
  const shown = text ?? (value ? optionLabel(value) : '');

  // The input and the card swap places: keep the keyboard where the person is.
  const focusSoon = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  const choose = (option: EmployeeOption) => {
    onChange(option);
    setText(null);
    setOpen(false);
    if (chosenAsCard) focusSoon(`${id}-remove`);
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
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  const activeId = open && options[active] ? `${id}-option-${active}` : undefined;
  if (chosenAsCard && value) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</p>
        <div
          role="group"
          aria-label={label}
          className="flex items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50/60 px-3 py-2 dark:border-indigo-900 dark:bg-indigo-950/40"
        >
          <UserRound className="size-4 shrink-0 text-indigo-600 dark:text-indigo-300" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{value.emp_name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">
              {value.employeeId}
              {value.department ? ` · ${value.department.dep_name}` : ''}
            </p>
          </div>
          <button
            id={`${id}-remove`}
            type="button"
            onClick={() => {
              onChange(null);
              focusSoon(id);
            }}
            className="rounded-md p-1 text-slate-500 hover:bg-white hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label={`Remove ${value.emp_name}`}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
      </div>
    );
  }
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
        <ChevronsUpDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            aria-busy={stale || undefined}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <ListState
              loading={(stale || query.isFetching) && !options.length}
              failed={query.isError}
              empty={!stale && query.isSuccess && !options.length}
            />
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
