import { checkFinite, checkPositive, clean, firstProblem } from './number-checks';
import { fail, succeed, type Result } from './result';

/** Mechanical (imperial) horsepower in kilowatts. */
export const KW_PER_HP = 0.7457;

/**
 * 60 000 / 2π ≈ 9549.3, rounded to 9550 as on nameplates and in drive manuals; the rounding changes
 * results by less than 0.01 %.
 */
export const TORQUE_CONSTANT = 9550;

/** Newton-metres to pound-feet: 1 N·m = 1 / (0.3048 m × 4.4482216 N) = 0.737562 lb·ft. */
export const LBFT_PER_NM = 0.737562;

export const LBFT_FORMULA = 'T[lb·ft] = 0.737562 × T[N·m]';

/** Pound-feet for a torque in newton-metres. */
export function nmToLbFt(torqueNm: number): Result<{ torqueLbFt: number; formula: string }> {
  const problem = checkFinite('Torque', torqueNm);
  return problem
    ? fail(problem)
    : succeed({ torqueLbFt: clean(torqueNm * LBFT_PER_NM), formula: LBFT_FORMULA });
}

export type PowerUnit = 'kW' | 'hp';

export interface TorqueResult {
  torqueNm: number;
  torqueLbFt: number;
  kilowatts: number;
  horsepower: number;
  formula: string;
}

export function torqueFromPower(power: number, unit: PowerUnit, rpm: number): Result<TorqueResult> {
  const problem = firstProblem(
    checkPositive('Power', power),
    checkPositive('Speed', rpm),
    unit === 'kW' || unit === 'hp' ? null : 'Power unit must be kW or hp.',
  );
  if (problem) return fail(problem);
  const kilowatts = unit === 'kW' ? power : power * KW_PER_HP;
  const torqueNm = (TORQUE_CONSTANT * kilowatts) / rpm;
  return succeed({
    torqueNm: clean(torqueNm),
    torqueLbFt: clean(torqueNm * LBFT_PER_NM),
    kilowatts: clean(kilowatts),
    horsepower: clean(kilowatts / KW_PER_HP),
    formula:
      unit === 'kW' ? 'T = 9550 × P[kW] / n[rpm]' : 'P[kW] = 0.7457 × P[hp]; T = 9550 × P[kW] / n[rpm]',
  });
}

export interface PowerFromTorqueResult {
  kilowatts: number;
  horsepower: number;
  formula: string;
}

export function powerFromTorque(torqueNm: number, rpm: number): Result<PowerFromTorqueResult> {
  const problem = firstProblem(checkPositive('Torque', torqueNm), checkPositive('Speed', rpm));
  if (problem) return fail(problem);
  const kilowatts = (torqueNm * rpm) / TORQUE_CONSTANT;
  return succeed({
    kilowatts: clean(kilowatts),
    horsepower: clean(kilowatts / KW_PER_HP),
    formula: 'P[kW] = T × n / 9550',
  });
}

export function hpToKw(hp: number): Result<{ kilowatts: number; formula: string }> {
  const problem = checkFinite('Power', hp);
  return problem ? fail(problem) : succeed({ kilowatts: clean(hp * KW_PER_HP), formula: '1 hp = 0.7457 kW' });
}

export function kwToHp(kw: number): Result<{ horsepower: number; formula: string }> {
  const problem = checkFinite('Power', kw);
  return problem
    ? fail(problem)
    : succeed({ horsepower: clean(kw / KW_PER_HP), formula: '1 hp = 0.7457 kW' });
}

export interface SyncSpeedResult {
  syncRpm: number;
  formula: string;
}

export function synchronousSpeed(frequencyHz: number, poles: number): Result<SyncSpeedResult> {
  const problem = firstProblem(
    checkPositive('Frequency', frequencyHz),
    Number.isInteger(poles) && poles >= 2 && poles % 2 === 0
      ? null
      : 'Poles must be an even whole number (2, 4, 6 …).',
  );
  if (problem) return fail(problem);
  return succeed({ syncRpm: clean((120 * frequencyHz) / poles), formula: 'n_s = 120 × f / p' });
}

export interface PoleEstimate {
  poles: number;
  polePairs: number;
  syncRpm: number;
  slipPercent: number;
  formula: string;
  notes: string[];
}

/** Above this slip at rated load the inputs are more likely wrong than the motor unusual. */
export const UNUSUAL_SLIP_PERCENT = 10;

/**
 * An induction motor runs a little below synchronous speed, so its pole count is the one whose
 * synchronous speed is the nearest at or above the rated speed.
 */
export function polesFromRatedSpeed(frequencyHz: number, ratedRpm: number): Result<PoleEstimate> {
  const problem = firstProblem(
    checkPositive('Frequency', frequencyHz),
    checkPositive('Rated speed', ratedRpm),
  );
  if (problem) return fail(problem);
  const polePairs = Math.floor((60 * frequencyHz) / ratedRpm + 1e-9);
  if (polePairs < 1) {
    return fail(
      `${ratedRpm} rpm is above the 2-pole synchronous speed at ${frequencyHz} Hz (${clean(60 * frequencyHz)} rpm); check the frequency and speed.`,
    );
  }
  const poles = 2 * polePairs;
  const syncRpm = clean((60 * frequencyHz) / polePairs);
  const slipPercent = clean(((syncRpm - ratedRpm) / syncRpm) * 100, 6);
  const notes: string[] = [];
  if (slipPercent === 0)
    notes.push('Speed equals synchronous speed: a synchronous motor, or a no-load speed.');
  if (slipPercent > UNUSUAL_SLIP_PERCENT) {
    notes.push(`Slip of ${slipPercent} % is unusually high for rated load; check the nameplate values.`);
  }
  return succeed({
    poles,
    polePairs,
    syncRpm,
    slipPercent,
    formula: 'n_s = 120 × f / p; slip = (n_s − n) / n_s × 100 %',
    notes,
  });
}
