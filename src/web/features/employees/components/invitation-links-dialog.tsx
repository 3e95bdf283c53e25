import { Copy } from 'lucide-react';
import { EMPLOYEE_IMPORT_MSG } from '#shared/messages/employee-import.js';
import type { InvitationLink } from '#shared/schemas/employee-import.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { Modal } from '#web/components/ui/modal.js';
import { copyText } from '#web/lib/clipboard.js';
import { useClientPaging } from '#web/lib/use-client-paging.js';

type Row = InvitationLink & { key: number };

function CopyLink({ row }: { row: Row }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Copy the link of ${row.name}`}
      onClick={() => void copyText(row.link, `Link of ${row.name} copied.`)}
    >
      <Copy className="size-3.5" aria-hidden /> Copy
    </Button>
  );
}

/** On a phone the copy button goes under the person (the link itself is only for wider screens). */
const COLUMNS: Column<Row>[] = [
  {
    header: 'Person',
    cell: (row) => (
      <>
        <span className="font-medium">{row.name}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {row.employeeId} · {row.email}
        </span>
        <div className="mt-2 sm:hidden">
          <CopyLink row={row} />
        </div>
      </>
    ),
  },
  {
    header: 'Link',
    className: 'hidden sm:table-cell',
    cell: (row) => (
      <div className="flex items-center gap-2">
        <code className="block max-w-64 truncate text-xs" title={row.link}>
          {row.link}
        </code>
        <CopyLink row={row} />
      </div>
    ),
  },
];

/** Name, email and link a line, tab-separated: pasted into a spreadsheet, three columns. */
const allLines = (links: InvitationLink[]) =>
  links.map((link) => [link.name, link.email, link.link].join('\t')).join('\n');

/**
 * The set-password links of the people just imported, when no mail is set up: shown this once
 * (the server keeps only their hashes), to be copied and passed on. Closing forgets them.
 */
export function InvitationLinksDialog({ links, onClose }: { links: InvitationLink[] | null; onClose: () => void }) {
  const rows = (links ?? []).map((link, key) => ({ ...link, key }));
  const pages = useClientPaging(rows, 10);
  return (
    <Modal
      open={links !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={EMPLOYEE_IMPORT_MSG.linksTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => void copyText(allLines(links ?? []), 'Every link copied.')}>
            <Copy className="size-4" aria-hidden /> Copy all ({rows.length.toLocaleString('en-US')})
          </Button>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <div className="space-y-4">
        <Alert title="Shown only this once">{EMPLOYEE_IMPORT_MSG.linksShownOnce}</Alert>
        <DataTable
          caption="Set-password links"
          columns={COLUMNS}
          rows={pages.rows}
          rowKey={(row) => String(row.key)}
          paging={rows.length > pages.paging.pageSize ? pages.paging : undefined}
        />
      </div>
    </Modal>
  );
}
