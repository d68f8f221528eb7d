import { describe, expect, it } from 'vitest';
import { traceSignature } from './trace';

const peak = (a: Float64Array) => Math.max(...a.map(Math.abs));

describe('traceSignature in steady state', () => {
  it('a capacitor draws the current of its reactance from the first displayed cycle', () => {
    // 10 µF behind 10 kΩ settles over 0.1 s, five cycles at 50 Hz; the display must not drift.
    const f = 50;
    const c = 10e-6;
    const rs = 10e3;
    const trace = traceSignature({
      device: { kind: 'capacitor', farads: c },
      amplitude: 10,
      frequency: f,
      sourceResistance: rs,
    });
    const xc = 1 / (2 * Math.PI * f * c);
    const expected = 10 / Math.hypot(rs, xc);
    expect(peak(trace.current)).toBeCloseTo(expected, 6);
    expect(peak(trace.voltage)).toBeCloseTo(expected * xc, 3);
    // An ellipse centred on the origin: no leftover DC charge.
    const mean = trace.voltage.reduce((s, v) => s + v, 0) / trace.voltage.length;
    expect(Math.abs(mean)).toBeLessThan(1e-3);
  });

  it('an inductor lags: its current peaks a quarter period after its voltage', () => {
    const f = 1000;
    const l = 10e-3;
    const rs = 10;
    const trace = traceSignature({
      device: { kind: 'inductor', henries: l },
      amplitude: 1,
      frequency: f,
      sourceResistance: rs,
    });
    const xl = 2 * Math.PI * f * l;
    expect(peak(trace.current)).toBeCloseTo(1 / Math.hypot(rs, xl), 5);
    const argmax = (a: Float64Array) => a.indexOf(Math.max(...a));
    // v = L·di/dt: across an ideal inductor the current lags by exactly 90°, 100 of 400 samples.
    const lag = (argmax(trace.current) - argmax(trace.voltage) + 400) % 400;
    expect(Math.abs(lag - 100)).toBeLessThanOrEqual(1);
  });

  it('a resistor traces a straight line with slope 1/R', () => {
    const trace = traceSignature({
      device: { kind: 'resistor', ohms: 2200 },
      amplitude: 5,
      frequency: 60,
      sourceResistance: 1000,
    });
    for (let k = 0; k < trace.voltage.length; k += 37) {
      expect(trace.current[k]).toBeCloseTo((trace.voltage[k] ?? 0) / 2200, 9);
    }
    expect(peak(trace.voltage)).toBeCloseTo((5 * 2200) / 3200, 3);
  });

  it('open and short are the horizontal and vertical lines of the display', () => {
    const open = traceSignature({
      device: { kind: 'open' },
      amplitude: 10,
      frequency: 60,
      sourceResistance: 1000,
    });
    expect(peak(open.current)).toBeLessThan(1e-12);
    expect(peak(open.voltage)).toBeCloseTo(10, 3);
    const short = traceSignature({
      device: { kind: 'short' },
      amplitude: 10,
      frequency: 60,
      sourceResistance: 1000,
    });
    expect(peak(short.voltage)).toBeLessThan(1e-4);
    expect(peak(short.current)).toBeCloseTo(0.01, 3);
  });

  it('a silicon diode clamps near 0.6–0.8 V forward and blocks in reverse', () => {
    const trace = traceSignature({
      device: { kind: 'diode', params: { is: 2.52e-9, n: 1.752, rs: 0.568 } },
      amplitude: 10,
      frequency: 60,
      sourceResistance: 1000,
    });
    expect(Math.max(...trace.voltage)).toBeGreaterThan(0.6);
    expect(Math.max(...trace.voltage)).toBeLessThan(0.8);
    expect(Math.min(...trace.voltage)).toBeCloseTo(-10, 2);
    expect(Math.min(...trace.current)).toBeGreaterThan(-1e-6);
  });
});
