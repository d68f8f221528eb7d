import { resolveConnectivity } from '@electrobench/circuit/connectivity';
import { writeNetlist } from '@electrobench/circuit/netlist-writer';
import { planProbes } from '@electrobench/circuit/probe-plan';
import { runWrittenNetlist } from '@electrobench/circuit/test-support/run-netlist';
import { validateCircuit } from '@electrobench/circuit/validate';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, dividerExample, opampExample, rcExample, timerExample } from './examples';

/** Runs an example's own analysis in Debian's ngspice with extra control lines. */
function run(doc: ReturnType<typeof dividerExample>, commands: string[]) {
  const netlist = writeNetlist(doc, { analysis: doc.analysis ?? { type: 'op' }, withFaults: false });
  expect(netlist.problems).toEqual([]);
  return runWrittenNetlist(netlist.text, commands);
}

describe('example circuits', () => {
  it.each(EXAMPLES.map((e) => [e.id, e] as const))(
    '%s is drawn without loose ends and probes real nodes',
    (_id, example) => {
      const doc = example.make();
      expect(validateCircuit(doc)).toEqual([]);
      const plan = planProbes(doc, doc.probes ?? [], resolveConnectivity(doc));
      expect(plan.traces).toHaveLength(doc.probes?.length ?? 0);
    },
  );

  it('divider: out = 12 · 4.7 / 14.7 V', () => {
    expect(run(dividerExample(), ['print v(out)']).get('v(out)')).toBeCloseTo((12 * 4.7) / 14.7, 6);
  });

  it('RC: the capacitor reaches 5·(1 − 1/e) one time constant after the edge', () => {
    expect(run(rcExample(), ['meas tran v1 find v(out) at=1m']).get('v1')).toBeCloseTo(
      5 * (1 - Math.exp(-1)),
      2,
    );
  });

  it('555: the LED flashes at 1.44/((RA + 2RB)C) = 68.6 Hz', () => {
    const values = run(timerExample(), [
      'meas tran t1 when v(out)=4 rise=2',
      'meas tran t2 when v(out)=4 rise=3',
    ]);
    const frequency = 1 / ((values.get('t2') ?? 0) - (values.get('t1') ?? 0));
    expect(frequency).toBeGreaterThan(68.6 * 0.95);
    expect(frequency).toBeLessThan(68.6 * 1.05);
  });

  it('op-amp: 0.5 ± 0.2 V in comes out as 4.9 times that', () => {
    const values = run(opampExample(), [
      'meas tran hi max v(out) from=1m',
      'meas tran lo min v(out) from=1m',
    ]);
    expect(values.get('hi')).toBeCloseTo(0.7 * 4.9, 1);
    expect(values.get('lo')).toBeCloseTo(0.3 * 4.9, 1);
  });
});
