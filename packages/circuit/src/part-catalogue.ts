import type { CircuitPart, FaultType, PartKind } from '@electrobench/contracts/circuits';
import {
  BJT_PINS,
  DIODE_PINS,
  FET_PINS,
  ONE_PIN,
  OPAMP_PINS,
  POT_PINS,
  SOURCE_PINS,
  TIMER_PINS,
  TRANSFORMER_PINS,
  TWO_PIN,
  boxPins,
  type PinSpec,
} from './part-pins';

export interface KindSpec {
  label: string;
  /** Designator prefix for new parts (R1, C1, ...). */
  prefix: string;
  pins: readonly PinSpec[];
  defaultValue: string;
  /** What the value means, for the editor's label; null when the part has no value. */
  valueLabel: string | null;
  unit: 'Ω' | 'F' | 'H' | 'V' | 'A' | '';
  defaultParams?: Readonly<Record<string, string>>;
  faults: readonly FaultType[];
}

const SEMI: readonly FaultType[] = ['open', 'short', 'leaky'];
const PASSIVE: readonly FaultType[] = ['open', 'short', 'drifted'];

function spec(
  label: string,
  prefix: string,
  pins: readonly PinSpec[],
  defaultValue: string,
  valueLabel: string | null,
  unit: KindSpec['unit'],
  faults: readonly FaultType[],
  defaultParams?: Record<string, string>,
): KindSpec {
  return { label, prefix, pins, defaultValue, valueLabel, unit, faults, defaultParams };
}

export const KIND_SPECS: Readonly<Record<PartKind, KindSpec>> = {
  resistor: spec('Resistor', 'R', TWO_PIN, '1k', 'Resistance', 'Ω', PASSIVE),
  capacitor: spec('Capacitor', 'C', TWO_PIN, '100n', 'Capacitance', 'F', [...PASSIVE, 'leaky', 'high-esr']),
  inductor: spec('Inductor', 'L', TWO_PIN, '1m', 'Inductance', 'H', PASSIVE),
  potentiometer: spec('Potentiometer', 'RV', POT_PINS, '10k', 'Track resistance', 'Ω', PASSIVE, {
    position: '0.5',
  }),
  switch: spec('Switch', 'SW', TWO_PIN, 'closed', null, '', ['open', 'short']),
  'dc-voltage': spec('DC voltage source', 'V', SOURCE_PINS, '5', 'Voltage', 'V', []),
  'ac-voltage': spec('Sine voltage source', 'V', SOURCE_PINS, '1', 'Amplitude', 'V', [], {
    frequency: '1k',
    offset: '0',
  }),
  'pulse-voltage': spec('Pulse voltage source', 'V', SOURCE_PINS, '5', 'High level', 'V', [], {
    low: '0',
    delay: '0',
    rise: '1u',
    fall: '1u',
    width: '0.5m',
    period: '1m',
  }),
  'pwl-voltage': spec(
    'Piecewise-linear source',
    'V',
    SOURCE_PINS,
    '0 0 1m 5 2m 5 3m 0',
    'Time-value pairs',
    '',
    [],
  ),
  'dc-current': spec('DC current source', 'I', SOURCE_PINS, '1m', 'Current', 'A', []),
  ground: spec('Ground', 'GND', ONE_PIN, '', null, '', []),
  label: spec('Net label', 'N', ONE_PIN, 'out', 'Net name', '', []),
  diode: spec('Diode', 'D', DIODE_PINS, '1N4148', 'Model', '', SEMI),
  zener: spec('Zener diode', 'D', DIODE_PINS, 'BZX55C5V1', 'Model', '', SEMI),
  led: spec('LED', 'D', DIODE_PINS, 'LED_RED', 'Model', '', SEMI),
  npn: spec('NPN transistor', 'Q', BJT_PINS, 'BC547B', 'Model', '', SEMI),
  pnp: spec('PNP transistor', 'Q', BJT_PINS, 'BC557B', 'Model', '', SEMI),
  nmos: spec('N-channel MOSFET', 'M', FET_PINS, 'IRFZ44N', 'Model', '', SEMI),
  pmos: spec('P-channel MOSFET', 'M', FET_PINS, 'IRF9540N', 'Model', '', SEMI),
  opamp: spec('Op-amp', 'U', OPAMP_PINS, 'LM358', 'Model', '', ['open']),
  transformer: spec('Transformer', 'T', TRANSFORMER_PINS, '1', 'Primary inductance', 'H', ['open', 'short'], {
    ratio: '10',
    coupling: '0.999',
  }),
  timer555: spec('555 timer', 'U', TIMER_PINS, 'NE555', 'Model', '', ['open']),
  subcircuit: spec('Subcircuit', 'X', [], '', 'Subcircuit name', '', ['open']),
};

/** Pins of a part: fixed per kind, or (imported subcircuits) one per node in a box. */
export function pinsOf(part: Pick<CircuitPart, 'kind' | 'params'>): readonly PinSpec[] {
  if (part.kind !== 'subcircuit') return KIND_SPECS[part.kind].pins;
  return boxPins(Math.min(40, Math.max(1, Number(part.params?.pins ?? '2') || 2)));
}

/** Parts that take part in the netlist as elements (ground and labels only name nodes). */
export function isElement(kind: PartKind): boolean {
  return kind !== 'ground' && kind !== 'label';
}
