import type { DeviceSpec } from './device-spec';
import {
  BLUE_LED,
  ESD_DIODE,
  RECTIFIER_DIODE,
  RED_LED,
  SCHOTTKY_DIODE,
  SMALL_NPN,
  SMALL_PNP,
  SMALL_SIGNAL_DIODE,
  ZENER_12V,
  ZENER_5V1,
} from './device-models';

export interface CatalogueDevice {
  id: string;
  label: string;
  group: 'Basic' | 'Passive' | 'Diodes' | 'Transistors' | 'Combinations' | 'ICs';
  spec: DeviceSpec;
}

const r = (ohms: number): DeviceSpec => ({ kind: 'resistor', ohms });
const c = (farads: number): DeviceSpec => ({ kind: 'capacitor', farads });

/** The devices offered by the tracer's picker; ids are stable because they appear in shared links. */
export const DEVICE_CATALOGUE: readonly CatalogueDevice[] = [
  { id: 'open', label: 'Open circuit', group: 'Basic', spec: { kind: 'open' } },
  { id: 'short', label: 'Short circuit', group: 'Basic', spec: { kind: 'short' } },
  { id: 'r-100', label: 'Resistor 100 Ω', group: 'Passive', spec: r(100) },
  { id: 'r-1k', label: 'Resistor 1 kΩ', group: 'Passive', spec: r(1e3) },
  { id: 'r-10k', label: 'Resistor 10 kΩ', group: 'Passive', spec: r(10e3) },
  { id: 'r-100k', label: 'Resistor 100 kΩ', group: 'Passive', spec: r(100e3) },
  { id: 'c-100n', label: 'Capacitor 100 nF', group: 'Passive', spec: c(100e-9) },
  { id: 'c-1u', label: 'Capacitor 1 µF', group: 'Passive', spec: c(1e-6) },
  { id: 'c-10u', label: 'Capacitor 10 µF', group: 'Passive', spec: c(10e-6) },
  { id: 'l-10m', label: 'Inductor 10 mH', group: 'Passive', spec: { kind: 'inductor', henries: 10e-3 } },
  { id: 'd-signal', label: 'Signal diode (1N4148 class)', group: 'Diodes', spec: diode(SMALL_SIGNAL_DIODE) },
  {
    id: 'd-rectifier',
    label: 'Rectifier diode (1N4007 class)',
    group: 'Diodes',
    spec: diode(RECTIFIER_DIODE),
  },
  { id: 'd-schottky', label: 'Schottky diode (1N5819 class)', group: 'Diodes', spec: diode(SCHOTTKY_DIODE) },
  { id: 'z-5v1', label: 'Zener diode 5.1 V', group: 'Diodes', spec: diode(ZENER_5V1) },
  { id: 'z-12v', label: 'Zener diode 12 V', group: 'Diodes', spec: diode(ZENER_12V) },
  { id: 'led-red', label: 'LED, red', group: 'Diodes', spec: diode(RED_LED) },
  { id: 'led-blue', label: 'LED, blue', group: 'Diodes', spec: diode(BLUE_LED) },
  { id: 'npn-be', label: 'NPN base–emitter', group: 'Transistors', spec: bjt('npn', 'be') },
  { id: 'npn-bc', label: 'NPN base–collector', group: 'Transistors', spec: bjt('npn', 'bc') },
  { id: 'npn-ce', label: 'NPN collector–emitter', group: 'Transistors', spec: bjt('npn', 'ce') },
  { id: 'pnp-eb', label: 'PNP emitter–base', group: 'Transistors', spec: bjt('pnp', 'eb') },
  {
    id: 'r-par-c',
    label: '1 kΩ parallel 1 µF',
    group: 'Combinations',
    spec: { kind: 'parallel', parts: [r(1e3), c(1e-6)] },
  },
  {
    id: 'r-ser-c',
    label: '1 kΩ series 1 µF',
    group: 'Combinations',
    spec: { kind: 'series', parts: [r(1e3), c(1e-6)] },
  },
  {
    id: 'r-par-d',
    label: '1 kΩ parallel diode',
    group: 'Combinations',
    spec: { kind: 'parallel', parts: [r(1e3), diode(SMALL_SIGNAL_DIODE)] },
  },
  {
    id: 'r-ser-d',
    label: '1 kΩ series diode',
    group: 'Combinations',
    spec: { kind: 'series', parts: [r(1e3), diode(SMALL_SIGNAL_DIODE)] },
  },
  {
    id: 'd-antiparallel',
    label: 'Anti-parallel diodes',
    group: 'Combinations',
    spec: {
      kind: 'parallel',
      parts: [diode(SMALL_SIGNAL_DIODE), { kind: 'reversed', part: diode(SMALL_SIGNAL_DIODE) }],
    },
  },
  {
    id: 'ic-pin',
    label: 'CMOS input pin (unpowered)',
    group: 'ICs',
    spec: { kind: 'ic-pin', esd: ESD_DIODE, railFarads: 100e-9, railOhms: 10e3 },
  },
];

export function findDevice(id: string): CatalogueDevice | undefined {
  return DEVICE_CATALOGUE.find((d) => d.id === id);
}

function diode(params: typeof SMALL_SIGNAL_DIODE): DeviceSpec {
  return { kind: 'diode', params };
}

function bjt(polarity: 'npn' | 'pnp', terminals: 'be' | 'bc' | 'ce' | 'eb'): DeviceSpec {
  return { kind: 'bjt', params: polarity === 'npn' ? SMALL_NPN : SMALL_PNP, terminals };
}
