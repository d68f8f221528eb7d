/**
 * Input guards shared by the calculators. Each returns the user-facing message for the first problem,
 * or null when the number is acceptable, so callers can chain them with firstProblem().
 */
export function checkFinite(label: string, value: number): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return `${label} must be a number.`;
  if (!Number.isFinite(value)) return `${label} must be a finite number.`;
  return null;
}

export function checkPositive(label: string, value: number): string | null {
  return checkFinite(label, value) ?? (value > 0 ? null : `${label} must be greater than zero.`);
}

export function checkNonNegative(label: string, value: number): string | null {
  return checkFinite(label, value) ?? (value >= 0 ? null : `${label} cannot be negative.`);
}

export function checkRange(label: string, value: number, min: number, max: number, unit = ''): string | null {
  const suffix = unit ? ` ${unit}` : '';
  return (
    checkFinite(label, value) ??
    (value >= min && value <= max ? null : `${label} must be between ${min}${suffix} and ${max}${suffix}.`)
  );
}

export function firstProblem(...problems: (string | null)[]): string | null {
  return problems.find((problem) => problem !== null) ?? null;
}

/** Values within a few parts per billion are treated as equal, which hides binary rounding noise. */
export function nearlyEqual(a: number, b: number, relativeTolerance = 1e-9): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= relativeTolerance * Math.max(Math.abs(a), Math.abs(b));
}

/** Rounds away binary noise such as 4.7 * 1e-3 = 0.0047000000000000002 so results print cleanly. */
export function clean(value: number, significantDigits = 12): number {
  if (!Number.isFinite(value) || value === 0) return value;
  return Number(value.toPrecision(significantDigits));
}
