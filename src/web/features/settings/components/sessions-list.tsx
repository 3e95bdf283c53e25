import { Laptop, Smartphone } from 'lucide-react';
import { toast } from '#web/lib/toast.js';
import type { SessionInfo } from '#shared/schemas/auth.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText } from '#web/lib/api-client.js';
import { formatDateTime } from '#web/lib/format.js';
import { useRevokeSession, useSessions } from '../api/sessions.js';

const isPhone = (device: string | null) => /android|iphone|ipad|mobile/i.test(device ?? '');

function SessionRow({ session }: { session: SessionInfo }) {
  const revoke = useRevokeSession();
  const device = session.device ?? 'Unknown device';
  const Icon = isPhone(session.device) ? Smartphone : Laptop;

  const onRevoke = () =>
    revoke.mutate(session._id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorText(error, 'Could not sign out that session.')),
    });

  return (
    <li className="flex flex-wrap items-center gap-4 py-4">
      <span className="flex size-10 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
          {device}
          {session.current ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-900">
              This device
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          IP {session.ip ?? 'unknown'} · Last seen {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="danger"
          size="sm"
          onClick={onRevoke}
          loading={revoke.isPending}
          aria-label={`Revoke session: ${device}, last seen ${formatDateTime(session.lastSeenAt)}`}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

/** The user's own live sessions, newest activity first, each revocable but this one. */
export function SessionsList() {
  const sessions = useSessions();
  if (sessions.isPending) {
    return (
      <div className="flex justify-center py-6 text-indigo-600">
        <Spinner label="Loading sessions" />
      </div>
    );
  }
  if (sessions.isError) {
    return <Alert>{errorText(sessions.error, 'Could not load your sessions.')}</Alert>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Signed-in sessions">
      {sessions.data.map((session) => (
        <SessionRow key={session._id} session={session} />
      ))}
    </ul>
  );
}
