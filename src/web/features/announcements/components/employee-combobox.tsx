import { UserRound, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../components/ui/cn.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useEmployeeSearch, type EmployeeOption } from '../api/recipients.js';

const describe = (option: EmployeeOption) =>
  [option.employeeId, option.department?.dep_name, option.emp_email].filter(Boolean).join(' · ');

/**
 * Picks one employee, searched on the server as the admin types (the ARIA combobox pattern:
 * arrow keys move through the matches, Enter picks, Escape closes).
 */
export function EmployeeCombobox({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<EmployeeOption | null>(null);
  const search = useDebouncedValue(text.trim(), 300);
  const results = useEmployeeSearch(search, open);
  const options = results.data ?? [];
  const chosen = picked && picked._id === value ? picked : null;

  // The input and the chosen person swap places: keep the keyboard where the user is.
  const focusSoon = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  const pick = (option: EmployeeOption) => {
    setPicked(option);
    onChange(option._id);
    setOpen(false);
    setText('');
    focusSoon(`${id}-remove`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length ? (index + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      {chosen ? (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</p>
      ) : (
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
      )}
      {chosen ? (
        <div
          role="group"
          aria-label={label}
          className="flex items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50/60 px-3 py-2 dark:border-indigo-900 dark:bg-indigo-950/40"
        >
          <UserRound className="size-4 shrink-0 text-indigo-600 dark:text-indigo-300" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-white">
              {chosen.emp_name}
            </p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{describe(chosen)}</p>
          </div>
          <button
            id={`${id}-remove`}
            type="button"
            onClick={() => {
              onChange('');
              focusSoon(id);
            }}
            className="rounded-md p-1 text-slate-500 hover:bg-white hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label={`Remove ${chosen.emp_name}`}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : (
        <div className="relative">
          <input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-activedescendant={open && options[active] ? `${id}-option-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={text}
            placeholder="Search by name, ID or department"
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={cn(
              'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500/40 dark:bg-slate-900 dark:text-slate-100',
              error ? 'border-red-400 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
            )}
          />
          {open ? (
            <ul
              id={`${id}-list`}
              role="listbox"
              aria-label={label}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {options.map((option, index) => (
                <li
                  key={option._id}
                  id={`${id}-option-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  // Keeps focus in the input, so the click is not lost to its blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                  onKeyDown={(event) => (event.key === 'Enter' ? pick(option) : undefined)}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    'cursor-pointer px-3 py-2',
                    index === active && 'bg-indigo-50 dark:bg-indigo-950/60',
                  )}
                >
                  <p className="text-sm font-medium text-slate-900 dark:text-white">{option.emp_name}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{describe(option)}</p>
                </li>
              ))}
              {results.isFetching && !options.length ? (
                <li role="presentation" className="flex items-center gap-2 px-3 py-2 text-sm text-slate-500">
                  <Spinner className="size-4" /> Searching…
                </li>
              ) : null}
              {results.isError ? (
                <li role="presentation" className="px-3 py-2 text-sm text-red-600 dark:text-red-400">
                  Could not search employees. Try again.
                </li>
              ) : null}
              {results.isSuccess && !results.isFetching && !options.length ? (
                <li role="presentation" className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
                  No employees match “{search}”.
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
