import { describe, expect, it } from 'vitest';
import {
  decodeCapacitanceCode,
  decodeEiaVoltageCode,
  decodeTantalumVoltageCode,
  decodeToleranceLetter,
  tantalumCaseSize,
} from './capacitor-code';

describe('decodeCapacitanceCode', () => {
  it.each([
    ['104', 100e-9, '100 nF'],
    ['103', 10e-9, '10 nF'],
    ['102', 1e-9, '1 nF'],
    ['101', 100e-12, '100 pF'],
    ['100', 10e-12, '10 pF'],
    ['222', 2.2e-9, '2.2 nF'],
    ['473', 47e-9, '47 nF'],
    ['474', 470e-9, '470 nF'],
    ['105', 1e-6, '1 µF'],
    ['106', 10e-6, '10 µF'],
    ['107', 100e-6, '100 µF'],
    ['477', 470e-6, '470 µF'],
    ['229', 2.2e-12, '2.2 pF'],
    ['479', 4.7e-12, '4.7 pF'],
    ['228', 0.22e-12, '220 fF'],
  ])('%s = %s', (code, farads, display) => {
    const result = decodeCapacitanceCode(code);
    expect(result).toMatchObject({ ok: true, notation: 'three-digit', display });
    if (result.ok) expect(result.farads).toBeCloseTo(farads, 20);
  });

  it('gives the value in pF, nF and µF', () => {
    expect(decodeCapacitanceCode('104')).toMatchObject({
      picofarads: 100_000,
      nanofarads: 100,
      microfarads: 0.1,
    });
    expect(decodeCapacitanceCode('229')).toMatchObject({ picofarads: 2.2 });
  });

  it('reads the other notations', () => {
    expect(decodeCapacitanceCode('47')).toMatchObject({ notation: 'picofarad-digits', picofarads: 47 });
    expect(decodeCapacitanceCode('4R7')).toMatchObject({ notation: 'r-notation', picofarads: 4.7 });
    expect(decodeCapacitanceCode('0r5')).toMatchObject({ picofarads: 0.5 });
    expect(decodeCapacitanceCode('4n7')).toMatchObject({ notation: 'letter-decimal', nanofarads: 4.7 });
    expect(decodeCapacitanceCode('4N7')).toMatchObject({ nanofarads: 4.7 });
    expect(decodeCapacitanceCode('2p2')).toMatchObject({ picofarads: 2.2 });
    expect(decodeCapacitanceCode('n47')).toMatchObject({ picofarads: 470 });
    expect(decodeCapacitanceCode('100n')).toMatchObject({ nanofarads: 100 });
    expect(decodeCapacitanceCode('1u0')).toMatchObject({ microfarads: 1 });
    expect(decodeCapacitanceCode('2µ2')).toMatchObject({ microfarads: 2.2 });
    expect(decodeCapacitanceCode('10uF')).toMatchObject({ microfarads: 10 });
    expect(decodeCapacitanceCode('.1')).toMatchObject({ notation: 'microfarad-decimal', microfarads: 0.1 });
    expect(decodeCapacitanceCode('0.047')).toMatchObject({ nanofarads: 47 });
  });

  it('explains the arithmetic', () => {
    expect(decodeCapacitanceCode('229')).toMatchObject({ explanation: '22 × 0.1 pF = 2.2 pF' });
    expect(decodeCapacitanceCode('104')).toMatchObject({ explanation: '10 × 10^4 pF = 100 nF' });
  });

  it('rejects codes it cannot read', () => {
    const leadingZero = decodeCapacitanceCode('047');
    expect(leadingZero.ok).toBe(false);
    if (!leadingZero.ok) expect(leadingZero.error).toContain('not a capacitance code I recognise');
    expect(decodeCapacitanceCode('').ok).toBe(false);
    expect(decodeCapacitanceCode('xyz').ok).toBe(false);
    expect(decodeCapacitanceCode('n').ok).toBe(false);
    expect(decodeCapacitanceCode('12345').ok).toBe(false);
  });

  it('reads a letter O as zero', () => {
    expect(decodeCapacitanceCode('1O4')).toMatchObject({ ok: true, nanofarads: 100 });
  });
});

describe('decodeToleranceLetter', () => {
  it.each([
    ['B', '±0.1 pF'],
    ['C', '±0.25 pF'],
    ['D', '±0.5 pF'],
    ['F', '±1 %'],
    ['G', '±2 %'],
    ['J', '±5 %'],
    ['K', '±10 %'],
    ['M', '±20 %'],
    ['Z', '+80 % / −20 %'],
  ])('%s is %s', (letter, text) => {
    expect(decodeToleranceLetter(letter)).toMatchObject({ ok: true, text });
  });

  it('is case-insensitive and rejects unknown letters', () => {
    expect(decodeToleranceLetter('k')).toMatchObject({ ok: true, minus: 10, plus: 10, kind: 'percent' });
    expect(decodeToleranceLetter('Z')).toMatchObject({ minus: 20, plus: 80 });
    expect(decodeToleranceLetter('Q').ok).toBe(false);
  });
});

describe('decodeEiaVoltageCode', () => {
  it.each([
    ['0E', 2.5],
    ['0G', 4],
    ['0J', 6.3],
    ['1A', 10],
    ['1C', 16],
    ['1D', 20],
    ['1E', 25],
    ['1V', 35],
    ['1H', 50],
    ['1J', 63],
    ['1K', 80],
    ['2A', 100],
    ['2D', 200],
    ['2E', 250],
    ['2F', 315],
    ['2V', 350],
    ['2G', 400],
    ['2W', 450],
    ['2H', 500],
    ['2J', 630],
    ['3A', 1000],
  ])('%s = %d V', (code, volts) => {
    expect(decodeEiaVoltageCode(code)).toMatchObject({ ok: true, volts, system: 'eia' });
  });

  it('is forgiving about case, spaces and O for 0', () => {
    expect(decodeEiaVoltageCode(' 1h ')).toMatchObject({ ok: true, volts: 50, code: '1H' });
    expect(decodeEiaVoltageCode('OJ')).toMatchObject({ ok: true, volts: 6.3 });
  });

  it('explains bad codes', () => {
    expect(decodeEiaVoltageCode('1Q').ok).toBe(false);
    expect(decodeEiaVoltageCode('50V').ok).toBe(false);
    expect(decodeEiaVoltageCode('5H').ok).toBe(false);
  });
});

describe('tantalum codes', () => {
  it.each([
    ['e', 2.5],
    ['G', 4],
    ['J', 6.3],
    ['A', 10],
    ['C', 16],
    ['D', 20],
    ['E', 25],
    ['V', 35],
    ['H', 50],
  ])('voltage letter %s = %d V', (letter, volts) => {
    expect(decodeTantalumVoltageCode(letter)).toMatchObject({ ok: true, volts });
  });

  it('keeps lower-case e (2.5 V) apart from E (25 V) but reads other letters in any case', () => {
    expect(decodeTantalumVoltageCode('e')).toMatchObject({ volts: 2.5 });
    expect(decodeTantalumVoltageCode('E')).toMatchObject({ volts: 25 });
    expect(decodeTantalumVoltageCode('c')).toMatchObject({ volts: 16 });
    expect(decodeTantalumVoltageCode('K').ok).toBe(false);
  });

  it('gives case sizes with vendor differences noted', () => {
    expect(tantalumCaseSize('A')).toMatchObject({ ok: true, eiaMetric: '3216-18', eiaInch: '1206' });
    expect(tantalumCaseSize('b')).toMatchObject({ eiaMetric: '3528-21' });
    expect(tantalumCaseSize('C')).toMatchObject({ eiaMetric: '6032-28' });
    expect(tantalumCaseSize('D')).toMatchObject({ eiaMetric: '7343-31' });
    const e = tantalumCaseSize('E');
    expect(e).toMatchObject({ eiaMetric: '7343-43' });
    if (e.ok) expect(e.note).toContain('Kemet');
    expect(tantalumCaseSize('Q').ok).toBe(false);
  });
});
