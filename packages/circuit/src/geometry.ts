import type { CircuitPart } from '@electrobench/contracts/circuits';
import { pinsOf } from './part-catalogue';

export interface GridPoint {
  x: number;
  y: number;
}

/** Turns a pin offset clockwise on screen (y grows downwards) by the part's rotation. */
export function rotateOffset(x: number, y: number, rotation: number): GridPoint {
  switch (rotation) {
    case 90:
      return { x: -y, y: x };
    case 180:
      return { x: -x, y: -y };
    case 270:
      return { x: y, y: -x };
    default:
      return { x, y };
  }
}

/** Where each pin of a part sits on the grid. */
export function pinPoints(part: Pick<CircuitPart, 'kind' | 'params' | 'x' | 'y' | 'rotation'>): GridPoint[] {
  return pinsOf(part).map((pin) => {
    const offset = rotateOffset(pin.x, pin.y, part.rotation);
    return { x: part.x + offset.x, y: part.y + offset.y };
  });
}

export const pointKey = (p: GridPoint): string => `${p.x},${p.y}`;

/** True when p lies on the segment a-b, ends excluded. */
export function onSegmentInterior(p: GridPoint, a: GridPoint, b: GridPoint): boolean {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  if (cross !== 0) return false;
  const dot = (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y);
  const length2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
  return dot > 0 && dot < length2;
}
