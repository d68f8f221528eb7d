import { useMemo } from 'react';
import type { TracePalette } from '../../ui/plot/plot-colors';
import { GATE_ROWS, type InverterView } from './inverter-view';
import { TimePlot, type SeriesStyle, type YTicks } from './time-plot';
import { usePlotColors } from '../../ui/plot/plot-colors';

const PHASE_NAMES = ['a', 'b', 'c'] as const;

function seriesStyles(color: TracePalette) {
  return {
    modulation: [
      { label: 'Carrier', color: '#8a94a3' },
      ...PHASE_NAMES.map((p, i) => ({ label: `Reference ${p}`, color: color(i) })),
    ],
    gate: PHASE_NAMES.flatMap((p, i) => [
      { label: `${p} upper`, color: color(i), stepped: true },
      { label: `${p} lower`, color: color(i), stepped: true },
    ]),
    voltage: [
      { label: 'Line voltage ab', color: color(0) },
      { label: 'Phase voltage a', color: color(1) },
    ],
    current: PHASE_NAMES.map((p, i) => ({ label: `Current ${p}`, color: color(i) })),
  } satisfies Record<string, SeriesStyle[]>;
}

const GATE_TICKS: YTicks = {
  at: GATE_ROWS.map((offset) => offset + 0.5),
  labels: PHASE_NAMES.flatMap((p) => [`${p}+`, `${p}−`]),
};

export function InverterPlots({ plots }: { plots: InverterView['plots'] }) {
  const palette = usePlotColors().trace;
  const styles = useMemo(() => seriesStyles(palette), [palette]);
  return (
    <>
      <figure className="sim-figure">
        <figcaption className="sim-plot-title">Carrier and references</figcaption>
        <TimePlot
          styles={styles.modulation}
          deferUntilNear
          data={plots.modulation}
          yLabel="Per unit"
          height={200}
          label="Triangle carrier and the three modulation references against time."
        />
      </figure>
      <figure className="sim-figure">
        <figcaption className="sim-plot-title">Gate signals</figcaption>
        <TimePlot
          styles={styles.gate}
          deferUntilNear
          data={plots.gate}
          yLabel="Switch"
          height={220}
          yTicks={GATE_TICKS}
          label="Gate signals of the six switches against time; upper and lower of each leg never overlap."
        />
      </figure>
      <figure className="sim-figure">
        <figcaption className="sim-plot-title">Output voltages</figcaption>
        <TimePlot
          styles={styles.voltage}
          deferUntilNear
          data={plots.voltage}
          yLabel="Volts"
          height={220}
          label="Line-to-line voltage ab and phase voltage a against time."
        />
      </figure>
      <figure className="sim-figure">
        <figcaption className="sim-plot-title">Phase currents</figcaption>
        <TimePlot
          styles={styles.current}
          deferUntilNear
          data={plots.currents}
          yLabel="Amperes"
          height={220}
          label="The three phase currents against time."
        />
      </figure>
    </>
  );
}
