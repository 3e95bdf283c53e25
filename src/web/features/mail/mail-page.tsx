import { Paperclip, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { OUTBOX_STATUSES, type OutboxStatus } from '#shared/constants.js';
import { MAIL_MSG } from '#shared/messages/mail.js';
import type { MailDelivery, MailMessageJson } from '#shared/schemas/mail.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { PageHeader } from '#web/components/ui/page.js';
import { ActionButton, RowActions } from '#web/components/ui/row-actions.js';
import { Segmented } from '#web/components/ui/segmented.js';
import { StatusBadge, type BadgeTone } from '#web/components/ui/status-badge.js';
import { errorText } from '#web/lib/api-client.js';
import { capitalize, formatDateTime } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { pagingOf, usePagedSearch } from '#web/lib/use-paged-search.js';
import { outboxQueryOf, useOutbox, useRetryMail } from './api/outbox.js';

const STATUS_TONES: Record<OutboxStatus, BadgeTone> = { queued: 'sky', sending: 'amber', sent: 'green', failed: 'red' };
const TOPICS: Record<string, string> = {
  'password-reset': 'Password reset',
  invitation: 'Invitation',
  signup: 'Sign-up',
  leave_requested: 'Leave request',
  leave_decided: 'Leave decision',
  announcement: 'Announcement',
  payslip: 'Payslip',
};

const errorOf = (mail: MailMessageJson) => (mail.status === 'sent' ? null : mail.lastError);

/** A status as this server delivers: without a mail server, 'sent' means written to the log. */
const statusText = (status: OutboxStatus, delivery: MailDelivery | undefined) =>
  status === 'sent' && delivery === 'log' ? 'Logged' : capitalize(status);

function MailStatus({ mail, delivery }: { mail: MailMessageJson; delivery: MailDelivery | undefined }) {
  const logged = mail.status === 'sent' && delivery === 'log';
  return (
    <div className="space-y-1">
      <StatusBadge tone={logged ? 'slate' : STATUS_TONES[mail.status]}>{statusText(mail.status, delivery)}</StatusBadge>
      <p className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
        {mail.sentAt
          ? `${logged ? 'Written to the log' : 'Sent'} ${formatDateTime(mail.sentAt)}`
          : mail.attempts === 1
            ? '1 attempt'
            : `${mail.attempts} attempts`}
      </p>
    </div>
  );
}

/**
 * 'Outgoing Mail' (admin): the mail queue — failed messages first, with their error and
 * attempts; one or all failed messages can be queued again.
 */
export function MailPage() {
  const list = usePagedSearch();
  const query = outboxQueryOf(list);
  const status = query.status ?? null;
  const outbox = useOutbox(query);
  const retry = useRetryMail();
  const [confirmAll, setConfirmAll] = useState(false);
  const counts = outbox.data?.counts;
  const delivery = outbox.data?.delivery;
  const choices = [
    { value: null, text: 'All' },
    ...OUTBOX_STATUSES.map((value) => ({
      value,
      text: counts ? `${statusText(value, delivery)} (${counts[value]})` : statusText(value, delivery),
    })),
  ];

  const run = async (id: string | null) => {
    try {
      toast.success((await retry.mutateAsync(id)).message);
    } catch (error) {
      toast.error(errorText(error, MAIL_MSG.retryFailed));
    }
  };

  const columns: Column<MailMessageJson>[] = [
    {
      header: 'Message',
      className: 'min-w-48 align-top',
      cell: (mail) => (
        <div className="space-y-1">
          <p className="font-medium text-slate-900 dark:text-white">{mail.subject}</p>
          <p className="text-sm break-all text-slate-600 dark:text-slate-300">{mail.to}</p>
          {mail.attachment ? (
            <p className="flex items-center gap-1 text-xs break-all text-slate-600 dark:text-slate-300">
              <Paperclip className="size-3.5 shrink-0" aria-hidden />
              <span>
                <span className="sr-only">Attachment: </span>
                {mail.attachment}
              </span>
            </p>
          ) : null}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {TOPICS[mail.topic] ?? mail.topic} · queued {formatDateTime(mail.createdAt)}
          </p>
          {/* Narrow screens: the status and the error under the message. */}
          <div className="sm:hidden">
            <MailStatus mail={mail} delivery={delivery} />
          </div>
          <p className="text-sm text-slate-700 md:hidden dark:text-slate-300">{errorOf(mail)}</p>
        </div>
      ),
    },
    {
      header: 'Status',
      className: 'hidden align-top sm:table-cell',
      cell: (mail) => <MailStatus mail={mail} delivery={delivery} />,
    },
    {
      header: 'Last error',
      className: 'hidden min-w-48 align-top md:table-cell',
      cell: (mail) => <span className="text-sm text-slate-700 dark:text-slate-300">{errorOf(mail) ?? '—'}</span>,
    },
    {
      header: 'Actions',
      className: 'align-top',
      cell: (mail) =>
        mail.status === 'failed' ? (
          <RowActions>
            <ActionButton
              icon={RotateCw}
              label="Retry"
              subject={`the mail to ${mail.to}`}
              tone="primary"
              onClick={() => void run(mail._id)}
            />
          </RowActions>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Outgoing Mail"
        description="Mail waits here until the mail server accepts it; a message that failed every attempt stays until you retry it. Sent mail is kept for 30 days."
        actions={
          <Button onClick={() => setConfirmAll(true)} disabled={!counts?.failed || retry.isPending}>
            <RotateCw className="size-4" aria-hidden />
            Retry all failed
          </Button>
        }
      />
      {delivery === 'log' ? (
        <Alert tone="info" title="Mail is not sent" className="mb-4">
          {MAIL_MSG.loggedOnly}
        </Alert>
      ) : null}
      <div className="mb-4">
        <Segmented
          label="Status"
          value={status}
          onChange={(next) => list.setFilter('status', next)}
          choices={choices}
        />
      </div>
      <DataTable
        caption="Outgoing mail"
        columns={columns}
        rows={outbox.data?.result}
        rowKey={(mail) => mail._id}
        loading={outbox.isFetching}
        error={outbox.isError ? errorText(outbox.error, MAIL_MSG.loadFailed) : null}
        empty={status ? `No ${statusText(status, delivery).toLowerCase()} messages.` : 'No mail has been queued yet.'}
        paging={pagingOf(list, outbox.data?.total)}
        scroll
      />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Retry all failed mail?"
        description={`${counts?.failed ?? 0} failed messages are queued again and sent within a few seconds.`}
        confirmLabel="Retry all"
        tone="primary"
        busy={retry.isPending}
        onConfirm={async () => {
          await run(null);
          setConfirmAll(false);
        }}
      />
    </>
  );
}
