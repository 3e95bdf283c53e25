import { Megaphone, Trash2 } from 'lucide-react';
import type { AnnouncementJson } from '#shared/schemas/announcements.js';
import { Button } from '#web/components/ui/button.js';
import { formatLongDateTime } from '#web/lib/format.js';

const TYPE_LABEL: Record<AnnouncementJson['type'], string> = {
  all: 'All',
  employees: 'Employees',
  managers: 'Managers',
  selected: 'Selected',
};

/** Who an announcement was for, in words. */
export function audienceOf(announcement: AnnouncementJson): string {
  switch (announcement.type) {
    case 'all':
      return 'Everyone';
    case 'managers':
      return 'All managers';
    case 'employees':
      return announcement.department ? `Employees of ${announcement.department.dep_name}` : 'All employees';
    case 'selected':
      return announcement.selectedEmployee?.emp_name ?? 'A former employee';
  }
}

const senderOf = (announcement: AnnouncementJson) =>
  `${announcement.sender?.emp_name ?? 'A former colleague'} (${announcement.senderType === 'admin' ? 'Admin' : 'Manager'})`;

/** One announcement: its text, audience, sender and date, and a delete button when allowed. */
export function AnnouncementCard({
  announcement,
  onDelete,
}: {
  announcement: AnnouncementJson;
  onDelete?: ((announcement: AnnouncementJson) => void) | undefined;
}) {
  const audience = audienceOf(announcement);
  return (
    <article className="flex gap-3 py-4 sm:gap-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
        <Megaphone className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {TYPE_LABEL[announcement.type]}
          </span>
          <span className="text-slate-600 dark:text-slate-400">
            To <span className="font-medium text-slate-800 dark:text-slate-200">{audience}</span>
            {announcement.type === 'selected' && announcement.selectedEmployee ? (
              <span className="text-slate-500 dark:text-slate-400"> ({announcement.selectedEmployee.emp_email})</span>
            ) : null}
          </span>
        </div>
        <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-900 dark:text-slate-100">
          {announcement.message}
        </p>
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          From {senderOf(announcement)} ·{' '}
          <time dateTime={announcement.createdAt}>{formatLongDateTime(announcement.createdAt)}</time>
        </p>
      </div>
      {onDelete ? (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 self-start text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950"
          onClick={() => onDelete(announcement)}
          aria-label={`Delete announcement from ${formatLongDateTime(announcement.createdAt)} to ${audience}`}
        >
          <Trash2 className="size-4" aria-hidden />
          <span className="hidden sm:inline">Delete</span>
        </Button>
      ) : null}
    </article>
  );
}
