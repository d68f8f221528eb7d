import type { CircuitPart, FaultType, PartFault, PartKind } from '@electrobench/contracts/circuits';
import { internal, pin, type SpiceElement, type Terminal } from './spice-element';
import { formatSpiceNumber, parseSpiceNumber } from './spice-number';

/** What each fault means on the bench, and the amount it takes when none is given. */
export const FAULT_INFO: Readonly<Record<FaultType, { label: string; amountLabel: string | null }>> = {
  open: { label: 'Open (broken lead or burnt track)', amountLabel: null },
  short: { label: 'Short circuit', amountLabel: 'Short resistance (Ω)' },
  leaky: { label: 'Leaky (resistance in parallel)', amountLabel: 'Leak resistance (Ω)' },
  drifted: { label: 'Drifted value', amountLabel: 'Factor (2 = doubled)' },
  'high-esr': { label: 'High ESR (dried-out electrolytic)', amountLabel: 'ESR (Ω)' },
};

/** An open lead still leaks through a gigaohm, so what it leaves behind keeps a defined voltage. */
const OPEN_RESISTANCE = 1e9;

export function defaultFaultAmount(type: FaultType, kind: PartKind): number {
  switch (type) {
    case 'short':
      return 0.01;
    case 'leaky':
      return 10e3;
    case 'high-esr':
      return 10;
    case 'drifted':
      return kind === 'capacitor' ? 0.5 : 2;
    case 'open':
      return OPEN_RESISTANCE;
  }
}

/** The lead that breaks: the output of an IC, the wiper of a pot, the collector or drain... */
function openPin(kind: PartKind): number {
  if (kind === 'opamp') return 4;
  if (kind === 'timer555') return 2;
  if (kind === 'potentiometer') return 1;
  return 0;
}

/** The two pins a short or a leak bridges: collector-emitter, drain-source, or the part's ends. */
function bridgedPins(kind: PartKind): [number, number] {
  if (kind === 'npn' || kind === 'pnp' || kind === 'nmos' || kind === 'pmos') return [0, 2];
  if (kind === 'potentiometer') return [0, 2];
  return [0, 1];
}

const samePin = (t: Terminal, index: number) => 'pin' in t && t.pin === index;

function bridge(elements: SpiceElement[], kind: PartKind, ohms: number, suffix: string): SpiceElement[] {
  const [a, b] = bridgedPins(kind);
  return [...elements, { letter: 'R', suffix, terminals: [pin(a), pin(b)], value: formatSpiceNumber(ohms) }];
}

/**
 * Rewrites a part's cards to behave like the faulty part. Sources, grounds and labels have no
 * faults; a fault that does not apply to the kind leaves the cards unchanged.
 */
export function applyFault(
  part: Pick<CircuitPart, 'kind'>,
  elements: SpiceElement[],
  fault: PartFault,
): SpiceElement[] {
  const amount = fault.amount ?? defaultFaultAmount(fault.type, part.kind);
  if (elements.length === 0) return elements;
  switch (fault.type) {
    case 'open': {
      const lead = openPin(part.kind);
      const cut = elements.map((element) => ({
        ...element,
        terminals: element.terminals.map((t) => (samePin(t, lead) ? internal('open') : t)),
      }));
      return [
        ...cut,
        {
          letter: 'R',
          suffix: '_OPEN',
          terminals: [internal('open'), pin(lead)],
          value: formatSpiceNumber(OPEN_RESISTANCE),
        },
      ];
    }
    case 'short':
      return bridge(elements, part.kind, amount, '_SHORT');
    case 'leaky':
      return bridge(elements, part.kind, amount, '_LEAK');
    case 'drifted':
      return elements.map((element) => {
        if (!['R', 'C', 'L'].includes(element.letter)) return element;
        const value = parseSpiceNumber(element.value);
        return value === null ? element : { ...element, value: formatSpiceNumber(value * amount) };
      });
    case 'high-esr':
      if (part.kind !== 'capacitor') return elements;
      return [
        ...elements.map((element) => ({
          ...element,
          terminals: element.terminals.map((t) => (samePin(t, 1) ? internal('esr') : t)),
        })),
        {
          letter: 'R',
          suffix: '_ESR',
          terminals: [internal('esr'), pin(1)],
          value: formatSpiceNumber(amount),
        },
      ];
  }
}
