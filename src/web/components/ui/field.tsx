import { Eye, EyeOff } from 'lucide-react';
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn.js';

export const inputClasses =
  'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500/40 disabled:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something shown at the right of the label row, e.g. a 'Forgot password' link. */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Label, hint and error around a control; `id` is the control's id. */
export function FieldShell({
  id,
  label,
  labelAside,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  labelAside?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function borderFor(error: string | undefined) {
  return error ? 'border-red-400 dark:border-red-500' : 'border-slate-300 dark:border-slate-700';
}

/** A labelled text input with its hint and error message wired for screen readers. */
export function TextField({ label, error, hint, labelAside, className, ref, ...props }: FieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} labelAside={labelAside} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        className={cn(inputClasses, borderFor(error), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, labelAside, className, ref, ...props }: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} labelAside={labelAside} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={cn(inputClasses, 'pr-11', borderFor(error), className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
    </FieldShell>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, className, ref, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-indigo-600 dark:border-slate-600"
        {...props}
      />
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The first, empty choice ('Select department'); omit for a required choice with a default. */
  placeholder?: string;
  options: readonly (string | { value: string; label: string })[];
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectField({ label, error, hint, placeholder, options, className, ref, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        ref={ref}
        className={cn(inputClasses, borderFor(error), 'pr-8', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ label, error, hint, className, ref, ...props }: TextareaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        ref={ref}
        rows={4}
        className={cn(inputClasses, 'h-auto py-2', borderFor(error), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      />
    </FieldShell>
  );
}
