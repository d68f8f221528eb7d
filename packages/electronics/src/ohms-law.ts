import { checkFinite, clean } from './number-checks';
import { fail, succeed, type Result } from './result';

export type OhmsLawQuantity = 'voltage' | 'current' | 'resistance' | 'power';

/** Give exactly two quantities in volts, amperes, ohms and watts; leave the others undefined or null. */
export interface OhmsLawInput {
  voltage?: number | null;
  current?: number | null;
  resistance?: number | null;
  power?: number | null;
}

export interface OhmsLawSolution {
  voltage: number;
  current: number;
  resistance: number;
  power: number;
  given: OhmsLawQuantity[];
  formula: string;
  notes: string[];
}

const LABELS: Readonly<Record<OhmsLawQuantity, string>> = {
  voltage: 'Voltage',
  current: 'Current',
  resistance: 'Resistance',
  power: 'Power',
};

const ORDER: readonly OhmsLawQuantity[] = ['voltage', 'current', 'resistance', 'power'];

type Values = { v: number; i: number; r: number; p: number; formula: string; notes?: string[] };

function fromVoltageCurrent(v: number, i: number): Values | string {
  if (i === 0) return 'With zero current the resistance cannot be found: it is an open circuit.';
  if (v !== 0 && Math.sign(v) !== Math.sign(i)) {
    return 'Voltage and current have opposite signs, which would mean a negative resistance.';
  }
  return { v, i, r: v / i, p: v * i, formula: 'R = V / I; P = V × I' };
}

function fromVoltageResistance(v: number, r: number): Values | string {
  if (r === 0) return 'Zero resistance across a voltage is a short circuit: the current would be infinite.';
  return { v, i: v / r, r, p: (v * v) / r, formula: 'I = V / R; P = V² / R' };
}

function fromVoltagePower(v: number, p: number): Values | string {
  if (v === 0) {
    return p === 0
      ? 'With zero voltage and zero power the current and resistance cannot be found.'
      : 'Power cannot be dissipated with zero voltage.';
  }
  if (p === 0) return 'Zero power at a non-zero voltage means no current flows (infinite resistance).';
  return { v, i: p / v, r: (v * v) / p, p, formula: 'I = P / V; R = V² / P' };
}

function fromCurrentResistance(i: number, r: number): Values {
  return { v: i * r, i, r, p: i * i * r, formula: 'V = I × R; P = I² × R' };
}

function fromCurrentPower(i: number, p: number): Values | string {
  if (i === 0) {
    return p === 0
      ? 'With zero current and zero power the voltage and resistance cannot be found.'
      : 'Power cannot be dissipated with zero current.';
  }
  return { v: p / i, i, r: p / (i * i), p, formula: 'V = P / I; R = P / I²' };
}

function fromResistancePower(r: number, p: number): Values | string {
  if (r === 0) {
    return p === 0
      ? 'With zero resistance and zero power the voltage and current cannot be found.'
      : 'A zero resistance cannot dissipate power.';
  }
  return {
    v: Math.sqrt(p * r),
    i: Math.sqrt(p / r),
    r,
    p,
    formula: 'V = √(P × R); I = √(P / R)',
    notes: ['Resistance and power do not tell the direction; voltage and current are shown as positive.'],
  };
}

function solvePair(given: readonly OhmsLawQuantity[], input: OhmsLawInput): Values | string {
  const v = input.voltage ?? 0;
  const i = input.current ?? 0;
  const r = input.resistance ?? 0;
  const p = input.power ?? 0;
  switch (given.join('+')) {
    case 'voltage+current':
      return fromVoltageCurrent(v, i);
    case 'voltage+resistance':
      return fromVoltageResistance(v, r);
    case 'voltage+power':
      return fromVoltagePower(v, p);
    case 'current+resistance':
      return fromCurrentResistance(i, r);
    case 'current+power':
      return fromCurrentPower(i, p);
    default:
      return fromResistancePower(r, p);
  }
}

/** Ohm's law and the power law: any two of V, I, R and P give the other two. */
export function solveOhmsLaw(input: OhmsLawInput): Result<OhmsLawSolution> {
  const given = ORDER.filter((key) => input[key] !== undefined && input[key] !== null);
  if (given.length !== 2) {
    return fail(`Enter exactly two of voltage, current, resistance and power (you gave ${given.length}).`);
  }
  for (const key of given) {
    const problem = checkFinite(LABELS[key], input[key] ?? Number.NaN);
    if (problem) return fail(problem);
  }
  if ((input.resistance ?? 0) < 0) return fail('Resistance cannot be negative.');
  if ((input.power ?? 0) < 0) return fail('Power dissipated in a resistor cannot be negative.');

  const solved = solvePair(given, input);
  if (typeof solved === 'string') return fail(solved);
  return succeed({
    voltage: clean(solved.v),
    current: clean(solved.i),
    resistance: clean(solved.r),
    power: clean(solved.p),
    given,
    formula: solved.formula,
    notes: solved.notes ?? [],
  });
}
