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
  const e = extentOf(doc, [0], [0]);
  const minX = e.minX - MARGIN;
  const minY = e.minY - MARGIN;
  return {
    minX,
    minY,
    width: Math.max(MIN_WIDTH, e.maxX + MARGIN - minX),
    height: Math.max(MIN_HEIGHT, e.maxY + MARGIN - minY),
  };
}

/** What is drawn with a small margin (at least 12 x 8 steps round its middle): a phone's first view. */
export function drawingBounds(doc: CircuitDocument): SheetBounds {
  const empty = doc.parts.length === 0 && doc.wires.length === 0;
  const e = extentOf(doc, empty ? [0] : [], empty ? [0] : []);
  const width = Math.max(12, e.maxX - e.minX + 4);
  const height = Math.max(8, e.maxY - e.minY + 4);
  return { minX: (e.minX + e.maxX - width) / 2, minY: (e.minY + e.maxY - height) / 2, width, height };
}

function extentOf(doc: CircuitDocument, xs: number[], ys: number[]) {
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
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The grid point under a pointer event, rounded to the nearest step. */
export function gridPointOf(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } {
  const matrix = svg.getScreenCTM();
  if (!matrix) return { x: 0, y: 0 };
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: Math.round(point.x / GRID), y: Math.round(point.y / GRID) };
}
