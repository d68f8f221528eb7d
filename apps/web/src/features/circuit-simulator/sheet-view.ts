import type { SheetBounds } from './sheet-geometry';

/** How far the schematic may be enlarged, relative to the whole sheet in view. */
export const MAX_ZOOM = 8;
/** One press of Zoom in / Zoom out. */
export const ZOOM_STEP = 1.5;

export interface Point {
  x: number;
  y: number;
}

/** What part of the sheet is on screen: the zoom (1 = all of it) and the centre, in grid steps. */
export interface SheetView {
  zoom: number;
  cx: number;
  cy: number;
}

export const WHOLE_SHEET: SheetView = { zoom: 1, cx: 0, cy: 0 };

/**
 * The area shown at zoom 1: the sheet widened or heightened around its centre to the shape of the
 * drawing area (width / height), so the grid fills the whole box on a tall phone as on a wide screen.
 */
export function fittedArea(bounds: SheetBounds, aspect: number): SheetBounds {
  if (!(aspect > 0)) return bounds;
  const width = Math.max(bounds.width, bounds.height * aspect);
  const height = width / aspect;
  return {
    minX: bounds.minX + (bounds.width - width) / 2,
    minY: bounds.minY + (bounds.height - height) / 2,
    width,
    height,
  };
}

/** The view kept inside the area: zoom between 1 and MAX_ZOOM, and no panning off its edges. */
export function clampView(area: SheetBounds, view: SheetView): SheetView {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom));
  const halfW = area.width / zoom / 2;
  const halfH = area.height / zoom / 2;
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return {
    zoom,
    cx: clamp(view.cx, area.minX + halfW, area.minX + area.width - halfW),
    cy: clamp(view.cy, area.minY + halfH, area.minY + area.height - halfH),
  };
}

/** The view that shows `drawing` as large as the area allows, centred. */
export function fitView(area: SheetBounds, drawing: SheetBounds): SheetView {
  return clampView(area, {
    zoom: Math.min(area.width / drawing.width, area.height / drawing.height),
    cx: drawing.minX + drawing.width / 2,
    cy: drawing.minY + drawing.height / 2,
  });
}

/** The rectangle of the sheet on screen (grid steps), for the SVG viewBox. */
export function visibleArea(area: SheetBounds, view: SheetView): SheetBounds {
  const v = clampView(area, view);
  const width = area.width / v.zoom;
  const height = area.height / v.zoom;
  return { minX: v.cx - width / 2, minY: v.cy - height / 2, width, height };
}

/** Where the visible area sits on screen: its top-left corner and screen pixels per grid step. */
export interface ScreenFrame {
  left: number;
  top: number;
  scale: number;
}

/** The grid point (unrounded) under a screen point. */
export function sheetPointAt(frame: ScreenFrame, visible: SheetBounds, at: Point): Point {
  return {
    x: visible.minX + (at.x - frame.left) / frame.scale,
    y: visible.minY + (at.y - frame.top) / frame.scale,
  };
}

/**
 * The view at `zoom` that keeps sheet point `anchor` under screen point `at`. `start` and `frame`
 * describe the view the gesture began in, so a pinch or drag follows the fingers however far they
 * move: panning is the case where the zoom does not change, wheel and buttons the case where the
 * anchor does not move.
 */
export function viewKeeping(
  area: SheetBounds,
  start: SheetView,
  frame: ScreenFrame,
  anchor: Point,
  at: Point,
  zoom: number,
): SheetView {
  const z = Math.min(MAX_ZOOM, Math.max(1, zoom));
  const scale = (frame.scale * z) / clampView(area, start).zoom;
  const minX = anchor.x - (at.x - frame.left) / scale;
  const minY = anchor.y - (at.y - frame.top) / scale;
  return clampView(area, {
    zoom: z,
    cx: minX + area.width / z / 2,
    cy: minY + area.height / z / 2,
  });
}
