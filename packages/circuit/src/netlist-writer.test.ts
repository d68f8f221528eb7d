import { describe, expect, it } from 'vitest';
import { writeNetlist } from './netlist-writer';
import { divider, doc, part, rcStep } from './test-support/circuits';
import { runWrittenNetlist } from './test-support/run-netlist';

describe('writeNetlist', () => {
  it('writes values in SPICE engineering notation and names nodes from wires and labels', () => {
    const netlist = writeNetlist(divider('4k7', '1M'), { analysis: { type: 'op' }, withFaults: false });
    expect(netlist.problems).toEqual([]);
    expect(netlist.text).toContain('V1 n1 0 DC 10');
    expect(netlist.text).toContain('R1 n1 out 4.7k');
    expect(netlist.text).toContain('R2 out 0 1meg');
    expect(netlist.text).toMatch(/\.op\n\.end\n$/);
  });

  it('gives the divider node 10 V · R2/(R1+R2) when ngspice runs the written text', () => {
    const netlist = writeNetlist(divider('1k', '3k'), { analysis: { type: 'op' }, withFaults: false });
    const values = runWrittenNetlist(netlist.text, ['print v(out)']);
    expect(values.get('v(out)')).toBeCloseTo(7.5, 6);
  });

  it('charges the RC node to 5·(1 − 1/e) after one time constant', () => {
    const netlist = writeNetlist(rcStep('1k', '1u'), {
      analysis: { type: 'tran', stop: '1m', step: '1u' },
      withFaults: false,
      save: ['v(out)'],
    });
    expect(netlist.text).toContain('.tran 1u 1m 0 1u');
    expect(netlist.text).toContain('.save v(out)');
    const values = runWrittenNetlist(netlist.text, ['meas tran vend find v(out) at=1m']);
    expect(values.get('vend')).toBeCloseTo(5 * (1 - Math.exp(-1)), 2);
  });

  it('measures pin currents with 0 V sources without changing the circuit', () => {
    const netlist = writeNetlist(divider('1k', '1k'), {
      analysis: { type: 'op' },
      withFaults: false,
      ammeterParts: ['R2'],
    });
    expect(netlist.ammeters.get('R2')).toEqual(['i(vam_r2_0)']);
    expect(netlist.owners.get('VAM_R2_0')).toBe('R2');
    const values = runWrittenNetlist(netlist.text, ['print v(out) i(vam_r2_0)']);
    expect(values.get('v(out)')).toBeCloseTo(5, 6);
    expect(values.get('i(vam_r2_0)')).toBeCloseTo(5e-3, 9);
  });

  it('writes a library subcircuit once and uses X cards for it', () => {
    const circuit = doc(
      [
        part('V1', 'dc-voltage', 0, 0, '5'),
        part('GND1', 'ground', 0, 2),
        part('U1', 'opamp', 10, 0, 'LM358'),
        part('U2', 'opamp', 20, 0, 'lm358'),
      ],
      [],
    );
    const netlist = writeNetlist(circuit, { analysis: { type: 'op' }, withFaults: false });
    expect(netlist.text.match(/\.subckt LM358/g)).toHaveLength(1);
    expect(netlist.text).toMatch(/^XU1 \S+ \S+ \S+ \S+ \S+ LM358$/m);
  });

  it('reports a value it cannot read against its part, and a bad analysis', () => {
    const netlist = writeNetlist(divider('4x7'), {
      analysis: { type: 'tran', stop: '1m', step: '2m' },
      withFaults: false,
    });
    expect(netlist.problems).toEqual([
      { partId: 'R1', message: 'R1: could not read "4x7" as the resistance.' },
      { message: 'The time step must be shorter than the stop time.' },
    ]);
  });

  it('sweeps a named DC source', () => {
    const netlist = writeNetlist(divider(), {
      analysis: { type: 'dc', source: 'V1', start: '0', stop: '10', step: '0.5' },
      withFaults: false,
    });
    expect(netlist.text).toContain('.dc V1 0 10 500m');
  });
});
