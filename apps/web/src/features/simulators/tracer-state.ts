import { findDevice } from '@electrobench/simulation/vi-tracer/catalogue';
import type { Fault, FaultKind } from '@electrobench/simulation/vi-tracer/faults';
import { PRESETS, clampSettings, type TracerSettings } from '@electrobench/simulation/vi-tracer/ranges';

export interface FaultChoice {
  kind: FaultKind;
  /** Leak or residual resistance (Ω), or drift factor; unused for none and open. */
  value: number;
}

export interface Channel {
  device: string;
  fault: FaultChoice;
}

export interface TracerState extends TracerSettings {
  a: Channel;
  compare: boolean;
  b: Channel;
}

type ValuedFault = Exclude<FaultKind, 'none' | 'open'>;

export const FAULT_LABELS: Record<FaultKind, string> = {
  none: 'Good part',
  leaky: 'Leaky',
  open: 'Open',
  shorted: 'Shorted',
  drifted: 'Drifted value',
};

export const FAULT_VALUES: Record<ValuedFault, readonly { value: number; label: string }[]> = {
  leaky: [
    { value: 1e3, label: 'Leak 1 kΩ' },
    { value: 10e3, label: 'Leak 10 kΩ' },
    { value: 100e3, label: 'Leak 100 kΩ' },
    { value: 1e6, label: 'Leak 1 MΩ' },
  ],
  shorted: [
    { value: 0.1, label: '0.1 Ω left' },
    { value: 1, label: '1 Ω left' },
    { value: 10, label: '10 Ω left' },
  ],
  drifted: [
    { value: 0.5, label: '× 0.5' },
    { value: 0.8, label: '× 0.8' },
    { value: 1.25, label: '× 1.25' },
    { value: 2, label: '× 2' },
    { value: 100, label: '× 100' },
  ],
};

const FAULT_KINDS = Object.keys(FAULT_LABELS) as FaultKind[];

export function hasFaultValue(kind: FaultKind): kind is ValuedFault {
  return kind !== 'none' && kind !== 'open';
}

export function defaultFaultValue(kind: FaultKind): number {
  return hasFaultValue(kind) ? (FAULT_VALUES[kind][1]?.value ?? 1) : 0;
}

export function toFault(choice: FaultChoice): Fault {
  switch (choice.kind) {
    case 'none':
    case 'open':
      return { kind: choice.kind };
    case 'leaky':
    case 'shorted':
      return { kind: choice.kind, ohms: choice.value };
    case 'drifted':
      return { kind: 'drifted', factor: choice.value };
  }
}

export const DEFAULT_TRACER_STATE: TracerState = {
  ...PRESETS.medium,
  a: { device: 'd-signal', fault: { kind: 'none', value: 0 } },
  compare: false,
  b: { device: 'd-signal', fault: { kind: 'leaky', value: 10e3 } },
};

function readChannel(params: URLSearchParams, prefix: string, fallback: Channel): Channel {
  const device = params.get(`${prefix}dev`) ?? '';
  const kind = FAULT_KINDS.find((k) => k === params.get(`${prefix}flt`)) ?? fallback.fault.kind;
  const allowed = hasFaultValue(kind) ? FAULT_VALUES[kind].map((v) => v.value) : [];
  const asked = Number(params.get(`${prefix}fv`));
  const value = allowed.includes(asked) ? asked : defaultFaultValue(kind);
  return { device: findDevice(device) ? device : fallback.device, fault: { kind, value } };
}

export function parseTracerState(params: URLSearchParams): TracerState {
  const number = (key: string, fallback: number) => {
    const raw = params.get(key);
    return raw !== null && raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : fallback;
  };
  const d = DEFAULT_TRACER_STATE;
  return {
    ...clampSettings({
      amplitude: number('v', d.amplitude),
      sourceResistance: number('rs', d.sourceResistance),
      frequency: number('hz', d.frequency),
    }),
    a: readChannel(params, '', d.a),
    compare: params.get('cmp') === '1',
    b: readChannel(params, 'b', d.b),
  };
}

export function serializeTracerState(state: TracerState): URLSearchParams {
  const params = new URLSearchParams();
  const writeChannel = (prefix: string, channel: Channel) => {
    params.set(`${prefix}dev`, channel.device);
    params.set(`${prefix}flt`, channel.fault.kind);
    if (hasFaultValue(channel.fault.kind)) params.set(`${prefix}fv`, String(channel.fault.value));
  };
  writeChannel('', state.a);
  params.set('v', String(Number(state.amplitude.toPrecision(3))));
  params.set('rs', String(Number(state.sourceResistance.toPrecision(3))));
  params.set('hz', String(Number(state.frequency.toPrecision(3))));
  if (state.compare) {
    params.set('cmp', '1');
    writeChannel('b', state.b);
  }
  return params;
}
