import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, Download, FileSpreadsheet, FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import { type EndpointSpec, type InputOf, pathOf, queryStringOf } from '#shared/api/endpoint.js';
import type { ExportFormat } from '#shared/schemas/export.js';
import { buttonClasses } from './ui/button.js';
import { cn } from './ui/cn.js';

/** What an export is asked for: the list's own filters and sort (never its paging), without the format. */
export type ExportQuery<E extends EndpointSpec> = Omit<NonNullable<InputOf<E>['query']>, 'format'>;

/** The address of a list's export in a format (the session cookie authenticates the download). */
export function exportUrl<E extends EndpointSpec>(endpoint: E, query: ExportQuery<E>, format: ExportFormat): string {
  return pathOf(endpoint.path) + queryStringOf({ ...(query as Record<string, unknown>), format });
}

/** On opening, the first choice takes focus (Radix would leave links out and focus the panel). */
function focusFirstLink(event: Event) {
  const first = (event.currentTarget as HTMLElement).querySelector('a');
  if (!first) return;
  event.preventDefault();
  first.focus();
}

/** The panel's width (`w-60`), in pixels. */
const PANEL_WIDTH = 240;

/** Where what is shown around `element` ends on the right: the first ancestor that clips, or the window. */
function rightEdgeOf(element: HTMLElement): number {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowX !== 'visible') return parent.getBoundingClientRect().right;
  }
  return window.innerWidth;
}

const FORMATS = [
  { format: 'csv', text: 'Download CSV', icon: FileText },
  { format: 'xlsx', text: 'Download Excel', icon: FileSpreadsheet },
] as const;

/**
 * 'Export' on a list screen: a small non-modal panel with 'Download CSV' and 'Download Excel',
 * each a link to the list's export with the list's current filters and sort (`query`). The file
 * holds every row those keep, not only the page shown, and the server names it (`download`
 * without a name: `Employees_2026-11-25.xlsx`). Escape, a click outside or leaving it with Tab
 * closes it, and focus returns to the button.
 */
export function ExportMenu<E extends EndpointSpec>({
  endpoint,
  query,
  label = 'Export',
}: {
  /** The list's export (`…Api.export…` of src/shared/api). */
  endpoint: E;
  query: ExportQuery<E>;
  /** The button's text, when a screen has more than one list ('Export tasks'). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The panel hangs from the button's left edge, or from its right one where it would not fit
  // (a button at the right of a header or a dialog, the second of two on a phone).
  const [fromRight, setFromRight] = useState(false);
  const openOrClose = (next: boolean) => {
    if (next && trigger.current) {
      const box = trigger.current.getBoundingClientRect();
      setFromRight(box.left + PANEL_WIDTH > rightEdgeOf(trigger.current) - 8);
    }
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={openOrClose} modal={false}>
      <div className="relative">
        <Dialog.Trigger ref={trigger} className={buttonClasses('secondary', 'md', 'whitespace-nowrap')}>
          <Download className="size-4" aria-hidden />
          {label}
          <ChevronDown className="size-4" aria-hidden />
        </Dialog.Trigger>
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusFirstLink}
          className={cn(
            'absolute top-full z-30 mt-2 w-60 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900',
            fromRight ? 'right-0' : 'left-0',
          )}
        >
          <Dialog.Title className="sr-only">{label}</Dialog.Title>
          <p className="px-3 pt-1.5 pb-1 text-xs text-slate-500 dark:text-slate-400">
            Every row of the list as filtered and sorted, not only this page.
          </p>
          <ul>
            {FORMATS.map(({ format, text, icon: Icon }) => (
              <li key={format}>
                <a
                  href={exportUrl(endpoint, query, format)}
                  download
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-500 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <Icon className="size-4 text-slate-500 dark:text-slate-400" aria-hidden />
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </div>
    </Dialog.Root>
  );
}
