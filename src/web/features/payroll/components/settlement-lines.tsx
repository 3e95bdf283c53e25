import { Trash2 } from 'lucide-react';
import type { SettlementJson, SettlementLine } from '#shared/schemas/settlement.js';
import { ActionButton } from '#web/components/ui/row-actions.js';
import { formatMoney } from '#web/lib/format.js';

const KIND_TEXT: Record<SettlementLine['kind'], string> = {
  pay: 'Final month',
  allowance: 'Final month',
  deduction: 'Final month',
  encashment: 'Leave encashed',
  recovery: 'Recovery',
};

/** A line's amount with its sign: what is taken shows with a minus. */
const signed = (line: Pick<SettlementLine, 'side' | 'amount'>) =>
  line.side === 'deduction' ? `−${formatMoney(line.amount)}` : formatMoney(line.amount);

/**
 * The statement's lines, each with its arithmetic, then the totals and the net. On a phone the
 * amount sits under the words; a draft's recoveries can be removed.
 */
export function SettlementLines({
  settlement,
  onRemove,
  removing,
}: {
  settlement: SettlementJson;
  onRemove?: (line: SettlementLine) => void;
  removing?: boolean;
}) {
  const { statement } = settlement;
  return (
    <div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Settlement lines">
        {statement.lines.map((line, index) => (
          <li
            key={line.recoveryId ?? `${line.kind}-${index}`}
            className="flex flex-wrap items-start gap-x-4 gap-y-1 py-3"
          >
            <div className="min-w-0 flex-1 basis-60">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {KIND_TEXT[line.kind]}
              </p>
              <p className="font-medium text-slate-900 dark:text-white">{line.label}</p>
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">{line.detail}</p>
            </div>
            <div className="flex items-center gap-2">
              <span
                className={`font-semibold tabular-nums ${line.side === 'deduction' ? 'text-red-700 dark:text-red-300' : ''}`}
              >
                {signed(line)}
              </span>
              {onRemove && line.recoveryId ? (
                <ActionButton
                  icon={Trash2}
                  label="Remove"
                  subject={line.label}
                  tone="danger"
                  onClick={() => (removing ? undefined : onRemove(line))}
                />
              ) : null}
            </div>
          </li>
        ))}
        {statement.lines.length === 0 ? (
          <li className="py-3 text-sm text-slate-600 dark:text-slate-400">Nothing is owed either way yet.</li>
        ) : null}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-slate-900 pt-3 text-sm dark:border-slate-300">
        <div className="flex justify-between gap-4">
          <dt>Total earnings</dt>
          <dd className="tabular-nums whitespace-nowrap">{formatMoney(statement.earnings)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Total deductions and recoveries</dt>
          <dd className="tabular-nums whitespace-nowrap">−{formatMoney(statement.deductions)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold text-indigo-700 dark:text-indigo-300">
          <dt>Net settlement</dt>
          <dd className="tabular-nums whitespace-nowrap">{formatMoney(statement.net)}</dd>
        </div>
      </dl>
    </div>
  );
}
