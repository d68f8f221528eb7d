import { describe, expect, it } from 'vitest';
import { decodeSmdResistor } from './smd-resistor-code';

function errorOf(code: string): string {
  const result = decodeSmdResistor(code);
  if (result.ok) throw new Error(`expected ${code} to fail`);
  return result.error;
}

describe('decodeSmdResistor: 3 and 4 digit codes', () => {
  it.each([
    ['472', 4700],
    ['100', 10],
    ['101', 100],
    ['103', 10_000],
    ['220', 22],
    ['105', 1_000_000],
    ['334', 330_000],
  ])('%s = %d Ω at 5 %%', (code, ohms) => {
    expect(decodeSmdResistor(code)).toMatchObject({
      ok: true,
      ohms,
      notation: 'three-digit',
      impliedTolerancePercent: 5,
    });
  });

  it.each([
    ['4701', 4700],
    ['1000', 100],
    ['1001', 1000],
    ['4992', 49_900],
    ['1002', 10_000],
    ['2201', 2200],
  ])('%s = %d Ω at 1 %%', (code, ohms) => {
    expect(decodeSmdResistor(code)).toMatchObject({
      ok: true,
      ohms,
      notation: 'four-digit',
      impliedTolerancePercent: 1,
    });
  });

  it('reports E-series membership', () => {
    expect(decodeSmdResistor('472')).toMatchObject({ eSeries: ['E3', 'E6', 'E12', 'E24', 'E192'] });
    expect(decodeSmdResistor('4992')).toMatchObject({ eSeries: ['E96', 'E192'] });
    expect(decodeSmdResistor('5111')).toMatchObject({ eSeries: ['E48', 'E96', 'E192'] });
    expect(decodeSmdResistor('1254')).toMatchObject({ ohms: 1_250_000, eSeries: [] });
  });

  it('explains the arithmetic', () => {
    expect(decodeSmdResistor('472')).toMatchObject({
      formula: 'R = AB × 10^C Ω',
      explanation: '47 × 10^2 = 4.7 kΩ',
    });
  });

  it('refuses multiplier digits that resistors do not use', () => {
    expect(errorOf('479')).toContain('capacitor codes use 8 and 9');
    expect(errorOf('1008')).toContain('multiplier digit 8');
  });

  it('refuses leading zeros but accepts zero-ohm links', () => {
    expect(errorOf('047')).toContain('R as the decimal point');
    for (const code of ['0', '00', '000', '0000']) {
      expect(decodeSmdResistor(code)).toMatchObject({ ok: true, ohms: 0, notation: 'zero-ohm' });
    }
  });
});

describe('decodeSmdResistor: R and milliohm notation', () => {
  it.each([
    ['4R7', 4.7, 5],
    ['R47', 0.47, 5],
    ['0R1', 0.1, 5],
    ['R010', 0.01, 1],
    ['R047', 0.047, 1],
    ['10R0', 10, 1],
    ['1R00', 1, 1],
  ])('%s = %d Ω', (code, ohms, tolerance) => {
    expect(decodeSmdResistor(code)).toMatchObject({
      ok: true,
      ohms,
      notation: 'r-notation',
      impliedTolerancePercent: tolerance,
    });
  });

  it('reads lower-case m and L as the decimal point in milliohms', () => {
    expect(decodeSmdResistor('2m2')).toMatchObject({ ok: true, ohms: 0.0022, notation: 'milliohm' });
    expect(decodeSmdResistor('5L00')).toMatchObject({ ok: true, ohms: 0.005, impliedTolerancePercent: null });
  });

  it('reads 4M7 both ways and says 4.7 MΩ is the usual reading (issue 13)', () => {
    const result = decodeSmdResistor('4M7');
    expect(result).toMatchObject({ ok: true, ohms: 4.7e6, notation: 'multiplier-letter' });
    if (!result.ok) return;
    expect(result.alternatives).toMatchObject([{ notation: 'milliohm', ohms: 0.0047 }]);
    expect(result.notes.join(' ')).toContain('4M7 on a resistor is usually 4.7 MΩ');
    expect(result.notes.join(' ')).toContain('R004');
    const upper3 = decodeSmdResistor('1M50');
    expect(upper3).toMatchObject({ ok: true, ohms: 1.5e6, alternatives: [{ ohms: 0.0015 }] });
  });

  it('takes a lower-case m as the milliohm sign and still shows the megohm reading', () => {
    const result = decodeSmdResistor('4m7');
    expect(result).toMatchObject({ ok: true, ohms: 0.0047, alternatives: [{ ohms: 4.7e6 }] });
    if (result.ok) expect(result.notes.join(' ')).toContain('lower-case m is the milliohm sign');
  });

  it('reads K and a bare M as the IEC letter code with one reading', () => {
    expect(decodeSmdResistor('4K7')).toMatchObject({ ok: true, ohms: 4700, alternatives: [] });
    expect(decodeSmdResistor('10M')).toMatchObject({ ok: true, ohms: 1e7, alternatives: [] });
  });

  it('offers the EIA-96 reading when digits + R could be either', () => {
    const result = decodeSmdResistor('47R');
    expect(result).toMatchObject({ ok: true, ohms: 47, notation: 'r-notation' });
    if (result.ok) expect(result.alternatives).toMatchObject([{ notation: 'eia-96', ohms: 3.01 }]);
  });
});

describe('decodeSmdResistor: EIA-96', () => {
  it.each([
    ['01C', 10_000],
    ['01A', 100],
    ['68X', 49.9],
    ['68S', 49.9],
    ['01Y', 1],
    ['01R', 1],
    ['96D', 976_000],
    ['01F', 10_000_000],
    ['01Z', 0.1],
    ['30B', 2000],
    ['30H', 2000],
    ['43E', 2_740_000],
  ])('%s = %d Ω', (code, ohms) => {
    const result = decodeSmdResistor(code);
    if (code === '01R') {
      expect(result).toMatchObject({ ok: true, notation: 'r-notation', ohms: 1 });
      return;
    }
    expect(result).toMatchObject({ ok: true, ohms, notation: 'eia-96', impliedTolerancePercent: 1 });
  });

  it('explains bad codes and letters', () => {
    expect(errorOf('97C')).toContain('01 to 96');
    expect(errorOf('00C')).toContain('01 to 96');
    expect(errorOf('01G')).toContain('"G" is not an EIA-96 multiplier letter');
  });
});

describe('decodeSmdResistor: forgiving input and errors', () => {
  it('ignores case, spaces and underscores', () => {
    expect(decodeSmdResistor(' 4r7 ')).toMatchObject({ ok: true, ohms: 4.7, code: '4R7' });
    expect(decodeSmdResistor('01c')).toMatchObject({ ok: true, ohms: 10_000 });
    expect(decodeSmdResistor('4 7 2')).toMatchObject({ ok: true, ohms: 4700 });
    expect(decodeSmdResistor('_472_')).toMatchObject({ ok: true, ohms: 4700 });
  });

  it('reads the letter O as zero and says so', () => {
    const result = decodeSmdResistor('1OO');
    expect(result).toMatchObject({ ok: true, ohms: 10, code: '100' });
    if (result.ok) expect(result.notes).toContain('Read the letter O as the digit 0.');
    expect(decodeSmdResistor('1OO2')).toMatchObject({ ok: true, ohms: 10_000 });
  });

  it('explains what it could not read', () => {
    expect(errorOf('')).toContain('Enter the code');
    expect(errorOf('hello')).toContain('is not a resistor marking I recognise');
    expect(errorOf('47')).toContain('Expected 3 digits');
    expect(errorOf('12345')).toContain('not a resistor marking');
    expect(errorOf('4.7')).toContain('not a resistor marking');
    expect(errorOf('R')).toContain('not a resistor marking');
  });
});
