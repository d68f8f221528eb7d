import { describe, expect, it } from 'vitest';
import { readBound } from './param-fields';

describe('readBound', () => {
  it('reads SI prefixes in the parameter unit', () => {
    expect(readBound('500m', 'A')).toEqual({ value: '0.5' });
    expect(readBound('4k7', 'ohm')).toEqual({ value: '4700' });
    expect(readBound('60', 'V')).toEqual({ value: '60' });
  });
  it('leaves an empty bound out and explains a wrong one', () => {
    expect(readBound('  ', 'V')).toEqual({ value: '' });
    expect('error' in readBound('lots', 'V')).toBe(true);
    expect('error' in readBound('5 A', 'V')).toBe(true);
  });
  it('takes plain numbers for units without prefixes (MHz, nC, gain)', () => {
    expect(readBound('300', 'MHz')).toEqual({ value: '300' });
    expect('error' in readBound('3x', '')).toBe(true);
  });
});
