import { lineLabel } from '#shared/messages/salary-structures.js';
import type { PayLine } from '#shared/pay-lines.js';
import type { PayLineJson } from '#shared/schemas/salary-structures.js';
import { formatMoney } from '#web/lib/format.js';
import { cn } from './ui/cn.js';

/** A line as the API gives it, read back into the label's terms. */
const asLine = (line: PayLineJson): PayLine => ({
  key: line.key as PayLine['key'],
  side: line.side,
  cents: Math.round(line.amount * 100),
  ...(line.month ? { month: line.month } : {}),
});

/**
 * The pay lines of a payroll row or a payslip paid from a salary structure, one side at a time
 * (`skipBasic` leaves out the month's own basic, shown in its own column): each component, then
 * arrears and recoveries (amber: money for an earlier month), then HR's adjustments.
 */
export function PayLines({
  lines,
  side,
  skipBasic = false,
  className,
}: {
  lines: readonly PayLineJson[];
  side?: PayLineJson['side'];
  skipBasic?: boolean;
  className?: string;
}) {
  const shown = lines.filter(
    (line) =>
      (!side || line.side === side) && !(skipBasic && line.key === 'basic' && !line.month && line.side === 'earning'),
  );
  if (!shown.length) return null;
  return (
    <ul className={cn('mt-0.5 space-y-0.5 text-xs', className)}>
      {shown.map((line, index) => (
        <li
          key={`${line.key}-${line.side}-${line.month ?? ''}-${index}`}
          className={
            line.month ? 'font-medium text-amber-800 dark:text-amber-300' : 'text-slate-500 dark:text-slate-400'
          }
        >
          {lineLabel(asLine(line))}{' '}
          <span className="whitespace-nowrap">
            {line.month ? (line.side === 'earning' ? '+' : '−') : ''}
            {line.amount < 0 ? `−${formatMoney(-line.amount)}` : formatMoney(line.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
