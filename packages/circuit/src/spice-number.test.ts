import { describe, expect, it } from 'vitest';
import { formatBenchNumber, formatSpiceNumber, parseSpiceNumber, readBenchNumber } from './spice-number';

describe('SPICE numbers', () => {
  it('reads SPICE scale factors without regard to case: M is milli, MEG is mega', () => {
    expect(parseSpiceNumber('4.7k')).toBeCloseTo(4700);
    expect(parseSpiceNumber('10M')).toBeCloseTo(0.01);
    expect(parseSpiceNumber('1MEG')).toBeCloseTo(1e6);
    expect(parseSpiceNumber('10uF')).toBeCloseTo(10e-6);
    expect(parseSpiceNumber('2e-3')).toBeCloseTo(2e-3);
    expect(parseSpiceNumber('1mil')).toBeCloseTo(25.4e-6);
    expect(parseSpiceNumber('abc')).toBeNull();
  });

  it('writes SPICE values with unambiguous scale letters', () => {
    expect(formatSpiceNumber(4700)).toBe('4.7k');
    expect(formatSpiceNumber(1e6)).toBe('1meg');
    expect(formatSpiceNumber(1e-4)).toBe('100u');
    expect(formatSpiceNumber(-0.5)).toBe('-500m');
    expect(formatSpiceNumber(0)).toBe('0');
    expect(formatSpiceNumber(12)).toBe('12');
  });

  it('writes and reads the editor spelling, where M is mega', () => {
    expect(formatBenchNumber(2.2e6)).toBe('2.2M');
    expect(formatBenchNumber(2.2e-6)).toBe('2.2u');
    expect(readBenchNumber('4k7')).toBeCloseTo(4700);
    expect(readBenchNumber('10M')).toBeCloseTo(1e7);
    expect(readBenchNumber('1meg')).toBeCloseTo(1e6);
  });
});
