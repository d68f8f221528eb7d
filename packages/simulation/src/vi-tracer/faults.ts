import type { DeviceSpec } from './device-spec';

/** Faults a technician meets when comparing a suspect board with a good one. */
export type Fault =
  | { kind: 'none' }
  /** Leakage path across the device (e.g. a punctured junction or contaminated board). */
  | { kind: 'leaky'; ohms: number }
  /** Open junction, cracked part or lifted pin. */
  | { kind: 'open' }
  /** Collapsed junction or solder bridge, with what resistance remains. */
  | { kind: 'shorted'; ohms: number }
  /**
   * Aged part: R, C and L values are multiplied by `factor`; junction saturation currents too,
   * which moves a knee by n·Vt·ln(factor).
   */
  | { kind: 'drifted'; factor: number };

export type FaultKind = Fault['kind'];

export function applyFault(device: DeviceSpec, fault: Fault): DeviceSpec {
  switch (fault.kind) {
    case 'none':
      return device;
    case 'leaky':
      return { kind: 'parallel', parts: [device, { kind: 'resistor', ohms: fault.ohms }] };
    case 'open':
      return { kind: 'open' };
    case 'shorted':
      return { kind: 'resistor', ohms: fault.ohms };
    case 'drifted':
      return drift(device, fault.factor);
  }
}

function drift(device: DeviceSpec, factor: number): DeviceSpec {
  switch (device.kind) {
    case 'resistor':
      return { ...device, ohms: device.ohms * factor };
    case 'capacitor':
      return { ...device, farads: device.farads * factor };
    case 'inductor':
      return { ...device, henries: device.henries * factor };
    case 'diode':
      return { ...device, params: { ...device.params, is: device.params.is * factor } };
    case 'bjt':
      return { ...device, params: { ...device.params, is: device.params.is * factor } };
    case 'ic-pin':
      return { ...device, esd: { ...device.esd, is: device.esd.is * factor } };
    case 'series':
    case 'parallel':
      return { ...device, parts: device.parts.map((part) => drift(part, factor)) };
    case 'reversed':
      return { ...device, part: drift(device.part, factor) };
    case 'open':
    case 'short':
      return device;
  }
}
