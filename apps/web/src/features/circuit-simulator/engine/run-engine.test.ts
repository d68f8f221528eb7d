// @vitest-environment node
import { writeNetlist } from '@electrobench/circuit/netlist-writer';
import { divider, rcStep } from '@electrobench/circuit/test-support/circuits';
import { Simulation } from 'eecircuit-engine';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runMarker } from './protocol';
import { runOnEngine, type EngineLike } from './run-engine';

// The real ngspice WebAssembly engine, as the worker runs it (Node can run it too). The web
// project's shared setup clears localStorage after each test, which Node does not have.
vi.stubGlobal('localStorage', { clear: () => undefined });
let engine: EngineLike;
beforeAll(async () => {
  const simulation = new Simulation();
  await simulation.start();
  engine = simulation;
}, 60_000);

let nextId = 1;
function run(netlistFor: (title: string) => string) {
  const id = nextId++;
  return runOnEngine(engine, { id, netlist: netlistFor(runMarker(id)) });
}

describe('runOnEngine (ngspice 45 WebAssembly)', () => {
  it('returns the operating point of every node as typed arrays', async () => {
    const response = await run(
      (title) =>
        writeNetlist(divider('1k', '3k'), { analysis: { type: 'op' }, withFaults: false, title }).text,
    );
    expect(response.ok).toBe(true);
    if (!response.ok) return;
    expect(response.scale).toBeNull();
    const out = response.vectors.find((v) => v.name === 'v(out)');
    expect(out?.re).toBeInstanceOf(Float64Array);
    expect(out?.re[0]).toBeCloseTo(7.5, 9);
  });

  it('returns only the saved vectors of a transient, with time as the scale', async () => {
    const response = await run(
      (title) =>
        writeNetlist(rcStep('1k', '1u'), {
          analysis: { type: 'tran', stop: '5m', step: '10u' },
          withFaults: false,
          save: ['v(out)'],
          title,
        }).text,
    );
    if (!response.ok) throw new Error(response.log.join('\n'));
    expect(response.scale?.name).toBe('time');
    expect(response.vectors.map((v) => v.name)).toEqual(['v(out)']);
    const time = response.scale?.re ?? new Float64Array();
    const out = response.vectors[0]?.re ?? new Float64Array();
    const k = time.findIndex((t) => t >= 1e-3);
    expect(out[k]).toBeCloseTo(5 * (1 - Math.exp(-(time[k] ?? 0) / 1e-3)), 2);
  });

  /** An AC sweep of the RC low-pass (1 kΩ, 1 µF: corner 159 Hz) and its gain at a frequency. */
  async function sweepRc(circuit: ReturnType<typeof rcStep>) {
    const response = await run(
      (title) =>
        writeNetlist(circuit, {
          analysis: { type: 'ac', start: '10', stop: '100k', pointsPerDecade: '10' },
          withFaults: false,
          save: ['v(out)'],
          title,
        }).text,
    );
    if (!response.ok) throw new Error(response.log.join('\n'));
    const f = response.scale?.re ?? new Float64Array();
    const out = response.vectors[0];
    const gainAt = (hz: number) => {
      const k = f.findIndex((x) => x >= hz);
      return { hz: f[k] ?? 0, gain: Math.hypot(out?.re[k] ?? 0, out?.im?.[k] ?? 0) };
    };
    return { response, gainAt };
  }
  const lowPass = (hz: number) => 1 / Math.hypot(1, hz / (1 / (2 * Math.PI * 1e-3)));

  it('returns complex AC results as real and imaginary arrays', async () => {
    const circuit = rcStep('1k', '1u');
    const source = circuit.parts.find((p) => p.id === 'V1');
    if (source)
      Object.assign(source, { kind: 'ac-voltage', value: '1', params: { frequency: '1k', offset: '0' } });
    const { response, gainAt } = await sweepRc(circuit);
    expect(response.scale?.name).toBe('frequency');
    expect(response.vectors[0]?.im).toBeDefined();
    // At the corner frequency 1/(2πRC) = 159 Hz the gain is 1/√2 and the phase -45°.
    const { hz, gain } = gainAt(1000);
    expect(gain).toBeCloseTo(lowPass(hz), 3);
  });

  it('sweeps a circuit driven by a pulse source as a 1 V AC input', async () => {
    // The RC example keeps its square-wave source; an AC sweep of it must still show the low-pass
    // response (a source without "AC 1" would give a flat line near -600 dB).
    const { gainAt } = await sweepRc(rcStep('1k', '1u'));
    for (const at of [10, 1000]) {
      const { hz, gain } = gainAt(at);
      expect(gain).toBeCloseTo(lowPass(hz), 3);
    }
  });

  it('reports a failed run instead of handing back the previous run’s results', async () => {
    const response = await run((title) => `* ${title}\nV1 a 0 5\nD1 a 0 NOPE\n.op\n.end\n`);
    expect(response.ok).toBe(false);
    expect(response.log.join('\n')).toMatch(/can't find model 'nope'/);
  });
});
