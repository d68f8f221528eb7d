import { describe, expect, it } from 'vitest';
import { decodeColorBands } from './resistor-color-code';

describe('decodeColorBands', () => {
  it('decodes four-band codes', () => {
    expect(decodeColorBands(['yellow', 'violet', 'red', 'gold'])).toMatchObject({
      ok: true,
      ohms: 4700,
      tolerancePercent: 5,
      minOhms: 4465,
      maxOhms: 4935,
      tempCoPpmPerK: null,
      significantDigits: 2,
      multiplier: 100,
      eSeries: ['E3', 'E6', 'E12', 'E24', 'E192'],
    });
    expect(decodeColorBands(['brown', 'black', 'orange', 'gold'])).toMatchObject({ ohms: 10_000 });
    expect(decodeColorBands(['red', 'red', 'black', 'silver'])).toMatchObject({
      ohms: 22,
      tolerancePercent: 10,
    });
  });

  it('handles gold, silver and pink multipliers', () => {
    expect(decodeColorBands(['yellow', 'violet', 'gold', 'gold'])).toMatchObject({ ohms: 4.7 });
    expect(decodeColorBands(['brown', 'black', 'silver', 'gold'])).toMatchObject({ ohms: 0.1 });
    expect(decodeColorBands(['brown', 'black', 'pink', 'gold'])).toMatchObject({ ohms: 0.01 });
  });

  it('decodes five-band precision codes', () => {
    expect(decodeColorBands(['brown', 'black', 'black', 'brown', 'brown'])).toMatchObject({
      ohms: 1000,
      tolerancePercent: 1,
      significantDigits: 3,
    });
    expect(decodeColorBands(['yellow', 'violet', 'green', 'brown', 'brown'])).toMatchObject({ ohms: 4750 });
    expect(decodeColorBands(['brown', 'black', 'black', 'gold', 'brown'])).toMatchObject({ ohms: 10 });
  });

  it('decodes six-band codes with the temperature coefficient', () => {
    expect(decodeColorBands(['orange', 'orange', 'black', 'red', 'brown', 'red'])).toMatchObject({
      ohms: 33_000,
      tolerancePercent: 1,
      tempCoPpmPerK: 50,
      formula: 'R = (100·d1 + 10·d2 + d3) × multiplier',
    });
  });

  it('treats three bands as ±20 %', () => {
    expect(decodeColorBands(['brown', 'black', 'red'])).toMatchObject({
      ohms: 1000,
      tolerancePercent: 20,
      maxOhms: 1200,
    });
  });

  it('reads a single black band as a zero-ohm link', () => {
    expect(decodeColorBands(['black'])).toMatchObject({ ok: true, ohms: 0 });
    expect(decodeColorBands(['red']).ok).toBe(false);
  });

  it('is forgiving about spelling', () => {
    expect(decodeColorBands(['Yellow', 'PURPLE', 'Red', 'GD'])).toMatchObject({ ok: true, ohms: 4700 });
    expect(decodeColorBands(['gray', 'red', 'brown', 'gold'])).toMatchObject({ ok: true, ohms: 820 });
  });

  it('warns about a black first band but still decodes', () => {
    const result = decodeColorBands(['black', 'red', 'red', 'gold']);
    expect(result).toMatchObject({ ok: true, ohms: 200 });
    if (result.ok) expect(result.warnings[0]).toContain('reading direction');
  });

  it('explains a reversed reading', () => {
    const result = decodeColorBands(['gold', 'red', 'violet', 'yellow']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('other side');
  });

  it('rejects colours in the wrong role', () => {
    const tolerance = decodeColorBands(['brown', 'black', 'red', 'white']);
    expect(tolerance).toEqual({
      ok: false,
      error: 'Band 4 (white) is the tolerance band, but white has no tolerance meaning.',
    });
    expect(decodeColorBands(['brown', 'black', 'none', 'gold']).ok).toBe(false);
    expect(decodeColorBands(['brown', 'black', 'black', 'red', 'brown', 'white']).ok).toBe(false);
  });

  it('rejects unknown colours and impossible band counts', () => {
    const unknown = decodeColorBands(['yellow', 'magenta', 'red', 'gold']);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toContain('Band 2 "magenta" is not a resistor colour');
    expect(decodeColorBands(['red', 'red']).ok).toBe(false);
    expect(decodeColorBands(['red', 'red', 'red', 'red', 'red', 'red', 'red']).ok).toBe(false);
    expect(decodeColorBands([]).ok).toBe(false);
  });

  it('handles the largest code without losing precision', () => {
    expect(decodeColorBands(['white', 'white', 'white', 'white', 'brown'])).toMatchObject({ ohms: 999e9 });
  });
});
