import {
  decodeCapacitanceCode,
  decodeEiaVoltageCode,
  decodeTantalumVoltageCode,
  type DecodedCapacitance,
  type DecodedVoltage,
} from './capacitor-code';
import {
  TANTALUM_VOLTAGE_LETTERS,
  TOLERANCE_LETTERS,
  type ToleranceLetter,
} from './capacitor-marking-tables';
import { fail, succeed, type Result } from './result';

export interface DecodedCapacitorMarking {
  capacitance: DecodedCapacitance;
  tolerance: ToleranceLetter | null;
  voltage: DecodedVoltage | null;
  /** How letters were interpreted, and other readings that are possible. */
  notes: string[];
}

// Tantalum chips start around 0.1 µF, so a voltage letter after a smaller value is not plausible.
const TANTALUM_MIN_FARADS = 100e-9;
const ABSOLUTE_TOLERANCE_MAX_FARADS = 10e-12;

interface LetterReading {
  tolerance?: ToleranceLetter;
  voltage?: DecodedVoltage;
  note?: string;
}

/**
 * A letter after the value is a tolerance on ceramics and film, a voltage code on tantalum chips.
 * A part that also carries an EIA voltage code (2A, 1H) is film or ceramic, never a tantalum chip.
 */
function readTrailingLetter(letter: string, farads: number, eiaPrinted: boolean): LetterReading | string {
  const upper = letter === 'e' ? 'e' : letter.toUpperCase();
  const tolerance = TOLERANCE_LETTERS[upper];
  const tantalum = TANTALUM_VOLTAGE_LETTERS[upper];
  const tantalumPlausible = !eiaPrinted && tantalum !== undefined && farads >= TANTALUM_MIN_FARADS;
  const asVoltage = (): DecodedVoltage | undefined => {
    const decoded = decodeTantalumVoltageCode(upper);
    return decoded.ok ? decoded : undefined;
  };
  if (
    tolerance &&
    tolerance.kind === 'absolute' &&
    farads > ABSOLUTE_TOLERANCE_MAX_FARADS &&
    tantalumPlausible
  ) {
    return { voltage: asVoltage(), note: `${upper} read as a tantalum voltage code (${tantalum} V).` };
  }
  if (tolerance) {
    const note = tantalumPlausible
      ? `${upper} read as tolerance ${tolerance.text}; on a tantalum chip it would mean ${tantalum} V.`
      : undefined;
    return note ? { tolerance, note } : { tolerance };
  }
  if (tantalum !== undefined) {
    const note = tantalumPlausible
      ? `${upper} read as a tantalum voltage code.`
      : 'Tantalum parts this small are unusual.';
    return { voltage: asVoltage(), note };
  }
  return `"${letter}" after the value is neither a tolerance letter nor a tantalum voltage code.`;
}

function explicitVoltage(token: string): DecodedVoltage | null {
  const match = /^(\d+(?:\.\d+)?)(?:V|VDC|WV)?$/i.exec(token);
  if (!match || !/[vV]/.test(token)) return null;
  return { volts: Number(match[1]), code: token, system: 'explicit', formula: 'V as printed' };
}

function splitValueAndLetter(token: string): { value: string; letter: string | null } {
  if (decodeCapacitanceCode(token).ok) return { value: token, letter: null };
  const voltageFirst = /^([A-Za-z])(\d{3})$/.exec(token);
  if (voltageFirst) return { value: voltageFirst[2] ?? '', letter: voltageFirst[1] ?? null };
  const valueFirst = /^(\d{3}|\d*[rR]\d+|\d*[pnuµPNU]\d*)([A-Za-z])$/.exec(token);
  if (valueFirst) return { value: valueFirst[1] ?? '', letter: valueFirst[2] ?? null };
  return { value: token, letter: null };
}

const isEiaVoltage = (token: string) => /^\d[A-Za-z]$/.test(token) && decodeEiaVoltageCode(token).ok;

/**
 * Film and ceramic parts print the EIA voltage code against the value, before or after it:
 * "2A474J" and "104K1H" are read as "474J 2A" and "104K 1H".
 */
function splitVoltageCode(token: string): string[] {
  const before = /^(\d[A-Za-z])(\d{3}[A-Za-z]?)$/.exec(token);
  if (before?.[1] && before[2] && isEiaVoltage(before[1])) return [before[2], before[1]];
  const after = /^(\d{3}[A-Za-z]?)(\d[A-Za-z])$/.exec(token);
  if (after?.[1] && after[2] && isEiaVoltage(after[2])) return [after[1], after[2]];
  return [token];
}

/**
 * Reads a whole marking such as "104K 1H" (100 nF ±10 % 50 V), "107C" (100 µF 16 V tantalum),
 * "4n7 J 100V", "105J 2A" or "2A474J". The capacitance comes first, except an EIA voltage code
 * that may stand before it; the rest may be in any order.
 */
export function decodeCapacitorMarking(input: string): Result<DecodedCapacitorMarking> {
  if (typeof input !== 'string' || input.trim() === '')
    return fail('Enter the marking printed on the capacitor.');
  const tokens = input
    .trim()
    .replace(/µ/g, 'u')
    .split(/[\s,/]+/)
    .flatMap(splitVoltageCode);
  // A voltage code printed on its own before the value ("2A 474J") is read after it.
  if (tokens.length > 1 && isEiaVoltage(tokens[0] ?? '')) tokens.push(tokens.shift() ?? '');
  const [first = '', ...rest] = tokens;
  const eiaPrinted = rest.some(isEiaVoltage);
  const { value, letter } = splitValueAndLetter(first);
  const decoded = decodeCapacitanceCode(value);
  if (!decoded.ok) return decoded;
  const { ok: _ok, ...capacitance } = decoded;

  let tolerance: ToleranceLetter | null = null;
  let voltage: DecodedVoltage | null = null;
  const notes: string[] = [];
  const applyLetter = (text: string): string | null => {
    const reading = readTrailingLetter(text, capacitance.farads, eiaPrinted);
    if (typeof reading === 'string') return reading;
    tolerance = reading.tolerance ?? tolerance;
    voltage = reading.voltage ?? voltage;
    if (reading.note) notes.push(reading.note);
    return null;
  };
  if (letter) {
    const problem = applyLetter(letter);
    if (problem) return fail(problem);
  }
  for (const token of rest) {
    const eia = /^\d[A-Za-z]$/.test(token) ? decodeEiaVoltageCode(token) : null;
    const explicit = explicitVoltage(token);
    if (eia?.ok) {
      voltage = eia;
      notes.push(`${eia.code} is the EIA voltage code for ${eia.volts} V.`);
    } else if (explicit) {
      voltage = explicit;
    } else if (/^[A-Za-z]$/.test(token)) {
      const problem = applyLetter(token);
      if (problem) return fail(problem);
    } else if (/^\d+(\.\d+)?$/.test(token)) {
      voltage = { volts: Number(token), code: token, system: 'explicit', formula: 'V as printed' };
      notes.push(`${token} after the value read as the rated voltage.`);
    } else {
      return fail(
        `Could not read "${token}" in "${input.trim()}"; expected a tolerance letter or a voltage such as 1H or 50V.`,
      );
    }
  }
  return succeed({ capacitance, tolerance, voltage, notes });
}
