import { CalendarCheck, CalendarClock, CalendarDays, CalendarX } from 'lucide-react';
import { CHART_PALETTE } from '#shared/constants.js';
import { formatCount, formatMoney } from '#web/lib/format.js';
import { useDepartmentDistribution, useLeaveStats, useMonthlySalary, type NameValue } from '../api/admin-stats.js';
import { STATS_MSG, statsError } from '../api/stats-error.js';
import { ChartCard } from './chart-card.js';
import { Panel } from './panel.js';
import { StatCard, StatGrid } from './stat-card.js';

export function DepartmentDistributionChart() {
  const distribution = useDepartmentDistribution();
  return (
    <ChartCard
      title="Department Distribution"
      description="Employees in each department"
      kind="pie"
      data={distribution.data}
      headers={['Department', 'Employees']}
      format={formatCount}
      loading={distribution.isPending}
      error={distribution.isError ? statsError(distribution.error, STATS_MSG.generic) : null}
      empty="No departments yet."
    />
  );
}

export function MonthlySalaryChart() {
  const monthly = useMonthlySalary();
  return (
    <ChartCard
      title="Monthly Salary"
      description={`Net salary paid each month of ${new Date().getFullYear()}`}
      kind="bar"
      data={monthly.data}
      headers={['Month', 'Net salary paid']}
      format={formatMoney}
      loading={monthly.isPending}
      error={monthly.isError ? statsError(monthly.error, STATS_MSG.salaryTotal) : null}
      empty="No salaries paid this year yet."
    />
  );
}

/** Leave statuses keep one meaningful colour of the palette each. */
const STATUS_COLOR: Record<string, string> = {
  Approved: CHART_PALETTE[2],
  Pending: CHART_PALETTE[3],
  Rejected: CHART_PALETTE[4],
};

const valueOf = (breakdown: NameValue[] | undefined, name: string) =>
  breakdown?.find((item) => item.name === name)?.value ?? 0;

/** Spec §2: Leaves Applied, Pending, Rejected, Approved, and the 'Leave Status Overview' donut. */
export function LeaveSummary() {
  const stats = useLeaveStats();
  const breakdown = stats.data?.statusBreakdown;
  const error = stats.isError ? statsError(stats.error, STATS_MSG.generic) : null;
  const card = { loading: stats.isPending, error };
  return (
    <Panel title="Leave Management Summary">
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-5">
        <div className="xl:col-span-2">
          <StatGrid label="Leave totals" className="sm:grid-cols-2">
            <StatCard
              label="Leaves Applied"
              icon={CalendarDays}
              tone="indigo"
              value={formatCount(stats.data?.totalLeaves ?? 0)}
              {...card}
            />
            <StatCard
              label="Pending"
              icon={CalendarClock}
              tone="amber"
              value={formatCount(valueOf(breakdown, 'Pending'))}
              {...card}
            />
            <StatCard
              label="Rejected"
              icon={CalendarX}
              tone="rose"
              value={formatCount(valueOf(breakdown, 'Rejected'))}
              {...card}
            />
            <StatCard
              label="Approved"
              icon={CalendarCheck}
              tone="emerald"
              value={formatCount(valueOf(breakdown, 'Approved'))}
              {...card}
            />
          </StatGrid>
        </div>
        <div className="xl:col-span-3">
          <ChartCard
            title="Leave Status Overview"
            kind="donut"
            data={breakdown}
            headers={['Status', 'Leaves']}
            format={formatCount}
            loading={stats.isPending}
            error={error}
            empty="No leave requests yet."
            colorOf={(datum, index) => STATUS_COLOR[datum.name] ?? CHART_PALETTE[index % CHART_PALETTE.length]!}
          />
        </div>
      </div>
    </Panel>
  );
}
