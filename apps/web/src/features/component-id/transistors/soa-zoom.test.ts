import { describe, expect, it } from 'vitest';
import { isWhole, logTicks, panWindow, zoomWindow, type SoaWindow } from './soa-zoom';

const FULL: SoaWindow = { v: [0, 3], i: [-1, 2] };

describe('SOA zoom window', () => {
  it('zooms about the middle, and back out to the whole chart but no further', () => {
    const closer = zoomWindow(FULL, FULL, 2);
    expect(closer).toEqual({ v: [0.75, 2.25], i: [-0.25, 1.25] });
    expect(isWhole(zoomWindow(closer, FULL, 0.25), FULL)).toBe(true);
  });

  it('zooms about a point given as fractions of the window', () => {
    const closer = zoomWindow(FULL, FULL, 3, { v: 0, i: 1 });
    expect(closer.v[0]).toBeCloseTo(0);
    expect(closer.v[1]).toBeCloseTo(1);
    expect(closer.i[1]).toBeCloseTo(2);
  });

  it('stops panning at the edges of the chart', () => {
    const closer = zoomWindow(FULL, FULL, 2);
    expect(panWindow(closer, FULL, 10, 0).v).toEqual([1.5, 3]);
    expect(panWindow(closer, FULL, 0, -10).i).toEqual([-1, 0.5]);
  });

  it('never narrows below a tenth of a decade', () => {
    const deep = zoomWindow(FULL, FULL, 1000);
    expect(deep.v[1] - deep.v[0]).toBeCloseTo(0.1);
  });
});

describe('logTicks', () => {
  it('marks decades on a wide range and adds 2 and 5 when zoomed in', () => {
    expect(logTicks(1, 1000)).toEqual([1, 10, 100, 1000]);
    expect(logTicks(10, 100)).toEqual([10, 20, 50, 100]);
    expect(logTicks(20, 40)).toEqual([20, 30, 40]);
  });
});
