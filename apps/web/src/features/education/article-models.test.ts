import { describe, expect, it } from 'vitest';
import {
  diodeCurrent,
  driftSpeed,
  electronsPerSecond,
  opAmpOutput,
  rectifierWaveform,
  rippleOf,
  transformer,
  zenerRegulator,
} from './article-models';

describe('electron flow', () => {
  it('counts 6.24e18 electrons per second in one ampere', () => {
    expect(electronsPerSecond(1)).toBeCloseTo(6.2415e18, -14);
  });
  it('gives a drift speed of about 0.07 mm/s for 1 A in 1 mm² copper', () => {
    expect(driftSpeed(1, 1) * 1000).toBeCloseTo(0.0734, 3);
  });
});

describe('transformer', () => {
  it('steps 230 V down to 11.5 V with 1000:50 turns and steps the current up 20 times', () => {
    expect(transformer(230, 1000, 50)).toEqual({ secondaryVolts: 11.5, currentRatio: 20 });
  });
});

describe('diodeCurrent', () => {
  it('is tiny below 0.4 V, about a milliamp near 0.65 V and about ten times more per 60 mV', () => {
    expect(diodeCurrent(0.4)).toBeLessThan(1e-6);
    expect(diodeCurrent(0.65)).toBeGreaterThan(5e-4);
    expect(diodeCurrent(0.65)).toBeLessThan(2e-3);
    expect(diodeCurrent(0.71) / diodeCurrent(0.65)).toBeCloseTo(Math.exp(0.06 / 0.02585), 6);
    expect(diodeCurrent(0)).toBe(0);
  });
});

describe('zenerRegulator', () => {
  it('holds 5.1 V and gives the zener what the load leaves (12 V, 330 Ω, 1 kΩ load)', () => {
    const r = zenerRegulator({ vin: 12, zenerVolts: 5.1, seriesOhms: 330, loadOhms: 1000 });
    expect(r.regulating).toBe(true);
    expect(r.vout).toBe(5.1);
    expect(r.seriesAmps).toBeCloseTo(6.9 / 330, 12);
    expect(r.zenerAmps).toBeCloseTo(6.9 / 330 - 5.1 / 1000, 12);
  });
  it('drops out of regulation when the load takes more than the resistor supplies', () => {
    const r = zenerRegulator({ vin: 12, zenerVolts: 5.1, seriesOhms: 330, loadOhms: 100 });
    expect(r.regulating).toBe(false);
    expect(r.vout).toBeCloseTo((12 * 100) / 430, 12);
    expect(r.zenerAmps).toBe(0);
  });
});

describe('opAmpOutput', () => {
  it('gives −10 for an inverting stage with 100k/10k and +11 non-inverting', () => {
    expect(
      opAmpOutput({ mode: 'inverting', feedbackOhms: 100e3, groundOhms: 10e3, vin: 0.5, railVolts: 12 }),
    ).toMatchObject({ gain: -10, vout: -5, clipped: false });
    expect(
      opAmpOutput({ mode: 'non-inverting', feedbackOhms: 100e3, groundOhms: 10e3, vin: 0.5, railVolts: 12 })
        .gain,
    ).toBe(11);
  });
  it('clips at the supply rail', () => {
    expect(
      opAmpOutput({ mode: 'non-inverting', feedbackOhms: 90e3, groundOhms: 10e3, vin: 2, railVolts: 12 }),
    ).toMatchObject({ ideal: 20, vout: 12, clipped: true });
  });
});

describe('rectifierWaveform', () => {
  const base = { peakVolts: 17, frequencyHz: 50, diodeDropVolts: 1.4, loadAmps: 1 };

  it('never goes negative and peaks one drop below the input without a capacitor', () => {
    const points = rectifierWaveform({ ...base, kind: 'full', farads: 0 });
    expect(Math.min(...points.map((p) => p.out))).toBe(0);
    expect(Math.max(...points.map((p) => p.out))).toBeCloseTo(15.6, 2);
  });

  it('shows a ripple close to I / (f·C) with a large capacitor, twice as much for half-wave', () => {
    const full = rippleOf(rectifierWaveform({ ...base, kind: 'full', farads: 4700e-6 }));
    // The capacitor starts recharging before the next peak, so the ripple is a little below the estimate.
    expect(full).toBeGreaterThan(1.6);
    expect(full).toBeLessThan(1 / (100 * 4700e-6));
    const half = rippleOf(rectifierWaveform({ ...base, kind: 'half', diodeDropVolts: 0.7, farads: 4700e-6 }));
    expect(half / full).toBeGreaterThan(1.7);
  });
});
