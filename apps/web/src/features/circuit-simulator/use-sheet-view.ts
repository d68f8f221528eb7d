import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { GRID, type SheetBounds } from './sheet-geometry';
import {
  WHOLE_SHEET,
  ZOOM_STEP,
  clampView,
  fitView,
  fittedArea,
  sheetPointAt,
  viewKeeping,
  visibleArea,
  type Point,
  type ScreenFrame,
  type SheetView,
} from './sheet-view';

interface Gesture {
  start: SheetView;
  frame: ScreenFrame;
  anchor: Point;
  distance: number;
}

const midpoint = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});
const spread = ([a, b]: Point[]) => (a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0);

/**
 * Zoom and pan of the schematic: two-finger pinch, one-finger (or mouse) drag on empty canvas,
 * the mouse wheel, and buttons. The view is the SVG viewBox, so pointer positions keep mapping to
 * grid points through the SVG's own screen matrix.
 */
export function useSheetView(
  svgRef: RefObject<SVGSVGElement | null>,
  bounds: SheetBounds,
  drawing: SheetBounds,
) {
  // Null until the user zooms or pans: the whole sheet, or on a phone the drawing filling the box.
  const [view, setView] = useState<SheetView | null>(null);
  const [phone] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 599.98px)').matches,
  );
  const [aspect, setAspect] = useState(0);
  const area = fittedArea(bounds, aspect);
  const current = view ? clampView(area, view) : phone ? fitView(area, drawing) : WHOLE_SHEET;
  const visible = visibleArea(area, current);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  // What event handlers read: the view as last rendered.
  const latest = useRef({ area, current, visible });

  const frameOf = (): ScreenFrame | null => {
    const m = svgRef.current?.getScreenCTM();
    if (!m || m.a === 0) return null;
    const { visible: v } = latest.current;
    return { left: m.e + m.a * v.minX * GRID, top: m.f + m.d * v.minY * GRID, scale: m.a * GRID };
  };

  /** Zooms by `factor`, keeping the sheet point under screen point `at` (default: the middle) still. */
  const zoomBy = (factor: number, at?: Point) => {
    const frame = frameOf();
    if (!frame) return;
    const { area: a, current: c, visible: v } = latest.current;
    const anchor = at ? sheetPointAt(frame, v, at) : { x: c.cx, y: c.cy };
    const screen = at ?? {
      x: frame.left + (c.cx - v.minX) * frame.scale,
      y: frame.top + (c.cy - v.minY) * frame.scale,
    };
    setView(viewKeeping(a, c, frame, anchor, screen, c.zoom * factor));
  };
  const zoomRef = useRef(zoomBy);
  useLayoutEffect(() => {
    latest.current = { area, current, visible };
    zoomRef.current = zoomBy;
  });

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentRect;
      if (box && box.height > 0) setAspect(box.width / box.height);
    });
    observer.observe(svg);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      zoomRef.current(Math.exp(-pixels * 0.002), { x: event.clientX, y: event.clientY });
    };
    // Not passive: the wheel zooms the drawing instead of scrolling the page under it.
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      svg.removeEventListener('wheel', onWheel);
    };
  }, [svgRef]);

  const begin = () => {
    const frame = frameOf();
    const points = [...pointers.current.values()];
    if (!frame || points.length === 0) return;
    gesture.current = {
      start: latest.current.current,
      frame,
      anchor: sheetPointAt(frame, latest.current.visible, midpoint(points)),
      distance: spread(points),
    };
  };

  return {
    view: current,
    visible,
    /** The whole drawable area at zoom 1 (the grid is drawn over all of it). */
    area,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    /** True until the user zooms or pans (Fit has nothing to undo). */
    fitted: view === null,
    reset: () => setView(null),
    /**
     * A pointer went down; `mayPan` when it is on empty canvas with the select tool. True when it
     * starts a pinch, so the caller drops whatever editing the first finger began.
     */
    pointerDown(event: PointerEvent<SVGSVGElement>, mayPan: boolean): boolean {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size >= 2) {
        begin();
        return true;
      }
      if (mayPan && event.button === 0) {
        begin();
        svgRef.current?.setPointerCapture?.(event.pointerId);
      }
      return false;
    },
    /** True while a pan or pinch follows the pointer (the editor should ignore the move). */
    pointerMove(event: PointerEvent<SVGSVGElement>): boolean {
      if (!pointers.current.has(event.pointerId)) return false;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const g = gesture.current;
      if (!g) return false;
      const points = [...pointers.current.values()];
      const zoom =
        points.length >= 2 && g.distance > 0 ? (g.start.zoom * spread(points)) / g.distance : g.start.zoom;
      setView(viewKeeping(latest.current.area, g.start, g.frame, g.anchor, midpoint(points), zoom));
      return true;
    },
    /** A pointer lifted or was cancelled: any gesture ends (one finger left after a pinch does not pan). */
    pointerUp(event: PointerEvent<SVGSVGElement>) {
      pointers.current.delete(event.pointerId);
      gesture.current = null;
    },
  };
}
