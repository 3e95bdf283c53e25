import { Link } from 'react-router';
import { AUDIT_MSG } from '#shared/messages/audit.js';
import { Alert } from '#web/components/ui/alert.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { capitalize, formatDateTime } from '#web/lib/format.js';
import { paths } from '#web/lib/paths.js';
import type { useVerifyTrail } from '../api/verify-trail.js';
import { filtersFrom, paramsOf } from '../model/audit-filters.js';

/** The trail's address showing one row, by its number. */
const rowPath = (seq: number) =>
  `${paths.admin.auditTrail}?${paramsOf({ ...filtersFrom(new URLSearchParams()), seq: String(seq) })}`;

/**
 * What "Verify the trail" found: the trail intact, with its number of rows and its last row (whose
 * hash is worth keeping elsewhere), or the first row that does not match, what is wrong with it
 * and a link to it.
 */
export function TrailVerification({ verification }: { verification: ReturnType<typeof useVerifyTrail> }) {
  if (verification.isPending) {
    return (
      <p role="status" className="mb-6 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" /> Checking every row of the trail against its hash…
      </p>
    );
  }
  if (verification.isError) {
    return (
      <Alert className="mb-6" title="The trail could not be verified">
        {verification.error.message}
      </Alert>
    );
  }
  const result = verification.data?.result;
  if (!result) return null;
  if (result.intact) {
    const { last } = result;
    return (
      <Alert tone="success" className="mb-6" title={capitalize(AUDIT_MSG.intact(result.rows))}>
        {last ? (
          <div className="space-y-1">
            <p>
              Every row matches its hash and links to the one before. The last, row {last.seq}, was written{' '}
              {formatDateTime(last.at)}; its hash is <code className="font-mono text-xs break-all">{last.hash}</code>.
            </p>
            <p>
              Keep that hash elsewhere: a later check that does not reach this row and hash means rows were removed.
            </p>
          </div>
        ) : (
          'No change has been recorded yet.'
        )}
      </Alert>
    );
  }
  const { problem } = result;
  return (
    <Alert className="mb-6" title={capitalize(AUDIT_MSG.brokenAt(problem.seq))}>
      <div className="space-y-1">
        <p>{capitalize(AUDIT_MSG.problem(problem))}.</p>
        <p>
          Row {problem.seq} reads as written {formatDateTime(problem.at)}; {AUDIT_MSG.intactBefore(result.rows)}.
        </p>
        <Link to={rowPath(problem.seq)} className="inline-block font-medium underline underline-offset-2">
          Show row {problem.seq}
        </Link>
      </div>
    </Alert>
  );
}
