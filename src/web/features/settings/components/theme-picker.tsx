import { Moon, Sun } from 'lucide-react';
import { cn } from '#web/components/ui/cn.js';
import type { Theme } from '#web/lib/theme.js';
import { useTheme } from '#web/lib/use-theme.js';

const OPTIONS: Array<{ value: Theme; label: string; icon: typeof Sun }> = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

/** Light or dark, saved in this browser. */
export function ThemePicker() {
  const [theme, setTheme] = useTheme();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Theme</legend>
      <div className="mt-3 grid max-w-md grid-cols-2 gap-3">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'relative flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500',
              theme === value
                ? 'border-indigo-500 bg-indigo-50 text-indigo-700 dark:border-indigo-400 dark:bg-indigo-950/60 dark:text-indigo-200'
                : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={theme === value}
              onChange={() => setTheme(value)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <Icon className="size-4" aria-hidden />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
