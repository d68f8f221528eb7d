import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { PlotColors } from '../../ui/plot/plot-colors';
import { siAxis } from './plot-axes';
import type { SimulationResult, TraceData } from './simulation-result';
import { UplotChart, type ChartOptions } from '../../ui/plot/uplot-chart';
import type { Cursors } from '../../ui/plot/uplot-cursors';

interface Props {
  result: SimulationResult;
  colorOf: (trace: TraceData) => string;
  cursors: Cursors;
  onPick: (x: number, which: 'a' | 'b') => void;
  height: number;
}

interface TraceStyle {
  label: string;
  color: string;
  good: boolean;
}

function useBuild(styles: string, unit: string) {
  return useCallback(
    (theme: PlotColors): ChartOptions => {
      const list = JSON.parse(styles) as TraceStyle[];
      return {
        legend: { show: false },
        cursor: { points: { show: false } },
        scales: { x: { time: false, distr: 3, log: 10 }, y: {} },
        axes: [
          siAxis(theme, 'Hz'),
          siAxis(theme, unit, { values: (_u, splits) => splits.map((v) => `${v} ${unit}`) }),
        ],
        series: [
          {},
          ...list.map((t): uPlot.Series => ({
            label: t.label,
            stroke: t.color,
            width: 1.5,
            dash: t.good ? [6, 4] : undefined,
            points: { show: false },
          })),
        ],
      };
    },
    [styles, unit],
  );
}

/** Bode plot: gain in dB (sources drive an AC sweep with 1 V, so it is V(node)/Vin) and phase against log frequency. */
export function BodePlot({ result, colorOf, cursors, onPick, height }: Props) {
  const styles = JSON.stringify(
    result.traces.map((t): TraceStyle => ({ label: t.label, color: colorOf(t), good: t.variant === 'good' })),
  );
  const buildGain = useBuild(styles, 'dB');
  const buildPhase = useBuild(styles, '°');
  const x = result.x;
  const gain = useMemo<uPlot.AlignedData>(
    () => [x ?? new Float64Array(), ...result.traces.map((t) => t.values)],
    [x, result.traces],
  );
  const phase = useMemo<uPlot.AlignedData>(
    () => [x ?? new Float64Array(), ...result.traces.map((t) => t.phase ?? new Float64Array(x?.length ?? 0))],
    [x, result.traces],
  );
  const common = { cursors, onPick, height: Math.round(height * 0.6) };
  return (
    <div className="cs-bode">
      <UplotChart
        className="cs-chart"
        {...common}
        build={buildGain}
        data={gain}
        label="Bode plot: gain in dB against frequency"
      />
      <UplotChart
        className="cs-chart"
        {...common}
        build={buildPhase}
        data={phase}
        label="Bode plot: phase in degrees against frequency"
      />
    </div>
  );
}
