/** A log-log window of the SOA chart: log10 of the voltage and current bounds. */
export interface SoaWindow {
  v: readonly [number, number];
  i: readonly [number, number];
}

/** The narrowest window, in decades: a tenth of a decade still shows a readable stretch of line. */
const MIN_SPAN = 0.1;

function fit([lo, hi]: readonly [number, number], [fullLo, fullHi]: readonly [number, number]) {
  const span = Math.min(fullHi - fullLo, Math.max(MIN_SPAN, hi - lo));
  const start = Math.min(fullHi - span, Math.max(fullLo, (lo + hi) / 2 - span / 2));
  return [start, start + span] as const;
}

/** The window kept inside the full chart and no narrower than MIN_SPAN decades. */
export function clampWindow(window: SoaWindow, full: SoaWindow): SoaWindow {
  return { v: fit(window.v, full.v), i: fit(window.i, full.i) };
}

/** Zooms by `factor` (2 = twice as close) about a point given as fractions of the window (0..1). */
export function zoomWindow(window: SoaWindow, full: SoaWindow, factor: number, at = { v: 0.5, i: 0.5 }) {
  const scale = ([lo, hi]: readonly [number, number], f: number) => {
    const centre = lo + (hi - lo) * f;
    return [centre - (centre - lo) / factor, centre + (hi - centre) / factor] as const;
  };
  return clampWindow({ v: scale(window.v, at.v), i: scale(window.i, at.i) }, full);
}

/** Moves the window by fractions of its own size (positive: towards higher voltage or current). */
export function panWindow(window: SoaWindow, full: SoaWindow, dv: number, di: number): SoaWindow {
  const shift = ([lo, hi]: readonly [number, number], d: number) => {
    const step = (hi - lo) * d;
    return [lo + step, hi + step] as const;
  };
  return clampWindow({ v: shift(window.v, dv), i: shift(window.i, di) }, full);
}

/** True when the window shows the whole chart. */
export function isWhole(window: SoaWindow, full: SoaWindow): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  return (
    near(window.v[0], full.v[0]) &&
    near(window.v[1], full.v[1]) &&
    near(window.i[0], full.i[0]) &&
    near(window.i[1], full.i[1])
  );
}

/** Grid values inside [min, max]: decades, with 2 and 5 (or every digit) when zoomed in. */
export function logTicks(min: number, max: number): number[] {
  const within = (steps: readonly number[]) => {
    const ticks: number[] = [];
    for (let e = Math.floor(Math.log10(min)); e <= Math.ceil(Math.log10(max)); e++) {
      for (const m of steps) {
        const value = m * 10 ** e;
        if (value >= min * 0.999 && value <= max * 1.001) ticks.push(value);
      }
    }
    return ticks;
  };
  for (const steps of [[1], [1, 2, 5], [1, 2, 3, 4, 5, 6, 7, 8, 9]]) {
    const ticks = within(steps);
    if (ticks.length >= 3) return ticks;
  }
  return within([1, 2, 3, 4, 5, 6, 7, 8, 9]);
}
