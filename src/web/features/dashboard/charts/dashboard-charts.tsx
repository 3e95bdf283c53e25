/**
 * The dashboard's Recharts drawings. This module is imported lazily (see chart-slots.tsx), so
 * Recharts loads only on dashboard routes, never with the login screen.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from '#web/lib/theme.js';

export interface ChartDatum {
  name: string;
  value: number;
  fill: string;
}

const HEIGHT = 280;

/** Legend names in the text colour (Recharts paints them in the slice's colour, too faint to read). */
const legendText = (value: string) => <span className="text-slate-700 dark:text-slate-200">{value}</span>;

function useTooltipStyle() {
  const [theme] = useTheme();
  const dark = theme === 'dark';
  return {
    contentStyle: {
      borderRadius: 8,
      border: `1px solid ${dark ? '#334155' : '#e2e8f0'}`,
      background: dark ? '#0f172a' : '#ffffff',
      color: dark ? '#f1f5f9' : '#0f172a',
      fontSize: 13,
    },
    itemStyle: { color: dark ? '#e2e8f0' : '#334155' },
    labelStyle: { color: dark ? '#f1f5f9' : '#0f172a', fontWeight: 600 },
  };
}

/** A pie, or a donut with `donut`; the legend names every slice. */
export function PieChartView({
  data,
  donut = false,
  format,
}: {
  data: ChartDatum[];
  donut?: boolean;
  format: (value: number) => string;
}) {
  const tooltip = useTooltipStyle();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius={donut ? '55%' : 0}
          outerRadius="80%"
          paddingAngle={donut ? 2 : 0}
          stroke="none"
          rootTabIndex={-1}
          isAnimationActive={false}
        />
        <Tooltip formatter={(value) => format(Number(value))} {...tooltip} />
        <Legend iconType="circle" itemSorter={null} wrapperStyle={{ fontSize: 13 }} formatter={legendText} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** Vertical bars, one colour per bar from the palette. */
export function BarChartView({
  data,
  format,
  formatAxis,
}: {
  data: ChartDatum[];
  format: (value: number) => string;
  formatAxis: (value: number) => string;
}) {
  const tooltip = useTooltipStyle();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
        <XAxis dataKey="name" tick={{ fill: 'currentColor', fontSize: 12 }} tickLine={false} axisLine={false} />
        <YAxis
          tickFormatter={(value: number) => formatAxis(value)}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={64}
        />
        <Tooltip
          formatter={(value) => [format(Number(value)), 'Salary']}
          cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
          {...tooltip}
        />
        <Bar dataKey="value" radius={[6, 6, 0, 0]} maxBarSize={40} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
