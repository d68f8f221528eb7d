import type { PartFault } from '@electrobench/contracts/circuits';
import { describe, expect, it } from 'vitest';
import { writeNetlist } from './netlist-writer';
import { divider, doc, part, rcStep, wire } from './test-support/circuits';
import { runWrittenNetlist } from './test-support/run-netlist';

function dividerOut(fault: PartFault, withFaults = true): number {
  const netlist = writeNetlist(divider('1k', '1k', fault), { analysis: { type: 'op' }, withFaults });
  return runWrittenNetlist(netlist.text, ['print v(out)']).get('v(out)') ?? Number.NaN;
}

function rcAt(fault: PartFault, time: string): number {
  const netlist = writeNetlist(rcStep('1k', '1u', fault), {
    analysis: { type: 'tran', stop: '10m', step: '1u' },
    withFaults: true,
  });
  return runWrittenNetlist(netlist.text, [`meas tran v find v(out) at=${time}`]).get('v') ?? Number.NaN;
}

describe('fault injection', () => {
  it('leaves the good circuit alone when faults are switched off', () => {
    expect(dividerOut({ type: 'open' }, false)).toBeCloseTo(5, 6);
  });

  it('open R2 lets the divider output rise to the supply', () => {
    expect(dividerOut({ type: 'open' })).toBeGreaterThan(9.99);
  });

  it('shorted R2 pulls the output to ground', () => {
    expect(dividerOut({ type: 'short' })).toBeLessThan(0.001);
  });

  it('R2 drifted to twice its value gives 10·2/3 V', () => {
    expect(dividerOut({ type: 'drifted', amount: 2 })).toBeCloseTo(20 / 3, 5);
  });

  it('a leaky capacitor settles at the divider of source resistance and leak (10 kΩ: 4.545 V)', () => {
    expect(rcAt({ type: 'leaky' }, '10m')).toBeCloseTo((5 * 10) / 11, 2);
  });

  it('high ESR shows as an instant step of 5·ESR/(R + ESR) at the capacitor', () => {
    expect(rcAt({ type: 'high-esr', amount: 100 }, '2u')).toBeCloseTo((5 * 100) / 1100, 1);
    expect(rcAt({ type: 'drifted' }, '0.5m')).toBeCloseTo(5 * (1 - Math.exp(-1)), 1);
  });

  it('a transistor shorted collector to emitter pulls its collector down', () => {
    // 12 V through 1 kΩ to the collector; base fed 10 µA so the good transistor sits mid-supply.
    const circuit = (fault?: PartFault) =>
      doc(
        [
          part('V1', 'dc-voltage', 0, 0, '12'),
          part('GND1', 'ground', 0, 2),
          part('RC', 'resistor', 6, -2, '1k'),
          part('Q1', 'npn', 7, 2, 'BC547B', { fault }),
          part('I1', 'dc-current', 3, 4, '10u'),
          part('N1', 'label', 8, 0, 'c'),
        ],
        [
          wire(0, -2, 4, -2),
          wire(8, -2, 8, 0),
          wire(5, 2, 3, 2),
          wire(8, 4, 8, 6),
          wire(8, 6, 3, 6),
          wire(0, 2, 0, 6),
          wire(0, 6, 3, 6),
        ],
      );
    const collector = (fault?: PartFault) =>
      runWrittenNetlist(writeNetlist(circuit(fault), { analysis: { type: 'op' }, withFaults: true }).text, [
        'print v(c)',
      ]).get('v(c)') ?? Number.NaN;
    const good = collector();
    expect(good).toBeGreaterThan(8);
    expect(good).toBeLessThan(11.5);
    expect(collector({ type: 'short' })).toBeLessThan(0.5);
    expect(collector({ type: 'open' })).toBeGreaterThan(11.9);
  });
});
