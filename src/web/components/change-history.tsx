import { useQuery } from '@tanstack/react-query';
import { auditApi } from '#shared/api/audit.js';
import type { AuditEventJson } from '#shared/schemas/audit.js';
import { AUDIT_ACTION_LABELS, changesOf } from '#web/lib/audit-changes.js';
import { callQuery } from '#web/lib/call.js';
import { formatDateTime } from '#web/lib/format.js';

/** The history of one record (who changed what, when and why), oldest first. */
export function ChangeHistory({ recordId }: { recordId: string }) {
  const history = useQuery({ ...callQuery(auditApi.record, { params: { id: recordId } }), select: (r) => r.result });
  return (
    <section aria-labelledby={`history-${recordId}`}>
      <h3 id={`history-${recordId}`} className="text-sm font-semibold text-slate-900 dark:text-white">
        History
      </h3>
      {history.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          Loading history…
        </p>
      ) : history.isError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">The history could not be loaded.</p>
      ) : history.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">No changes recorded.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {history.data.map((event) => (
            <HistoryEntry key={event._id} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}

export function ChangeList({ event }: { event: Pick<AuditEventJson, 'before' | 'after'> }) {
  const changes = changesOf(event);
  if (!changes.length) return null;
  return (
    <ul className="space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
      {changes.map((change) => (
        <li key={change.label}>
          <span className="text-slate-500 dark:text-slate-400">{change.label}: </span>
          {change.before !== null && change.after !== null ? (
            <>
              <del className="decoration-slate-400">{change.before}</del> →{' '}
              <ins className="no-underline">{change.after}</ins>
            </>
          ) : (
            (change.after ?? change.before)
          )}
        </li>
      ))}
    </ul>
  );
}

function HistoryEntry({ event }: { event: AuditEventJson }) {
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
      <p className="text-sm font-medium text-slate-900 dark:text-white">{AUDIT_ACTION_LABELS[event.action]}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {formatDateTime(event.at)} · {event.actor.name}
      </p>
      {event.before && event.after ? (
        <div className="mt-1">
          <ChangeList event={event} />
        </div>
      ) : null}
      {event.reason ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Reason: {event.reason}</p> : null}
    </li>
  );
}
