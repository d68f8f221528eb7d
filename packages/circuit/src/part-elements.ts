import type { CircuitPart, PartKind } from '@electrobench/contracts/circuits';
import type { ModelCatalog, ResolvedModel } from './model-catalog';
import { KIND_SPECS, pinsOf } from './part-catalogue';
import { sourceSpec } from './source-spec';
import { elementName, pin, type SpiceElement } from './spice-element';
import { formatSpiceNumber, readBenchNumber } from './spice-number';

export type PartElements =
  { ok: true; elements: SpiceElement[]; models: ResolvedModel[] } | { ok: false; message: string };

const fail = (message: string): PartElements => ({ ok: false, message });
const ok = (elements: SpiceElement[], models: ResolvedModel[] = []): PartElements => ({
  ok: true,
  elements,
  models,
});

/** A closed switch is a milliohm, an open one a teraohm (keeps the far side's node defined). */
const SWITCH_CLOSED = 1e-3;
const SWITCH_OPEN = 1e12;

const MODEL_TYPES: Partial<Record<PartKind, readonly string[]>> = {
  diode: ['D'],
  zener: ['D'],
  led: ['D'],
  npn: ['NPN'],
  pnp: ['PNP'],
  nmos: ['NMOS'],
  pmos: ['PMOS'],
};

function positive(
  part: CircuitPart,
  what: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const value = readBenchNumber(part.value);
  if (value === null)
    return { ok: false, message: `${part.id}: could not read "${part.value}" as the ${what}.` };
  if (value <= 0) return { ok: false, message: `${part.id}: the ${what} must be more than zero.` };
  return { ok: true, value };
}

function twoPin(part: CircuitPart, letter: 'R' | 'C' | 'L', what: string): PartElements {
  const read = positive(part, what);
  if (!read.ok) return read;
  return ok([{ letter, suffix: '', terminals: [pin(0), pin(1)], value: formatSpiceNumber(read.value) }]);
}

function potentiometer(part: CircuitPart): PartElements {
  const read = positive(part, 'track resistance');
  if (!read.ok) return read;
  const position = Math.min(1, Math.max(0, Number(part.params?.position ?? '0.5') || 0));
  // Pins are 1, wiper, 2; the milliohm floor keeps an end-stop wiper from becoming a zero resistor.
  const upper = Math.max(1e-3, read.value * position);
  const lower = Math.max(1e-3, read.value * (1 - position));
  return ok([
    { letter: 'R', suffix: '_A', terminals: [pin(0), pin(1)], value: formatSpiceNumber(upper) },
    { letter: 'R', suffix: '_B', terminals: [pin(1), pin(2)], value: formatSpiceNumber(lower) },
  ]);
}

function transformer(part: CircuitPart): PartElements {
  const read = positive(part, 'primary inductance');
  if (!read.ok) return read;
  const ratio = readBenchNumber(part.params?.ratio ?? '1');
  const coupling = Number(part.params?.coupling ?? '0.999');
  if (ratio === null || ratio <= 0) return fail(`${part.id}: the turns ratio must be a number above zero.`);
  if (!(coupling > 0 && coupling <= 1)) return fail(`${part.id}: the coupling must lie between 0 and 1.`);
  const primary = elementName(part.id, 'L', '_P');
  const secondary = elementName(part.id, 'L', '_S');
  return ok([
    { letter: 'L', suffix: '_P', terminals: [pin(0), pin(1)], value: formatSpiceNumber(read.value) },
    {
      letter: 'L',
      suffix: '_S',
      terminals: [pin(2), pin(3)],
      value: formatSpiceNumber(read.value / ratio ** 2),
    },
    { letter: 'K', suffix: '', terminals: [], value: `${primary} ${secondary} ${coupling}` },
  ]);
}

function modelled(part: CircuitPart, catalog: ModelCatalog): PartElements {
  const model = catalog.find(part.value);
  const label = KIND_SPECS[part.kind].label.toLowerCase();
  if (!model) return fail(`${part.id}: there is no model called "${part.value}" for this ${label}.`);
  const pins = pinsOf(part).map((_, k) => pin(k));
  if (model.form === 'subckt') {
    if (model.nodes !== pins.length) {
      return fail(`${part.id}: subcircuit ${model.name} has ${model.nodes} pins, the symbol ${pins.length}.`);
    }
    return ok([{ letter: 'X', suffix: '', terminals: pins, value: model.name }], [model]);
  }
  const types = MODEL_TYPES[part.kind];
  if (!types?.includes(model.type)) return fail(`${part.id}: ${model.name} is not a model for a ${label}.`);
  if (part.kind === 'nmos' || part.kind === 'pmos') {
    // A discrete MOSFET's body is tied to its source.
    return ok(
      [{ letter: 'M', suffix: '', terminals: [pin(0), pin(1), pin(2), pin(2)], value: model.name }],
      [model],
    );
  }
  const letter = part.kind === 'npn' || part.kind === 'pnp' ? 'Q' : 'D';
  return ok([{ letter, suffix: '', terminals: pins, value: model.name }], [model]);
}

/** The SPICE cards of a healthy part, or why it cannot be simulated. */
export function partElements(part: CircuitPart, catalog: ModelCatalog): PartElements {
  switch (part.kind) {
    case 'resistor':
      return twoPin(part, 'R', 'resistance');
    case 'capacitor':
      return twoPin(part, 'C', 'capacitance');
    case 'inductor':
      return twoPin(part, 'L', 'inductance');
    case 'potentiometer':
      return potentiometer(part);
    case 'switch': {
      const closed = part.value.trim().toLowerCase() !== 'open';
      const value = formatSpiceNumber(closed ? SWITCH_CLOSED : SWITCH_OPEN);
      return ok([{ letter: 'R', suffix: '', terminals: [pin(0), pin(1)], value }]);
    }
    case 'dc-voltage':
    case 'ac-voltage':
    case 'pulse-voltage':
    case 'pwl-voltage': {
      const spec = sourceSpec(part);
      return spec.ok
        ? ok([{ letter: 'V', suffix: '', terminals: [pin(0), pin(1)], value: spec.spec }])
        : spec;
    }
    case 'dc-current': {
      // Current leaves the source at its + pin (SPICE pushes it out of the second node).
      const spec = sourceSpec(part);
      return spec.ok
        ? ok([{ letter: 'I', suffix: '', terminals: [pin(1), pin(0)], value: spec.spec }])
        : spec;
    }
    case 'transformer':
      return transformer(part);
    case 'ground':
    case 'label':
      return ok([]);
    default:
      return modelled(part, catalog);
  }
}
