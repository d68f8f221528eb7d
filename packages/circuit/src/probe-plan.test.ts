import { describe, expect, it } from 'vitest';
import { resolveConnectivity } from './connectivity';
import { writeNetlist } from './netlist-writer';
import { evaluateTrace, planProbes } from './probe-plan';
import { divider } from './test-support/circuits';
import { runWrittenNetlist } from './test-support/run-netlist';

describe('planProbes', () => {
  const circuit = divider('1k', '3k');
  const plan = planProbes(
    circuit,
    [
      { kind: 'voltage', x: 7, y: -2 }, // along the wire into "out"
      { kind: 'current', part: 'R2' },
      { kind: 'power', part: 'R1' },
      { kind: 'voltage', x: 8, y: -2 }, // the same node again: one trace
      { kind: 'voltage', x: 40, y: 40 }, // nothing there
    ],
    resolveConnectivity(circuit),
  );

  it('saves only what the traces need and measures current with ammeters', () => {
    expect(plan.traces.map((t) => t.label)).toEqual(['V(out)', 'I(R2)', 'P(R1)']);
    expect(plan.ammeterParts).toEqual(['R2', 'R1']);
    expect(plan.save.sort()).toEqual(['i(vam_r1_0)', 'i(vam_r2_0)', 'v(n1)', 'v(out)']);
  });

  it('computes 7.5 V, 2.5 mA and 6.25 mW from the simulated vectors', () => {
    const netlist = writeNetlist(circuit, {
      analysis: { type: 'op' },
      withFaults: false,
      ammeterParts: plan.ammeterParts,
    });
    const printed = runWrittenNetlist(netlist.text, [`print ${plan.save.join(' ')}`]);
    const vectors = new Map(
      plan.save.map((name) => [name, Float64Array.of(printed.get(name) ?? Number.NaN)]),
    );
    const [v, i, p] = plan.traces.map((trace) => evaluateTrace(trace, vectors, 1)[0]);
    expect(v).toBeCloseTo(7.5, 6);
    expect(i).toBeCloseTo(2.5e-3, 9);
    expect(p).toBeCloseTo(2.5 * 2.5e-3, 9);
  });
});
