import { describe, expect, it } from 'vitest';
import { findDevice } from './catalogue';
import type { DeviceSpec } from './device-spec';
import { applyFault } from './faults';
import { fullScale } from './ranges';
import { signatureSimilarity } from './similarity';
import { traceSignature } from './trace';

const settings = { amplitude: 10, sourceResistance: 1000, frequency: 60 };
const scale = fullScale(settings);
const run = (device: DeviceSpec) => traceSignature({ device, ...settings });
const device = (id: string) => findDevice(id)?.spec ?? { kind: 'open' };

describe('signatureSimilarity', () => {
  it('scores a signature against itself 100, whatever phase it starts at', () => {
    const a = run(device('d-signal'));
    const rotate = (x: Float64Array) =>
      Float64Array.from({ length: x.length }, (_, k) => x[(k + 123) % x.length] ?? 0);
    expect(
      signatureSimilarity(a, { voltage: rotate(a.voltage), current: rotate(a.current) }, scale),
    ).toBeCloseTo(100, 0);
  });

  it('scores a 5 % drifted resistor as a close match and a good against an open diode as a poor one', () => {
    const r = run(device('r-1k'));
    const drifted = run(applyFault(device('r-1k'), { kind: 'drifted', factor: 1.05 }));
    expect(signatureSimilarity(r, drifted, scale)).toBeGreaterThan(90);
    const good = run(device('d-signal'));
    const open = run(applyFault(device('d-signal'), { kind: 'open' }));
    expect(signatureSimilarity(good, open, scale)).toBeLessThan(30);
  });

  it('ranks a leaky diode between a good one and an open one', () => {
    const good = run(device('d-signal'));
    const leaky = signatureSimilarity(
      good,
      run(applyFault(device('d-signal'), { kind: 'leaky', ohms: 10e3 })),
      scale,
    );
    const open = signatureSimilarity(good, run({ kind: 'open' }), scale);
    expect(leaky).toBeLessThan(90);
    expect(leaky).toBeGreaterThan(open);
  });
});
