import type { DriveFault } from '@electrobench/contracts/drives';
import { describe, expect, it } from 'vitest';
import { matchesFilter } from './fault-filter';

const fault: DriveFault = {
  code: 'F0002',
  name: 'DC link overvoltage',
  meaning: 'The DC link voltage rose above the trip level.',
  causes: ['Deceleration ramp too short', 'Regenerating load'],
  remedies: ['Lengthen the ramp'],
  cia402_class: '3210',
  cia402_group: 'DC link voltage',
};

describe('matchesFilter', () => {
  it('matches every word anywhere in code, name, meaning or causes, in any case', () => {
    expect(matchesFilter(fault, 'f0002')).toBe(true);
    expect(matchesFilter(fault, 'OVERVOLTAGE ramp')).toBe(true);
    expect(matchesFilter(fault, '  ')).toBe(true);
  });

  it('fails when one word is missing, and ignores remedies', () => {
    expect(matchesFilter(fault, 'overvoltage earth')).toBe(false);
    expect(matchesFilter(fault, 'lengthen')).toBe(false);
  });
});
