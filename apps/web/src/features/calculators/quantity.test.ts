import { describe, expect, it } from 'vitest';
import { fieldProblem, readPlainNumber, readQuantity, valueOf } from './quantity';

describe('readQuantity', () => {
  it('reads engineering notation and units', () => {
    expect(valueOf(readQuantity('4k7', 'Ω'))).toBe(4700);
    expect(valueOf(readQuantity('2.2u', 'F'))).toBeCloseTo(2.2e-6, 18);
    expect(valueOf(readQuantity('10M', 'Ω'))).toBe(10e6);
    expect(valueOf(readQuantity('10m', 'A'))).toBeCloseTo(0.01, 15);
    expect(valueOf(readQuantity('470R', 'Ω'))).toBe(470);
    expect(valueOf(readQuantity('3.3V', 'V'))).toBe(3.3);
    expect(valueOf(readQuantity('1e-3'))).toBe(0.001);
  });

  it('treats an empty field as empty, not as zero', () => {
    expect(readQuantity('  ', 'V')).toEqual({ state: 'empty' });
  });

  it('says what it could not read, including a wrong unit', () => {
    const bad = readQuantity('4x7', 'Ω');
    expect(bad.state).toBe('bad');
    expect(bad.state === 'bad' && bad.error).toMatch(/"x7"/);
    const wrongUnit = readQuantity('5V', 'A');
    expect(wrongUnit.state === 'bad' && wrongUnit.error).toMatch(/Expected a value in A/);
  });
});

describe('motor values', () => {
  it('read engineering notation as the other calculators do: 1k45 rpm is 1450 rpm', () => {
    expect(valueOf(readQuantity('1k45'))).toBe(1450);
    expect(valueOf(readQuantity('7.5'))).toBe(7.5);
  });
});

describe('readPlainNumber', () => {
  it('reads plain and decimal-comma numbers but not prefixes', () => {
    expect(valueOf(readPlainNumber('1450', 'Speed'))).toBe(1450);
    expect(valueOf(readPlainNumber('7,5', 'Power'))).toBe(7.5);
    expect(valueOf(readPlainNumber('-3', 'x'))).toBe(-3);
    expect(readPlainNumber('2k', 'Speed')).toEqual({
      state: 'bad',
      error: 'Speed: could not read "2k" as a number.',
    });
  });

  it('reports the first unreadable field of several', () => {
    // The reason is under the field; the result area only points there, so it is not said twice.
    expect(
      fieldProblem(readPlainNumber('1', 'A'), readPlainNumber('x', 'B'), readPlainNumber('y', 'C')),
    ).toBe('Correct the marked value to see the result.');
    expect(fieldProblem(readPlainNumber('', 'A'))).toBeNull();
  });
});
