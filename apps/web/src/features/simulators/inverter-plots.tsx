import type { InverterResult } from '@electrobench/simulation/inverter/simulate-inverter';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { TracePalette } from '../../ui/plot/plot-colors';
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

/** Each gate row sits 1.5 units below the previous so the six logic traces do not overlap. */
const GATE_ROWS = [0, 1, 2, 3, 4, 5].map((row) => (5 - row) * 1.5);
const GATE_TICKS: YTicks = {
  at: GATE_ROWS.map((offset) => offset + 0.5),
  labels: PHASE_NAMES.flatMap((p) => [`${p}+`, `${p}−`]),
};

export function InverterPlots({ result }: { result: InverterResult }) {
  const palette = usePlotColors().trace;
  const styles = useMemo(() => seriesStyles(palette), [palette]);
  // Time counted from the start of the shown cycles (the settling cycles before them are not kept).
  const time = useMemo(
    () => Float64Array.from(result.time, (t) => (t - (result.time[0] ?? 0)) * 1000),
    [result],
  );
  const data = useMemo(() => {
    const gates = result.gateUpper.flatMap((upper, x) => [upper, result.gateLower[x] ?? upper]);
    const modulation: uPlot.AlignedData = [time, result.carrier, ...result.reference];
    const gate: uPlot.AlignedData = [
      time,
      ...gates.map((g, row) => Float32Array.from(g, (v) => v + (GATE_ROWS[row] ?? 0))),
    ];
    const voltage: uPlot.AlignedData = [time, result.lineVoltage[0], result.phaseVoltage[0]];
    const current: uPlot.AlignedData = [time, ...result.phaseCurrent];
    return { modulation, gate, voltage, currents: current };
  }, [result, time]);

  return (
    <>
      <figure className="sim-figure">
        <figcaption className="sim-plot-title">Carrier and references</figcaption>
        <TimePlot
          styles={styles.modulation}
          data={data.modulation}
          yLabel="Per unit"
          height={200}
          label="Triangle carrier and the three modulation references against time."
        />
      </figure>
      <figure className="sim-figure">
        <figcaption className="sim-plot-title">Gate signals</figcaption>
        <TimePlot
          styles={styles.gate}
          data={data.gate}
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
          data={data.voltage}
          yLabel="Volts"
          height={220}
          label="Line-to-line voltage ab and phase voltage a against time."
        />
      </figure>
      <figure className="sim-figure">
        <figcaption className="sim-plot-title">Phase currents</figcaption>
        <TimePlot
          styles={styles.current}
          data={data.currents}
          yLabel="Amperes"
          height={220}
          label="The three phase currents against time."
        />
      </figure>
    </>
  );
}
