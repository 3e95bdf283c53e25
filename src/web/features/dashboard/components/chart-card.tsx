import { BarChart3, ChartPie, Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import { CHART_PALETTE } from '#shared/constants.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable } from '#web/components/ui/data-table.js';
import { Card } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import type { NameValue } from '../api/admin-stats.js';
import { BarChartView, CHART_HEIGHT, PieChartView, type ChartDatum } from '../charts/dashboard-charts.js';

/** Spec §9: ten colours, cycled. */
export const paletteColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length]!;

/**
 * A pie stays readable with at most ten slices, one per palette colour: beyond that the largest
 * nine are drawn and the rest become one 'Others' slice (the data table still lists them all).
 */
function forPie(rows: NameValue[]): NameValue[] {
  if (rows.length <= CHART_PALETTE.length) return rows;
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const kept = sorted.slice(0, CHART_PALETTE.length - 1);
  const others = sorted.slice(CHART_PALETTE.length - 1).reduce((sum, datum) => sum + datum.value, 0);
  return [...kept, { name: 'Others', value: others }];
}

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

function ChartFallback() {
  return (
    <div className="flex items-center justify-center text-indigo-600" style={{ height: CHART_HEIGHT }}>
      <Spinner label="Loading chart" />
    </div>
  );
}

export interface ChartCardProps {
  title: string;
  description?: string;
  kind: 'pie' | 'donut' | 'bar';
  data: NameValue[] | undefined;
  /** Column headings of the data table: the category and the figure. */
  headers: [string, string];
  format: (value: number) => string;
  loading: boolean;
  error: string | null;
  empty: string;
  /** A fixed colour per category (e.g. leave statuses); otherwise the palette is cycled. */
  colorOf?: (datum: NameValue, index: number) => string;
}

/**
 * A chart with accessible alternatives: the drawing is an image whose name lists the figures,
 * and 'Show data' turns it into a table for everyone.
 */
export function ChartCard({
  title,
  description,
  kind,
  data,
  headers,
  format,
  loading,
  error,
  empty,
  colorOf,
}: ChartCardProps) {
  const headingId = useId();
  const descriptionId = useId();
  const [asTable, setAsTable] = useState(false);
  const rows = data ?? [];
  const colored: ChartDatum[] = (kind === 'bar' ? rows : forPie(rows)).map((datum, index) => ({
    ...datum,
    fill: colorOf ? colorOf(datum, index) : paletteColor(index),
  }));
  const hasData = rows.some((datum) => datum.value > 0);
  const table = (
    <DataTable
      caption={`${title}: ${headers[0]} and ${headers[1]}`}
      columns={[
        { header: headers[0], cell: (datum: NameValue) => datum.name },
        { header: headers[1], cell: (datum: NameValue) => format(datum.value), className: 'text-right tabular-nums' },
      ]}
      rows={rows}
      rowKey={(datum) => datum.name}
      empty={empty}
      scroll={rows.length > 8}
    />
  );

  return (
    <Card aria-labelledby={headingId} className="flex min-w-0 flex-col">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-slate-600 dark:text-slate-400">
              {description}
            </p>
          ) : null}
        </div>
        {hasData ? (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0 whitespace-nowrap"
            onClick={() => setAsTable((value) => !value)}
            aria-pressed={asTable}
          >
            {asTable ? (
              kind === 'bar' ? (
                <BarChart3 className="size-4" aria-hidden />
              ) : (
                <ChartPie className="size-4" aria-hidden />
              )
            ) : (
              <Table2 className="size-4" aria-hidden />
            )}
            {asTable ? 'Show chart' : 'Show data'}
            <span className="sr-only"> for {title}</span>
          </Button>
        ) : null}
      </div>
      <div className="mt-4 flex-1">
        {loading ? (
          <ChartFallback />
        ) : error ? (
          <Alert>{error}</Alert>
        ) : !hasData ? (
          <div
            className="flex flex-col items-center justify-center gap-2 text-sm text-slate-500 dark:text-slate-400"
            style={{ height: CHART_HEIGHT }}
          >
            <ChartPie className="size-6" aria-hidden />
            {empty}
          </div>
        ) : asTable ? (
          table
        ) : (
          <div
            role="img"
            aria-label={`${title}: ${rows.map((datum) => `${datum.name} ${format(datum.value)}`).join(', ')}`}
            aria-describedby={description ? descriptionId : undefined}
            className="text-slate-500 dark:text-slate-400"
          >
            {kind === 'bar' ? (
              <BarChartView
                data={colored}
                format={format}
                formatAxis={(value) => compact.format(value)}
                valueLabel={headers[1]}
              />
            ) : (
              <PieChartView data={colored} donut={kind === 'donut'} format={format} />
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
