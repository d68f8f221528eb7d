import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  clampView,
  fitView,
  fittedArea,
  sheetPointAt,
  viewKeeping,
  visibleArea,
} from './sheet-view';

const SHEET = { minX: -5, minY: -5, width: 40, height: 20 };

describe('sheet view', () => {
  it('widens the sheet to a tall box around its middle, so the grid fills the box', () => {
    const area = fittedArea(SHEET, 1);
    expect(area).toEqual({ minX: -5, minY: -15, width: 40, height: 40 });
    expect(fittedArea(SHEET, 4)).toEqual({ minX: -25, minY: -5, width: 80, height: 20 });
  });

  it('keeps the view inside the sheet and between the whole sheet and MAX_ZOOM', () => {
    expect(clampView(SHEET, { zoom: 0.5, cx: 100, cy: 100 })).toEqual({ zoom: 1, cx: 15, cy: 5 });
    const far = clampView(SHEET, { zoom: 100, cx: 100, cy: -100 });
    expect(far.zoom).toBe(MAX_ZOOM);
    expect(visibleArea(SHEET, far).minX + visibleArea(SHEET, far).width).toBeCloseTo(35);
    expect(visibleArea(SHEET, far).minY).toBeCloseTo(-5);
  });

  it('keeps the grid point under the fingers where it was while zooming', () => {
    const start = { zoom: 1, cx: 15, cy: 5 };
    // The sheet drawn 400 px wide from screen (100, 50): 10 px per grid step.
    const frame = { left: 100, top: 50, scale: 10 };
    const at = { x: 200, y: 100 };
    const anchor = sheetPointAt(frame, visibleArea(SHEET, start), at);
    expect(anchor).toEqual({ x: 5, y: 0 });
    const zoomed = viewKeeping(SHEET, start, frame, anchor, at, 2);
    const visible = visibleArea(SHEET, zoomed);
    // 20 px per step now; the screen corner (100, 50) is 10 steps left of and 5 above the anchor.
    expect(visible.minX).toBeCloseTo(0);
    expect(visible.minY).toBeCloseTo(-2.5);
    expect(visible.width).toBeCloseTo(20);
  });

  it('pans by the distance the finger moved, in grid steps', () => {
    const start = { zoom: 2, cx: 10, cy: 5 };
    const frame = { left: 0, top: 0, scale: 20 };
    const anchor = sheetPointAt(frame, visibleArea(SHEET, start), { x: 100, y: 100 });
    const moved = viewKeeping(SHEET, start, frame, anchor, { x: 60, y: 100 }, 2);
    expect(moved.cx).toBeCloseTo(12);
    expect(moved.cy).toBeCloseTo(5);
  });

  it('fits a small drawing to the box', () => {
    const view = fitView(SHEET, { minX: 0, minY: 0, width: 10, height: 5 });
    expect(view.zoom).toBe(4);
    expect(visibleArea(SHEET, view)).toEqual({ minX: 0, minY: 0, width: 10, height: 5 });
  });
});
