import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { DashboardActivityDay } from '@electrobench/contracts/admin-dashboard';
import type { PlotColors } from '../../ui/plot/plot-colors';
import { UplotChart, type ChartOptions } from '../../ui/plot/uplot-chart';
import { formatUtcDay } from '../../lib/dates';
import { countOf } from '../../lib/plural';
import { ACTIVITY_KINDS, activitySeries } from './activity-series';

/** Sign-ups, posts and tickets per day as three lines; the legend reads a day under the cursor. */
export function ActivityChart({ days }: { days: readonly DashboardActivityDay[] }) {
  const series = useMemo(() => activitySeries(days), [days]);
  const build = useCallback((colors: PlotColors): ChartOptions => {
    const axis: uPlot.Axis = {
      stroke: colors.text,
      grid: { stroke: colors.grid, width: 1 },
      ticks: { stroke: colors.grid, width: 1 },
    };
    return {
      // Days are UTC calendar days: ticks sit on data days and read in UTC, so no viewer's zone
      // can shift a label onto the neighbouring day.
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
      axes: [
        {
          ...axis,
          splits: (u) => {
            const xs = Array.from(u.data[0]);
            // About one label per 70 CSS pixels, so a phone shows fewer days than a desktop.
            const room = Math.max(2, Math.floor(u.bbox.width / window.devicePixelRatio / 70));
            const step = Math.max(1, Math.ceil(xs.length / room));
            return xs.filter((_x, i) => (xs.length - 1 - i) % step === 0);
          },
          values: (_u, splits) => splits.map((s) => formatUtcDay(s * 1000)),
        },
        { ...axis, label: 'Per day', incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
      ],
      series: [
        { label: 'Day', value: (_u, v) => (v === null ? '' : formatUtcDay(v * 1000)) },
        ...ACTIVITY_KINDS.map((kind, index): uPlot.Series => ({
          label: kind.label,
          stroke: colors.trace(index),
          width: 2,
          points: { show: true, size: 4 },
        })),
      ],
      cursor: { drag: { x: false, y: false } },
    };
  }, []);
  return (
    <figure className="dash-chart">
      <UplotChart
        className="dash-chart-canvas"
        build={build}
        data={series.data}
        height={220}
        label={series.summary}
      />
      <figcaption className="muted">
        Last 30 days (UTC): {countOf(series.totals.signups, 'sign-up')},{' '}
        {countOf(series.totals.posts, 'post')}, {countOf(series.totals.tickets, 'ticket')}.
      </figcaption>
    </figure>
  );
}
