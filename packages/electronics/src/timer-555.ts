import { checkPositive, clean, firstProblem } from './number-checks';
import { fail, succeed, type Result } from './result';

export interface AstableInput {
  r1: number;
  r2: number;
  capacitanceFarads: number;
  /** A diode across R2 makes the capacitor charge through R1 only, allowing duty cycles below 50 %. */
  diode?: boolean;
}

export interface AstableResult {
  highSeconds: number;
  lowSeconds: number;
  periodSeconds: number;
  frequencyHz: number;
  dutyPercent: number;
  /** Time constants of the charge and discharge paths, used to draw the capacitor voltage. */
  chargeTauSeconds: number;
  dischargeTauSeconds: number;
  formula: string;
  notes: string[];
}

/**
 * The capacitor swings between 1/3 and 2/3 of the supply, and each half-cycle of an RC charge between
 * those levels takes ln 2 time constants. 1/ln 2 ≈ 1.44 is the constant of the textbook formula.
 */
export function astable555(input: AstableInput): Result<AstableResult> {
  const { r1, r2, capacitanceFarads: c, diode = false } = input;
  const problem = firstProblem(
    checkPositive('R1', r1),
    checkPositive('R2', r2),
    checkPositive('Capacitance', c),
  );
  if (problem) return fail(problem);
  const chargeTau = (diode ? r1 : r1 + r2) * c;
  const dischargeTau = r2 * c;
  const high = Math.LN2 * chargeTau;
  const low = Math.LN2 * dischargeTau;
  const period = high + low;
  return succeed({
    highSeconds: clean(high),
    lowSeconds: clean(low),
    periodSeconds: clean(period),
    frequencyHz: clean(1 / period),
    dutyPercent: clean((high / period) * 100),
    chargeTauSeconds: clean(chargeTau),
    dischargeTauSeconds: clean(dischargeTau),
    formula: diode
      ? 't_high = ln2 × R1 × C; t_low = ln2 × R2 × C; f = 1.44 / ((R1 + R2) × C)'
      : 't_high = ln2 × (R1 + R2) × C; t_low = ln2 × R2 × C; f = 1.44 / ((R1 + 2·R2) × C)',
    notes: diode
      ? ['Assumes an ideal diode; its forward drop makes t_high a little longer in practice.']
      : [],
  });
}

export interface MonostableResult {
  pulseSeconds: number;
  formula: string;
}

/** Pulse width: the capacitor charges from 0 to 2/3 of the supply, ln 3 ≈ 1.1 time constants. */
export function monostable555(ohms: number, capacitanceFarads: number): Result<MonostableResult> {
  const problem = firstProblem(checkPositive('R', ohms), checkPositive('Capacitance', capacitanceFarads));
  if (problem) return fail(problem);
  return succeed({
    pulseSeconds: clean(Math.log(3) * ohms * capacitanceFarads),
    formula: 't = 1.1 × R × C (ln 3 × R × C)',
  });
}
