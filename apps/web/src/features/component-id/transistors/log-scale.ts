export interface LogScale {
  min: number;
  max: number;
  at: (value: number) => number;
}

/**
 * Maps [min, max] (widened to whole decades) onto [from, to] logarithmically. Decade bounds keep
 * the grid on 1, 10, 100 so readings match a datasheet figure.
 */
export function logScale(lowest: number, highest: number, from: number, to: number): LogScale {
  const lo = Math.floor(Math.log10(lowest));
  let hi = Math.ceil(Math.log10(highest));
  if (hi === lo) hi += 1;
  const min = 10 ** lo;
  const max = 10 ** hi;
  return { min, max, at: (value) => from + ((Math.log10(value) - lo) / (hi - lo)) * (to - from) };
}

/** Maps [min, max] as given (no widening) onto [from, to] logarithmically; `value` inverts it. */
export function logRange(
  min: number,
  max: number,
  from: number,
  to: number,
): LogScale & { value: (position: number) => number } {
  const lo = Math.log10(min);
  const span = Math.log10(max) - lo || 1;
  return {
    min,
    max,
    at: (value) => from + ((Math.log10(value) - lo) / span) * (to - from),
    value: (position) => 10 ** (lo + ((position - from) / (to - from)) * span),
  };
}
