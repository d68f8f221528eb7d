import { describe, expect, it } from 'vitest';
import { awgDiameterMm, awgToMetric, diameterToAwg, gaugeLabel, mm2ToAwg, parseGauge } from './awg';

describe('AWG sizes (ASTM B258)', () => {
  it.each([
    [36, 0.127, 0.01267],
    [24, 0.5106, 0.2047],
    [20, 0.8118, 0.5176],
    [18, 1.024, 0.8231],
    [14, 1.628, 2.081],
    [12, 2.053, 3.309],
    [10, 2.588, 5.261],
    [0, 8.252, 53.49],
    [-3, 11.68, 107.2],
    [40, 0.07987, 0.00501],
  ])('AWG %i: %f mm, %f mm²', (gauge, diameter, area) => {
    const result = awgToMetric(gauge);
    if (!result.ok) throw new Error(result.error);
    expect(result.diameterMm / diameter).toBeCloseTo(1, 3);
    expect(result.areaMm2 / area).toBeCloseTo(1, 3);
  });

  it('gives copper resistance per metre at 20 °C', () => {
    const awg10 = awgToMetric(10);
    const awg24 = awgToMetric(24);
    if (!awg10.ok || !awg24.ok) throw new Error('unexpected');
    expect(awg10.ohmsPerMetre * 1000).toBeCloseTo(3.277, 2);
    expect(awg24.ohmsPerMetre * 1000).toBeCloseTo(84.2, 0);
  });

  it('doubles the area every three gauges', () => {
    expect(awgDiameterMm(10) ** 2 / awgDiameterMm(13) ** 2).toBeCloseTo(2, 1);
    expect(awgDiameterMm(0) / awgDiameterMm(6)).toBeCloseTo(2, 1);
  });

  it('includes the typical ampacity for whole gauges', () => {
    expect(awgToMetric(10)).toMatchObject({ ampacity: { chassisAmps: 55, powerTransmissionAmps: 15 } });
    expect(awgToMetric('4/0')).toMatchObject({
      label: '4/0',
      ampacity: { chassisAmps: 380, powerTransmissionAmps: 302 },
    });
    expect(awgToMetric(12.5)).toMatchObject({ ok: true, ampacity: null });
  });
});

describe('parseGauge and gaugeLabel', () => {
  it.each([
    ['12', 12],
    ['AWG 12', 12],
    ['12 awg', 12],
    ['#12', 12],
    ['4/0', -3],
    ['0000', -3],
    ['3/0', -2],
    ['000', -2],
    ['2/0', -1],
    ['00', -1],
    ['1/0', 0],
    ['0', 0],
    ['40', 40],
  ])('%s → %i', (text, gauge) => {
    expect(parseGauge(text)).toMatchObject({ ok: true, gauge });
  });

  it('labels aught sizes', () => {
    expect(gaugeLabel(-3)).toBe('4/0');
    expect(gaugeLabel(0)).toBe('1/0');
    expect(gaugeLabel(14)).toBe('14');
  });

  it('rejects out-of-range and unreadable gauges', () => {
    expect(parseGauge('41')).toEqual({
      ok: false,
      error: 'Wire gauges from 4/0 (0000) to 40 are supported.',
    });
    expect(parseGauge('5/0').ok).toBe(false);
    expect(parseGauge('00000').ok).toBe(false);
    expect(parseGauge('thick').ok).toBe(false);
    expect(awgToMetric(-4).ok).toBe(false);
  });
});

describe('mm2ToAwg and diameterToAwg', () => {
  it('finds the nearest gauge and the thinnest one that is big enough', () => {
    const result = mm2ToAwg(2.5);
    expect(result).toMatchObject({ ok: true, nearest: { gauge: 13 }, atLeast: { gauge: 13 } });
    if (result.ok) expect(result.exactGauge).toBeCloseTo(13.2, 1);
    expect(mm2ToAwg(1.5)).toMatchObject({ nearest: { gauge: 15 }, atLeast: { gauge: 15 } });
    expect(mm2ToAwg(4)).toMatchObject({ nearest: { gauge: 11 }, atLeast: { gauge: 11 } });
    expect(mm2ToAwg(0.75)).toMatchObject({ nearest: { gauge: 18 }, atLeast: { gauge: 18 } });
    expect(mm2ToAwg(1)).toMatchObject({ nearest: { gauge: 17 }, atLeast: { gauge: 17 } });
  });

  it('rounds up to a thicker wire when between sizes', () => {
    expect(mm2ToAwg(3)).toMatchObject({ nearest: { gauge: 12 }, atLeast: { gauge: 12 } });
    expect(mm2ToAwg(3.5)).toMatchObject({ nearest: { gauge: 12 }, atLeast: { gauge: 11 } });
  });

  it('is exact at standard sizes', () => {
    const awg10 = awgToMetric(10);
    if (!awg10.ok) throw new Error(awg10.error);
    expect(mm2ToAwg(awg10.areaMm2)).toMatchObject({ nearest: { gauge: 10 }, atLeast: { gauge: 10 } });
    expect(diameterToAwg(0.127)).toMatchObject({ exactGauge: 36, nearest: { gauge: 36 } });
  });

  it('handles the ends of the range', () => {
    expect(mm2ToAwg(100)).toMatchObject({ nearest: { label: '4/0' }, atLeast: { label: '4/0' } });
    const thick = mm2ToAwg(150);
    expect(thick.ok).toBe(false);
    const thin = mm2ToAwg(0.001);
    expect(thin).toMatchObject({ ok: true, nearest: { gauge: 40 } });
    if (thin.ok) expect(thin.notes[0]).toContain('Thinner than AWG 40');
  });

  it('rejects zero and negative sizes', () => {
    expect(mm2ToAwg(0)).toEqual({ ok: false, error: 'Cross-section must be greater than zero.' });
    expect(diameterToAwg(-1).ok).toBe(false);
  });
});
