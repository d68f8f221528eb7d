import type {
  CircuitDocument,
  CircuitPart,
  CircuitWire,
  PartFault,
  PartKind,
} from '@electrobench/contracts/circuits';

export function part(
  id: string,
  kind: PartKind,
  x: number,
  y: number,
  value = '',
  extra: { rotation?: CircuitPart['rotation']; params?: Record<string, string>; fault?: PartFault } = {},
): CircuitPart {
  return { id, kind, x, y, value, rotation: extra.rotation ?? 0, params: extra.params, fault: extra.fault };
}

let wireCount = 0;
export function wire(x1: number, y1: number, x2: number, y2: number): CircuitWire {
  wireCount += 1;
  return { id: `w${wireCount}`, x1, y1, x2, y2 };
}

export function doc(parts: CircuitPart[], wires: CircuitWire[] = []): CircuitDocument {
  return { version: 1, title: 'test circuit', parts, wires };
}

/**
 * 10 V across R1 and R2 in series; the node between them is labelled "out".
 *   V1+ (0,-2) - R1 (2,-2)..(6,-2) - (8,-2) = R2 top; R2 (8,-2)..(8,2); (8,2) back to V1- at (0,2) = ground.
 */
export function divider(r1 = '1k', r2 = '1k', r2Fault?: PartFault): CircuitDocument {
  return doc(
    [
      part('V1', 'dc-voltage', 0, 0, '10'),
      part('R1', 'resistor', 4, -2, r1),
      part('R2', 'resistor', 8, 0, r2, { rotation: 90, fault: r2Fault }),
      part('GND1', 'ground', 0, 2),
      part('N1', 'label', 8, -2, 'out'),
    ],
    [wire(0, -2, 2, -2), wire(6, -2, 8, -2), wire(8, 2, 0, 2)],
  );
}

/** A 0-5 V step through R1 into C1 (time constant R·C); "out" is the capacitor's top. */
export function rcStep(r = '1k', c = '1u', cFault?: PartFault): CircuitDocument {
  return doc(
    [
      part('V1', 'pulse-voltage', 0, 0, '5', {
        params: { low: '0', delay: '0', rise: '1n', fall: '1n', width: '1', period: '2' },
      }),
      part('R1', 'resistor', 4, -2, r),
      part('C1', 'capacitor', 8, 0, c, { rotation: 90, fault: cFault }),
      part('GND1', 'ground', 0, 2),
      part('N1', 'label', 8, -2, 'out'),
    ],
    [wire(0, -2, 2, -2), wire(6, -2, 8, -2), wire(8, 2, 0, 2)],
  );
}
