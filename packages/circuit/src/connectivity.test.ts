import { describe, expect, it } from 'vitest';
import { nodeNameFromLabel, resolveConnectivity } from './connectivity';
import { doc, part, wire } from './test-support/circuits';

describe('resolveConnectivity', () => {
  it('joins pins through wires, T-junctions along a wire and touching pins', () => {
    const circuit = doc(
      [
        part('R1', 'resistor', 2, 0, '1k'), // pins (0,0) and (4,0)
        part('R2', 'resistor', 6, 0, '1k'), // pins (4,0) touch R1: same node
        part('R3', 'resistor', 4, 4, '1k', { rotation: 90 }), // pins (4,2) and (4,6)
        part('GND1', 'ground', 4, 6),
      ],
      [wire(0, 0, 0, 2), wire(0, 2, 8, 2)], // R3's top lands inside this wire
    );
    const { pinNodes, nodeAt } = resolveConnectivity(circuit);
    expect(pinNodes.get('R1')).toEqual(['n1', 'n2']);
    expect(pinNodes.get('R2')).toEqual(['n2', 'n3']);
    expect(pinNodes.get('R3')).toEqual(['n1', '0']);
    expect(nodeAt({ x: 6, y: 2 })).toBe('n1');
    expect(nodeAt({ x: 50, y: 50 })).toBeUndefined();
  });

  it('joins separate nets that carry the same label and names them after it', () => {
    const circuit = doc([
      part('R1', 'resistor', 2, 0, '1k'),
      part('R2', 'resistor', 2, 10, '1k'),
      part('A', 'label', 4, 0, 'Vout'),
      part('B', 'label', 4, 10, 'vout'),
    ]);
    const { pinNodes } = resolveConnectivity(circuit);
    expect(pinNodes.get('R1')?.[1]).toBe('vout');
    expect(pinNodes.get('R2')?.[1]).toBe('vout');
  });

  it('makes label names SPICE-safe and reads GND as ground', () => {
    expect(nodeNameFromLabel('V out+')).toBe('v_out_');
    expect(nodeNameFromLabel('5V')).toBe('n_5v');
    expect(nodeNameFromLabel('GND')).toBe('0');
  });

  it('rotates pins clockwise on screen', () => {
    const { pinNodes } = resolveConnectivity(
      doc([part('Q1', 'npn', 0, 0, 'BC547B', { rotation: 90 }), part('N1', 'label', 2, 1, 'c')]),
    );
    // Collector offset (1,-2) turned 90° clockwise lands at (2,1).
    expect(pinNodes.get('Q1')?.[0]).toBe('c');
  });
});
