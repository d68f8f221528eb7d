import type { CircuitDocument, Probe } from '@electrobench/contracts/circuits';
import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { nextPartId, type EditorAction } from './editor-state';
import { gridPointOf } from './sheet-geometry';
import type { Selection, Tool } from './tools';

interface Point {
  x: number;
  y: number;
}

/** Wires are drawn as an L: along x first, then along y. */
export function wireRoute(from: Point, to: Point): Point[] {
  if (from.x === to.x || from.y === to.y) return [from, to];
  return [from, { x: to.x, y: from.y }, to];
}

interface Options {
  svgRef: RefObject<SVGSVGElement | null>;
  doc: CircuitDocument;
  tool: Tool;
  setTool: (tool: Tool) => void;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  dispatch: (action: EditorAction) => void;
  onProbe: (probe: Probe) => void;
}

function hit(event: PointerEvent, attribute: 'data-part' | 'data-wire'): string | null {
  const target = event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
  return target?.getAttribute(attribute) ?? null;
}

/** Mouse, pen and touch handling of the schematic: placing, selecting, dragging, wiring, probing. */
export function useCanvasPointer({
  svgRef,
  doc,
  tool,
  setTool,
  selection,
  setSelection,
  dispatch,
  onProbe,
}: Options) {
  const [hover, setHover] = useState<Point | null>(null);
  // A chain of wires belongs to the wire tool it was started with; picking any tool ends it.
  const [chain, setChain] = useState<{ tool: Tool; start: Point } | null>(null);
  const wireStart = chain && chain.tool === tool ? chain.start : null;
  const drag = useRef<{ last: Point; parts: string[]; wires: string[]; moved: boolean } | null>(null);

  const pointOf = (event: PointerEvent) => {
    const svg = svgRef.current;
    return svg ? gridPointOf(svg, event.clientX, event.clientY) : { x: 0, y: 0 };
  };

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (event.button !== 0) return;
    const p = pointOf(event);
    const partId = hit(event, 'data-part');
    const wireId = hit(event, 'data-wire');
    switch (tool.mode) {
      case 'place': {
        const id = nextPartId(doc, tool.kind);
        dispatch({ type: 'add-part', kind: tool.kind, x: p.x, y: p.y });
        setSelection({ parts: [id], wires: [] });
        setTool({ mode: 'select' });
        return;
      }
      case 'wire':
        if (wireStart) dispatch({ type: 'add-wire', points: wireRoute(wireStart, p) });
        setChain({ tool, start: p });
        return;
      case 'probe':
        if (tool.probe === 'voltage') onProbe({ kind: 'voltage', x: p.x, y: p.y });
        else if (partId) onProbe({ kind: tool.probe, part: partId });
        return;
      case 'select': {
        if (!partId && !wireId) {
          setSelection({ parts: [], wires: [] });
          return;
        }
        let next = selection;
        const already = partId ? selection.parts.includes(partId) : selection.wires.includes(wireId ?? '');
        if (event.shiftKey) {
          next = partId
            ? {
                ...selection,
                parts: already ? selection.parts.filter((id) => id !== partId) : [...selection.parts, partId],
              }
            : {
                ...selection,
                wires: already
                  ? selection.wires.filter((id) => id !== wireId)
                  : [...selection.wires, wireId ?? ''],
              };
        } else if (!already) {
          next = partId ? { parts: [partId], wires: [] } : { parts: [], wires: [wireId ?? ''] };
        }
        setSelection(next);
        drag.current = { last: p, parts: next.parts, wires: next.wires, moved: false };
        svgRef.current?.setPointerCapture?.(event.pointerId);
      }
    }
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const p = pointOf(event);
    if (!hover || hover.x !== p.x || hover.y !== p.y) setHover(p);
    const current = drag.current;
    if (!current) return;
    const dx = p.x - current.last.x;
    const dy = p.y - current.last.y;
    if (dx === 0 && dy === 0) return;
    dispatch({ type: 'move', parts: current.parts, wires: current.wires, dx, dy, continued: current.moved });
    drag.current = { ...current, last: p, moved: true };
  }

  function onPointerUp() {
    if (drag.current?.moved) dispatch({ type: 'end-drag' });
    drag.current = null;
  }

  /** A second finger turned the touch into a pinch: a drag in progress ends where it is. */
  function cancel() {
    onPointerUp();
    setHover(null);
  }

  /** Ends a chain of wires (double-click, right-click or Escape). */
  function endWire() {
    setChain(null);
  }

  return {
    hover,
    wireStart,
    endWire,
    cancel,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerLeave: () => setHover(null),
  };
}
