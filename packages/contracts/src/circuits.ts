import { z } from './zod';
import { idParams } from './ids';

/**
 * The circuit simulator's document: parts placed on a grid, straight wire segments between grid
 * points, and the chosen analysis and probes. Nodes are not stored: they follow from which pins
 * and wire ends touch (and from net labels), so a moved part can never leave a stale node behind.
 */
export const PART_KINDS = [
  'resistor',
  'capacitor',
  'inductor',
  'potentiometer',
  'switch',
  'dc-voltage',
  'ac-voltage',
  'pulse-voltage',
  'pwl-voltage',
  'dc-current',
  'ground',
  'label',
  'diode',
  'zener',
  'led',
  'npn',
  'pnp',
  'nmos',
  'pmos',
  'opamp',
  'transformer',
  'timer555',
  'subcircuit',
] as const;
export type PartKind = (typeof PART_KINDS)[number];

export const FAULT_TYPES = ['open', 'short', 'leaky', 'drifted', 'high-esr'] as const;
export type FaultType = (typeof FAULT_TYPES)[number];

export const CIRCUIT_LIMITS = {
  parts: 1200,
  wires: 3000,
  /** Grid coordinates stay within ±this many grid steps. */
  coordinate: 5000,
  text: 200,
  models: 100_000,
  name: 100,
  savedPerMember: 200,
} as const;

const shortText = z.string().max(CIRCUIT_LIMITS.text);
const coordinate = z.number().int().min(-CIRCUIT_LIMITS.coordinate).max(CIRCUIT_LIMITS.coordinate);

export const faultSchema = z.object({
  type: z.enum(FAULT_TYPES),
  /** Leak or ESR resistance in ohms, or the drift factor; the fault's default when missing. */
  amount: z.number().positive().finite().optional(),
});
export type PartFault = z.infer<typeof faultSchema>;

export const partSchema = z.object({
  /** Reference designator, unique in the circuit (R1, C2, Q1...); also the SPICE element name. */
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,15}$/, 'A part name is a letter then letters, digits or _.'),
  kind: z.enum(PART_KINDS),
  /** The main value as typed, in engineering notation ("4k7", "100n") or a model name ("1N4148"). */
  value: shortText,
  params: z.record(z.string().max(40), shortText).optional(),
  x: coordinate,
  y: coordinate,
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  fault: faultSchema.optional(),
});
export type CircuitPart = z.infer<typeof partSchema>;

export const wireSchema = z.object({
  id: z.string().min(1).max(24),
  x1: coordinate,
  y1: coordinate,
  x2: coordinate,
  y2: coordinate,
});
export type CircuitWire = z.infer<typeof wireSchema>;

export const analysisSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('op') }),
  z.object({ type: z.literal('tran'), stop: shortText, step: shortText }),
  z.object({ type: z.literal('ac'), start: shortText, stop: shortText, pointsPerDecade: shortText }),
  z.object({ type: z.literal('dc'), source: shortText, start: shortText, stop: shortText, step: shortText }),
]);
export type AnalysisSettings = z.infer<typeof analysisSchema>;

export const probeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('voltage'), x: coordinate, y: coordinate }),
  z.object({ kind: z.literal('current'), part: shortText }),
  z.object({ kind: z.literal('power'), part: shortText }),
]);
export type Probe = z.infer<typeof probeSchema>;

export const circuitDocumentSchema = z.object({
  version: z.literal(1),
  title: shortText,
  parts: z.array(partSchema).max(CIRCUIT_LIMITS.parts),
  wires: z.array(wireSchema).max(CIRCUIT_LIMITS.wires),
  /** Extra .model and .subckt cards, e.g. from an imported netlist. */
  models: z.string().max(CIRCUIT_LIMITS.models).optional(),
  analysis: analysisSchema.optional(),
  probes: z.array(probeSchema).max(16).optional(),
});
export type CircuitDocument = z.infer<typeof circuitDocumentSchema>;

export const circuitInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the circuit a name.')
    .max(CIRCUIT_LIMITS.name, `A circuit name is at most ${CIRCUIT_LIMITS.name} characters.`),
  document: circuitDocumentSchema,
});
export type CircuitInput = z.infer<typeof circuitInputSchema>;

export const circuitSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  part_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CircuitSummary = z.infer<typeof circuitSummarySchema>;

export const savedCircuitSchema = circuitSummarySchema.extend({ document: circuitDocumentSchema });
export type SavedCircuit = z.infer<typeof savedCircuitSchema>;

export const circuitIdParamsSchema = idParams;
