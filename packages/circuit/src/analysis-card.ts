import type { AnalysisSettings, CircuitDocument } from '@electrobench/contracts/circuits';
import { elementName } from './spice-element';
import { formatSpiceNumber, readBenchNumber } from './spice-number';

export type AnalysisCard = { ok: true; card: string } | { ok: false; message: string };

/** Transients longer than this many steps would flood the page with points. */
export const MAX_TRANSIENT_STEPS = 200_000;

function read(text: string, what: string): number | string {
  const value = readBenchNumber(text);
  if (value === null) return `Could not read "${text}" as the ${what}.`;
  if (!(value > 0)) return `The ${what} must be more than zero.`;
  return value;
}

function readAll(entries: readonly [string, string][]): number[] | string {
  const values: number[] = [];
  for (const [text, what] of entries) {
    const value = read(text, what);
    if (typeof value === 'string') return value;
    values.push(value);
  }
  return values;
}

/** The analysis card (.op, .tran, .ac, .dc) for the settings, or what is wrong with them. */
export function analysisCard(
  doc: Pick<CircuitDocument, 'parts'>,
  analysis: AnalysisSettings,
  startFromZero: boolean,
): AnalysisCard {
  const n = formatSpiceNumber;
  switch (analysis.type) {
    case 'op':
      return { ok: true, card: '.op' };
    case 'tran': {
      const values = readAll([
        [analysis.stop, 'stop time'],
        [analysis.step, 'time step'],
      ]);
      if (typeof values === 'string') return { ok: false, message: values };
      const [stop = 0, step = 0] = values;
      if (step > stop) return { ok: false, message: 'The time step must be shorter than the stop time.' };
      if (stop / step > MAX_TRANSIENT_STEPS) {
        return {
          ok: false,
          message: `Use a longer time step: at most ${MAX_TRANSIENT_STEPS.toLocaleString('en')} steps.`,
        };
      }
      return { ok: true, card: `.tran ${n(step)} ${n(stop)} 0 ${n(step)}${startFromZero ? ' uic' : ''}` };
    }
    case 'ac': {
      const values = readAll([
        [analysis.start, 'start frequency'],
        [analysis.stop, 'stop frequency'],
        [analysis.pointsPerDecade, 'points per decade'],
      ]);
      if (typeof values === 'string') return { ok: false, message: values };
      const [start = 0, stop = 0, perDecade = 0] = values;
      if (start >= stop)
        return { ok: false, message: 'The stop frequency must be above the start frequency.' };
      const points = Math.min(1000, Math.max(1, Math.round(perDecade)));
      return { ok: true, card: `.ac dec ${points} ${n(start)} ${n(stop)}` };
    }
    case 'dc': {
      const source = doc.parts.find((part) => part.id.toLowerCase() === analysis.source.trim().toLowerCase());
      if (!source || !['dc-voltage', 'dc-current'].includes(source.kind)) {
        return { ok: false, message: 'Pick a DC voltage or current source to sweep.' };
      }
      const start = readBenchNumber(analysis.start);
      const stop = readBenchNumber(analysis.stop);
      const step = read(analysis.step, 'sweep step');
      if (start === null || stop === null)
        return { ok: false, message: 'Could not read the sweep start or stop value.' };
      if (typeof step === 'string') return { ok: false, message: step };
      if (Math.abs(stop - start) / step > MAX_TRANSIENT_STEPS)
        return { ok: false, message: 'Use a larger sweep step.' };
      const signed = stop >= start ? step : -step;
      const name = elementName(source.id, source.kind === 'dc-voltage' ? 'V' : 'I');
      return { ok: true, card: `.dc ${name} ${n(start)} ${n(stop)} ${n(signed)}` };
    }
  }
}
