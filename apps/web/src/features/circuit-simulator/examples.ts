import type {
  AnalysisSettings,
  CircuitDocument,
  CircuitPart,
  CircuitWire,
  PartKind,
  Probe,
} from '@electrobench/contracts/circuits';
import { KIND_SPECS } from '@electrobench/circuit/part-catalogue';

type Rotation = CircuitPart['rotation'];

function p(
  id: string,
  kind: PartKind,
  x: number,
  y: number,
  value?: string,
  rotation: Rotation = 0,
  params?: Record<string, string>,
): CircuitPart {
  const spec = KIND_SPECS[kind];
  const merged = { ...spec.defaultParams, ...params };
  return {
    id,
    kind,
    x,
    y,
    rotation,
    value: value ?? spec.defaultValue,
    ...(Object.keys(merged).length ? { params: merged } : {}),
  };
}

/** Wires along a path of grid points. */
function path(...points: [number, number][]): CircuitWire[] {
  return points.slice(1).map(([x2, y2], k) => {
    const [x1, y1] = points[k] ?? [x2, y2];
    return { id: '', x1, y1, x2, y2 };
  });
}

function circuit(
  title: string,
  parts: CircuitPart[],
  wires: CircuitWire[][],
  analysis: AnalysisSettings,
  probes: Probe[],
): CircuitDocument {
  return {
    version: 1,
    title,
    parts,
    wires: wires.flat().map((w, k) => ({ ...w, id: `w${k + 1}` })),
    analysis,
    probes,
  };
}

const v = (x: number, y: number): Probe => ({ kind: 'voltage', x, y });

/** 12 V across 10 kΩ over 4.7 kΩ: "out" sits at 12 · 4.7 / 14.7 = 3.837 V. */
export const dividerExample = (): CircuitDocument =>
  circuit(
    'Voltage divider',
    [
      p('V1', 'dc-voltage', 0, 0, '12'),
      p('R1', 'resistor', 4, -2, '10k'),
      p('R2', 'resistor', 8, 0, '4k7', 90),
      p('GND1', 'ground', 0, 2),
      p('N1', 'label', 8, -2, 'out'),
    ],
    [path([0, -2], [2, -2]), path([6, -2], [8, -2]), path([8, 2], [0, 2])],
    { type: 'op' },
    [v(8, -2)],
  );

/** A 0–5 V square wave into 1 kΩ and 1 µF: the capacitor charges with τ = 1 ms. */
export const rcExample = (): CircuitDocument =>
  circuit(
    'RC low-pass: step response',
    [
      p('V1', 'pulse-voltage', 0, 0, '5', 0, {
        low: '0',
        delay: '0',
        rise: '1u',
        fall: '1u',
        width: '5m',
        period: '10m',
      }),
      p('R1', 'resistor', 4, -2, '1k'),
      p('C1', 'capacitor', 8, 0, '1u', 90),
      p('GND1', 'ground', 0, 2),
      p('N1', 'label', 1, -2, 'in', 270),
      p('N2', 'label', 8, -2, 'out'),
    ],
    [path([0, -2], [2, -2]), path([6, -2], [8, -2]), path([8, 2], [0, 2])],
    { type: 'tran', stop: '10m', step: '10u' },
    [v(1, -2), v(8, -2)],
  );

export const rectifierExample = (): CircuitDocument =>
  circuit(
    'Half-wave rectifier with reservoir capacitor',
    [
      p('V1', 'ac-voltage', 0, 0, '10', 0, { frequency: '50', offset: '0' }),
      p('D1', 'diode', 4, -2, '1N4007'),
      p('C1', 'capacitor', 8, 0, '100u', 90),
      p('RL', 'resistor', 12, 0, '1k', 90),
      p('GND1', 'ground', 0, 2),
      p('N1', 'label', 1, -2, 'in', 270),
      p('N2', 'label', 10, -2, 'out', 270),
    ],
    [path([0, -2], [2, -2]), path([6, -2], [8, -2], [12, -2]), path([12, 2], [8, 2], [0, 2])],
    { type: 'tran', stop: '100m', step: '50u' },
    [v(1, -2), v(10, -2)],
  );

export const amplifierExample = (): CircuitDocument =>
  circuit(
    'Common-emitter amplifier (BC547B)',
    [
      p('VCC', 'dc-voltage', 20, 0, '12'),
      p('VIN', 'ac-voltage', -4, 2, '5m', 0, { frequency: '1k', offset: '0' }),
      p('C1', 'capacitor', 2, 0, '10u'),
      p('R1', 'resistor', 8, -4, '47k', 90),
      p('R2', 'resistor', 8, 2, '10k', 90),
      p('Q1', 'npn', 11, 0, 'BC547B'),
      p('RC', 'resistor', 12, -4, '4k7', 90),
      p('RE', 'resistor', 12, 4, '1k', 90),
      p('CE', 'capacitor', 15, 4, '100u', 90),
      p('GND1', 'ground', 20, 2),
      p('N1', 'label', -2, 0, 'in', 270),
      p('N2', 'label', 12, -2, 'out'),
    ],
    [
      path([20, -2], [20, -6], [8, -6]),
      path([8, -2], [8, 0], [9, 0]),
      path([4, 0], [8, 0]),
      path([-4, 0], [0, 0]),
      path([12, 2], [15, 2]),
      path([12, 6], [15, 6]),
      path([8, 4], [8, 6]),
      path([-4, 4], [-4, 6], [20, 6], [20, 2]),
    ],
    { type: 'tran', stop: '5m', step: '5u' },
    [v(-2, 0), v(12, -2)],
  );

export const timerExample = (): CircuitDocument =>
  circuit(
    '555 astable LED flasher',
    [
      p('V1', 'dc-voltage', 0, 0, '9'),
      p('U1', 'timer555', 10, 0),
      p('RA', 'resistor', 16, -6, '1k', 90),
      p('RB', 'resistor', 16, 2, '10k', 90),
      p('C1', 'capacitor', 4, 8, '1u', 90),
      p('R3', 'resistor', 22, -2, '470'),
      p('D1', 'led', 24, 0, 'LED_RED', 90),
      p('GND1', 'ground', 0, 2),
      p('N1', 'label', 18, -2, 'out', 270),
      p('N2', 'label', 12, 6, 'cap', 90),
    ],
    [
      path([0, -2], [0, -8], [16, -8]),
      path([9, -4], [9, -8]),
      path([11, -4], [11, -8]),
      path([14, 0], [16, 0], [16, -4]),
      path([16, 4], [16, 6], [4, 6]),
      path([6, 0], [4, 0], [4, 6]),
      path([6, -2], [4, -2], [4, 0]),
      path([14, -2], [20, -2]),
      path([0, 2], [0, 10], [24, 10], [24, 2]),
      path([10, 4], [10, 10]),
    ],
    { type: 'tran', stop: '50m', step: '20u' },
    [v(18, -2), v(12, 6)],
  );

export const opampExample = (): CircuitDocument =>
  circuit(
    'Non-inverting amplifier (LM358, gain 4.9)',
    [
      p('U1', 'opamp', 10, 0, 'LM358'),
      p('VIN', 'ac-voltage', 7, 5, '0.2', 0, { frequency: '1k', offset: '0.5' }),
      p('RG', 'resistor', 4, 1, '10k', 90),
      p('RF', 'resistor', 10, -5, '39k'),
      p('VCC', 'dc-voltage', 19, -1, '12'),
      p('GND1', 'ground', 19, 7),
      p('N1', 'label', 7, 2, 'in', 180),
      p('N2', 'label', 17, 0, 'out'),
    ],
    [
      path([7, 1], [7, 3]),
      path([7, -1], [4, -1], [4, -5], [8, -5]),
      path([12, -5], [15, -5], [15, 0]),
      path([13, 0], [17, 0]),
      path([10, -2], [10, -3], [19, -3]),
      path([19, 1], [19, 7]),
      path([10, 2], [10, 7]),
      path([4, 3], [4, 7], [19, 7]),
    ],
    { type: 'tran', stop: '3m', step: '2u' },
    [v(7, 2), v(17, 0)],
  );

export const EXAMPLES: readonly { id: string; title: string; make: () => CircuitDocument }[] = [
  { id: 'divider', title: 'Voltage divider (operating point)', make: dividerExample },
  { id: 'rc', title: 'RC low-pass step response', make: rcExample },
  { id: 'rectifier', title: 'Half-wave rectifier', make: rectifierExample },
  { id: 'amplifier', title: 'Common-emitter amplifier', make: amplifierExample },
  { id: 'timer', title: '555 LED flasher', make: timerExample },
  { id: 'opamp', title: 'Op-amp non-inverting amplifier', make: opampExample },
];
