import type { CircuitDocument } from '@electrobench/contracts/circuits';
import { pinPoints } from '@electrobench/circuit/geometry';

/** Pixels per grid step in the drawing's own coordinates (the SVG scales to fit). */
export const GRID = 16;

export interface SheetBounds {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

const MIN_WIDTH = 40;
const MIN_HEIGHT = 22;
const MARGIN = 5;

/** The grid area shown: everything drawn plus a margin, never smaller than an empty sheet. */
export function sheetBounds(doc: CircuitDocument): SheetBounds {
  const xs: number[] = [0];
  const ys: number[] = [0];
  for (const part of doc.parts) {
    for (const p of pinPoints(part)) {
      xs.push(p.x);
      ys.push(p.y);
    }
    xs.push(part.x);
    ys.push(part.y);
  }
  for (const w of doc.wires) {
    xs.push(w.x1, w.x2);
    ys.push(w.y1, w.y2);
  }
  const minX = Math.min(...xs) - MARGIN;
  const minY = Math.min(...ys) - MARGIN;
  return {
    minX,
    minY,
    width: Math.max(MIN_WIDTH, Math.max(...xs) + MARGIN - minX),
    height: Math.max(MIN_HEIGHT, Math.max(...ys) + MARGIN - minY),
  };
}

/** The grid point under a pointer event, rounded to the nearest step. */
export function gridPointOf(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } {
  const matrix = svg.getScreenCTM();
  if (!matrix) return { x: 0, y: 0 };
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: Math.round(point.x / GRID), y: Math.round(point.y / GRID) };
}
