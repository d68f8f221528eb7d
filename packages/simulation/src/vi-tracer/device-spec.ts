import type { BjtParams } from '../mna/bjt';
import type { DiodeParams } from '../mna/diode';

/** Which two transistor terminals the tracer leads touch: first is the driven lead, second common. */
export type BjtTerminals = 'be' | 'eb' | 'bc' | 'cb' | 'ce' | 'ec';

/**
 * A two-terminal device under test, between the tracer's driven lead (A) and its common lead.
 * Composites nest, so "1 kΩ in parallel with a leaky diode" is one tree.
 */
export type DeviceSpec =
  | { kind: 'open' }
  | { kind: 'short' }
  | { kind: 'resistor'; ohms: number }
  | { kind: 'capacitor'; farads: number }
  | { kind: 'inductor'; henries: number }
  /** Anode on lead A. */
  | { kind: 'diode'; params: DiodeParams }
  /** The untouched terminal is left floating. */
  | { kind: 'bjt'; params: BjtParams; terminals: BjtTerminals }
  /** Unpowered IC input: ESD diodes to the supply rails; the supply rail has its decoupling and load. */
  | { kind: 'ic-pin'; esd: DiodeParams; railFarads: number; railOhms: number }
  | { kind: 'series'; parts: DeviceSpec[] }
  | { kind: 'parallel'; parts: DeviceSpec[] }
  /** The same device with its leads swapped. */
  | { kind: 'reversed'; part: DeviceSpec };

/** A short still has a little resistance; an exact zero would make the conductance infinite. */
export const SHORT_OHMS = 1e-3;
