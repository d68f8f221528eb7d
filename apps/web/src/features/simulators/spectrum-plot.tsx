import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { PlotColors } from '../../ui/plot/plot-colors';
import { UplotChart, barPaths, type ChartOptions } from '../../ui/plot/uplot-chart';

interface SpectrumPlotProps {
  /** Peak amplitude per harmonic order, index 0 = DC. */
  amplitudes: Float64Array;
  unit: string;
  height: number;
  label: string;
}

/** Harmonic amplitudes as bars against harmonic order. */
export function SpectrumPlot({ amplitudes, unit, height, label }: SpectrumPlotProps) {
  const build = useCallback(
    (colors: PlotColors): ChartOptions => {
      const bars = barPaths();
      const axis = (text: string): uPlot.Axis => ({
        label: text,
        stroke: colors.text,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { stroke: colors.grid, width: 1 },
      });
      return {
        scales: { x: { time: false } },
        axes: [axis('Harmonic order'), axis(`Amplitude (${unit} peak)`)],
        series: [
          { label: 'Order' },
          {
            label: 'Amplitude',
            stroke: colors.accent,
            fill: colors.accent,
            ...(bars ? { paths: bars } : {}),
            points: { show: false },
          },
        ],
      };
    },
    [unit],
  );
  const data = useMemo(
    (): uPlot.AlignedData => [Float64Array.from(amplitudes, (_, k) => k), amplitudes],
    [amplitudes],
  );
  return <UplotChart className="sim-chart" build={build} data={data} height={height} label={label} />;
}
