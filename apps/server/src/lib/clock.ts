/** Injected wherever time matters so tests can move it forward (token lifetimes, expiry). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function fakeClock(start = new Date('2026-01-01T00:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
