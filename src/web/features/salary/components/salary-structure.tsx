import { History, Layers, Pencil } from 'lucide-react';
import { useState } from 'react';
import { monthNameOf } from '#shared/dates.js';
import { COMPONENT_LABELS, STRUCTURE_MSG } from '#shared/messages/salary-structures.js';
import type { StructureJson } from '#shared/schemas/salary-structures.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { Card, EmptyState } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { formatDateTime, formatMoney } from '#web/lib/format.js';
import { useStructures } from '../api/structures.js';
import { ReviseStructureDialog } from './revise-structure-dialog.js';

/** How a component is worked out: 'Fixed' or '50% of Basic'. */
function howOf(component: StructureJson['components'][number]) {
  return component.method === 'fixed' ? 'Fixed' : `${component.percent}% of ${COMPONENT_LABELS[component.of!]}`;
}

function Components({ structure }: { structure: StructureJson }) {
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="sr-only">Components in force from {monthNameOf(structure.effectiveFrom)}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <th scope="col" className="py-2 pr-3 font-medium">
            Component
          </th>
          <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
            Worked out
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            A month
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {structure.components.map((component) => (
          <tr key={component.component}>
            <td className="py-2 pr-3">
              {COMPONENT_LABELS[component.component]}
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {component.kind === 'earning' ? 'Earning' : 'Deduction'}
                <span className="sm:hidden"> · {howOf(component)}</span>
              </span>
            </td>
            <td className="hidden py-2 pr-3 text-slate-600 sm:table-cell dark:text-slate-300">{howOf(component)}</td>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">
              {component.kind === 'deduction' ? '− ' : ''}
              {formatMoney(component.monthly)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-200 dark:border-slate-800">
        <tr>
          <th scope="row" colSpan={2} className="hidden py-2 text-left font-semibold sm:table-cell">
            Net a month ({formatMoney(structure.earnings)} − {formatMoney(structure.deductions)})
          </th>
          <th scope="row" className="py-2 text-left font-semibold sm:hidden">
            Net a month
          </th>
          <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{formatMoney(structure.net)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Revisions({ history }: { history: StructureJson[] }) {
  return (
    <ol className="mt-3 space-y-3 text-sm">
      {history.map((revision) => (
        <li key={revision._id} className="border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          <span className="font-medium">From {monthNameOf(revision.effectiveFrom)}</span> · net{' '}
          {formatMoney(revision.net)}
          <span className="block text-slate-600 dark:text-slate-300">{revision.reason}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {revision.createdBy?.name ?? 'Someone'} · {formatDateTime(revision.createdAt)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * A person's 'Salary structure': the components in force, the revisions, and (HR) 'Revise'.
 * `id` is the person's user or employee id.
 */
export function SalaryStructureSection({ id, name, canRevise }: { id: string; name?: string; canRevise: boolean }) {
  const structures = useStructures(id);
  const [revising, setRevising] = useState(false);
  const current = structures.data?.current ?? null;
  // Someone with no employee record (an administrator's own 'Salaries') has no structure to show.
  if (!canRevise && structures.isError && isApiError(structures.error) && structures.error.status === 404) return null;
  return (
    <Card className="mb-6" aria-labelledby="structure-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="structure-title" className="text-base font-semibold text-slate-900 dark:text-white">
            Salary structure
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {current
              ? `In force from ${monthNameOf(current.effectiveFrom)}. A revision takes effect on the first day of a month.`
              : 'A revision takes effect on the first day of a month.'}
          </p>
        </div>
        {canRevise && structures.data ? (
          <Button variant="secondary" size="sm" onClick={() => setRevising(true)}>
            <Pencil className="size-4" aria-hidden />
            Revise
          </Button>
        ) : null}
      </div>
      {structures.isPending ? <Spinner label="Loading the salary structure" className="mt-4" /> : null}
      {structures.isError ? (
        <Alert className="mt-4">{errorText(structures.error, 'The salary structure could not be loaded.')}</Alert>
      ) : null}
      {structures.data && !current ? (
        <div className="mt-4">
          <EmptyState icon={Layers} title="No salary structure yet">
            {STRUCTURE_MSG.noStructure}
          </EmptyState>
        </div>
      ) : null}
      {current ? <Components structure={current} /> : null}
      {structures.data && structures.data.history.length > 1 ? (
        <details className="mt-4">
          <summary className="flex cursor-pointer items-center gap-1.5 text-sm font-medium text-indigo-700 dark:text-indigo-300">
            <History className="size-4" aria-hidden />
            Revisions ({structures.data.history.length})
          </summary>
          <Revisions history={structures.data.history} />
        </details>
      ) : null}
      {canRevise ? (
        <ReviseStructureDialog
          open={revising}
          id={id}
          name={name}
          current={current}
          onClose={() => setRevising(false)}
        />
      ) : null}
    </Card>
  );
}
