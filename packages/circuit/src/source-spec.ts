import type { CircuitPart } from '@electrobench/contracts/circuits';
import { formatSpiceNumber, readBenchNumber } from './spice-number';

export type SpecResult = { ok: true; spec: string } | { ok: false; message: string };

/** Reads one number of a part (its value or a named parameter) into SPICE spelling. */
export function spiceNumber(part: CircuitPart, text: string | undefined, what: string): SpecResult {
  const value = readBenchNumber(text ?? '');
  if (value === null)
    return { ok: false, message: `${part.id}: could not read "${text ?? ''}" as the ${what}.` };
  return { ok: true, spec: formatSpiceNumber(value) };
}

function all(
  part: CircuitPart,
  entries: readonly (readonly [string | undefined, string])[],
): SpecResult & { values?: string[] } {
  const values: string[] = [];
  for (const [text, what] of entries) {
    const read = spiceNumber(part, text, what);
    if (!read.ok) return read;
    values.push(read.spec);
  }
  return { ok: true, spec: values.join(' '), values };
}

/**
 * What follows the nodes on a source card. Every time-varying voltage source (sine, pulse, PWL) also
 * carries "AC 1", so an AC analysis reads every gain straight against a 1 V input whichever of them
 * drives the circuit. Pulse and PWL sources state their level at t = 0 as the DC value, which is what
 * the transient analysis starts from anyway, so an operating point agrees with the transient.
 */
export function sourceSpec(part: CircuitPart): SpecResult {
  const p = part.params ?? {};
  switch (part.kind) {
    case 'dc-voltage':
    case 'dc-current': {
      const read = spiceNumber(part, part.value, part.kind === 'dc-voltage' ? 'voltage' : 'current');
      return read.ok ? { ok: true, spec: `DC ${read.spec}` } : read;
    }
    case 'ac-voltage': {
      const read = all(part, [
        [p.offset ?? '0', 'offset'],
        [part.value, 'amplitude'],
        [p.frequency ?? '1k', 'frequency'],
      ]);
      if (!read.ok || !read.values) return read;
      const [offset, amplitude, frequency] = read.values;
      return { ok: true, spec: `DC ${offset} AC 1 SIN(${offset} ${amplitude} ${frequency})` };
    }
    case 'pulse-voltage': {
      const read = all(part, [
        [p.low ?? '0', 'low level'],
        [part.value, 'high level'],
        [p.delay ?? '0', 'delay'],
        [p.rise ?? '1u', 'rise time'],
        [p.fall ?? '1u', 'fall time'],
        [p.width ?? '0.5m', 'pulse width'],
        [p.period ?? '1m', 'period'],
      ]);
      if (!read.ok || !read.values) return read;
      return { ok: true, spec: `DC ${read.values[0]} AC 1 PULSE(${read.spec})` };
    }
    case 'pwl-voltage': {
      const words = part.value
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean);
      if (words.length < 2 || words.length % 2 !== 0) {
        return { ok: false, message: `${part.id}: give the waveform as time-value pairs, e.g. "0 0 1m 5".` };
      }
      const read = all(
        part,
        words.map((word, k) => [word, k % 2 === 0 ? 'time' : 'voltage'] as const),
      );
      if (!read.ok || !read.values) return read;
      return { ok: true, spec: `DC ${read.values[1]} AC 1 PWL(${read.spec})` };
    }
    default:
      return { ok: false, message: `${part.id} is not a source.` };
  }
}
