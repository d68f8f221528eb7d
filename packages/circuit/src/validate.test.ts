import { describe, expect, it } from 'vitest';
import { divider, doc, part, rcStep, wire } from './test-support/circuits';
import { validateCircuit } from './validate';

const errors = (issues: ReturnType<typeof validateCircuit>) => issues.filter((i) => i.severity === 'error');

describe('validateCircuit', () => {
  it('finds nothing wrong with a wired divider or RC circuit', () => {
    expect(validateCircuit(divider())).toEqual([]);
    expect(validateCircuit(rcStep())).toEqual([]);
  });

  it('lets a pulse source drive an AC sweep and warns only when no source can', () => {
    const sweep = { type: 'ac' as const, start: '10', stop: '100k', pointsPerDecade: '10' };
    expect(validateCircuit({ ...rcStep(), analysis: sweep })).toEqual([]);
    expect(validateCircuit({ ...divider(), analysis: sweep })).toEqual([
      {
        severity: 'warning',
        message: 'An AC sweep needs a sine, pulse or PWL voltage source to drive the circuit.',
      },
    ]);
  });

  it('asks for parts on an empty sheet', () => {
    expect(validateCircuit(doc([]))).toEqual([
      { severity: 'error', message: 'Place some parts to simulate.' },
    ]);
  });

  it('asks for a ground when there is none', () => {
    const circuit = divider();
    circuit.parts = circuit.parts.filter((p) => p.kind !== 'ground');
    expect(errors(validateCircuit(circuit)).map((i) => i.message)).toContainEqual(
      expect.stringMatching(/no ground/),
    );
  });

  it('points at the capacitor whose node has no DC path to ground', () => {
    // V1 - C1 - C2 - ground: the node between the capacitors floats at DC.
    const circuit = doc(
      [
        part('V1', 'dc-voltage', 0, 0, '5'),
        part('GND1', 'ground', 0, 2),
        part('C1', 'capacitor', 4, -2, '1u'),
        part('C2', 'capacitor', 8, 0, '1u', { rotation: 90 }),
      ],
      [wire(0, -2, 2, -2), wire(6, -2, 8, -2), wire(8, 2, 0, 2)],
    );
    const [issue] = errors(validateCircuit(circuit));
    expect(issue?.partId).toBe('C1');
    expect(issue?.message).toMatch(/^Node n2 \(at C1, C2\) has no DC path to ground/);
  });

  it('flags a source shorted by a wire and a loop of two sources', () => {
    const shorted = divider();
    shorted.wires.push(wire(0, -2, 0, 2));
    expect(errors(validateCircuit(shorted))).toContainEqual({
      severity: 'error',
      partId: 'V1',
      message: 'V1 is shorted: both ends of the dc voltage source are on node 0.',
    });
    const loop = divider();
    loop.parts.push(part('V2', 'dc-voltage', -4, 0, '5'));
    loop.wires.push(wire(-4, -2, 0, -2), wire(-4, 2, 0, 2));
    expect(errors(validateCircuit(loop))).toEqual([
      {
        severity: 'error',
        partId: 'V2',
        message:
          'V2 closes a loop of voltage sources and inductors (an inductor is a short at DC). Put a resistor in the loop.',
      },
    ]);
  });

  it('warns about a pin left unconnected and rejects an unknown model or a repeated name', () => {
    const circuit = divider();
    circuit.parts.push(part('D1', 'diode', 20, 20, '1N9999'), part('R1', 'resistor', 30, 30, '1k'));
    const issues = validateCircuit(circuit);
    expect(issues).toContainEqual({
      severity: 'warning',
      partId: 'D1',
      message: 'D1 pin A is not connected to anything.',
    });
    expect(issues).toContainEqual({
      severity: 'error',
      partId: 'D1',
      message: 'D1: there is no model called "1N9999" for this diode.',
    });
    expect(issues).toContainEqual({ severity: 'error', partId: 'R1', message: 'Two parts are called R1.' });
  });

  it('treats an op-amp input fed only through a capacitor as floating', () => {
    const circuit = doc(
      [
        part('V1', 'dc-voltage', 0, 0, '5'),
        part('GND1', 'ground', 0, 2),
        part('U1', 'opamp', 10, 0, 'LM358'),
        part('C1', 'capacitor', 5, 1, '1u'),
      ],
      [
        wire(0, -2, 10, -2),
        wire(10, 2, 0, 2),
        wire(13, 0, 13, -4),
        wire(13, -4, 7, -4),
        wire(7, -4, 7, -1),
        wire(3, 1, 3, 2),
      ],
    );
    const floating = errors(validateCircuit(circuit)).find((i) => i.message.includes('no DC path'));
    expect(floating?.partId).toBe('U1');
  });
});
