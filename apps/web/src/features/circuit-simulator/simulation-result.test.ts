import { describe, expect, it } from 'vitest';
import type { RunResponse } from './engine/protocol';
import { resampleOnto, simulationResult } from './simulation-result';

type Ok = Extract<RunResponse, { ok: true }>;
const f64 = (...values: number[]) => Float64Array.from(values);

describe('simulationResult', () => {
  it('turns an AC response into gain in dB and phase in degrees', () => {
    const response: Ok = {
      id: 1,
      ok: true,
      elapsed: 3,
      log: [],
      scale: { name: 'frequency', re: f64(10, 100) },
      vectors: [{ name: 'v(out)', re: f64(1, 0.5), im: f64(0, -0.5) }],
    };
    const recipe = {
      key: 'v:out',
      label: 'V(out)',
      unit: 'V' as const,
      kind: 'voltage' as const,
      voltages: ['v(out)'],
      currents: [],
    };
    const result = simulationResult(
      response,
      [recipe],
      { type: 'ac', start: '10', stop: '100', pointsPerDecade: '1' },
      null,
    );
    const [trace] = result.traces;
    expect(trace?.values[0]).toBeCloseTo(0, 9);
    expect(trace?.values[1]).toBeCloseTo(20 * Math.log10(Math.SQRT1_2), 9);
    expect(trace?.phase?.[1]).toBeCloseTo(-45, 9);
    expect(result.xUnit).toBe('Hz');
  });

  it('unwraps the phase of a response that turns past -180°', () => {
    const angles = [-170, -190, -210];
    const response: Ok = {
      id: 1,
      ok: true,
      elapsed: 1,
      log: [],
      scale: { name: 'frequency', re: f64(1, 2, 3) },
      vectors: [
        {
          name: 'v(out)',
          re: Float64Array.from(angles, (a) => Math.cos((a * Math.PI) / 180)),
          im: Float64Array.from(angles, (a) => Math.sin((a * Math.PI) / 180)),
        },
      ],
    };
    const recipe = {
      key: 'v:out',
      label: 'V(out)',
      unit: 'V' as const,
      kind: 'voltage' as const,
      voltages: ['v(out)'],
      currents: [],
    };
    const [trace] = simulationResult(
      response,
      [recipe],
      { type: 'ac', start: '1', stop: '3', pointsPerDecade: '1' },
      null,
    ).traces;
    expect([...(trace?.phase ?? [])].map((p) => Math.round(p))).toEqual(angles);
  });

  it('lists every node voltage of an operating point and draws the good run on the faulty run’s time axis', () => {
    const op: Ok = {
      id: 1,
      ok: true,
      elapsed: 1,
      log: [],
      scale: null,
      vectors: [
        { name: 'v(out)', re: f64(3.2) },
        { name: 'i(v1)', re: f64(-1e-3) },
      ],
    };
    expect(simulationResult(op, [], { type: 'op' }, null).nodeVoltages).toEqual(new Map([['out', 3.2]]));
    const withAmmeter: Ok = { ...op, vectors: [...op.vectors, { name: 'v(r1_pin0)', re: f64(9) }] };
    const nodes = new Set(['out']);
    expect(simulationResult(withAmmeter, [], { type: 'op' }, null, nodes).nodeVoltages).toEqual(
      new Map([['out', 3.2]]),
    );
    expect(resampleOnto(f64(0, 1, 2), f64(0, 10, 20), f64(0.5, 1.5, 3))).toEqual(f64(5, 15, 20));
  });
});
