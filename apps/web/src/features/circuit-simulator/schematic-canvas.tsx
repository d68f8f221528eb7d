import type { CircuitDocument, CircuitPart, Probe } from '@electrobench/contracts/circuits';
import type { Connectivity } from '@electrobench/circuit/connectivity';
import { pinPoints, rotateOffset } from '@electrobench/circuit/geometry';
import { KIND_SPECS, pinsOf } from '@electrobench/circuit/part-catalogue';
import { useRef } from 'react';
import type { EditorAction } from './editor-state';
import { partCaption } from './part-caption';
import { PartSymbol } from './part-symbol';
import { GRID as G, drawingBounds, sheetBounds } from './sheet-geometry';
import { SchematicOverlay } from './schematic-overlay';
import { MAX_ZOOM } from './sheet-view';
import { ZoomButtons } from '../../ui/zoom-buttons';
import type { Selection, Tool } from './tools';
import { useCanvasPointer, wireRoute } from './use-canvas-pointer';
import { useSheetView } from './use-sheet-view';

interface Props {
  doc: CircuitDocument;
  connectivity: Connectivity;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  tool: Tool;
  setTool: (tool: Tool) => void;
  dispatch: (action: EditorAction) => void;
  onProbe: (probe: Probe) => void;
  /** Operating-point voltage of each node, shown on the drawing. */
  nodeVoltages: ReadonlyMap<string, number> | null;
  probeColors: ReadonlyMap<string, string>;
  /** A part an issue points at. */
  flagged: string | null;
}

/** Where the designator and value go: beside tall parts, above and below wide ones. */
function captionPlace(part: CircuitPart) {
  // Boxes and amplifiers carry pin names inside; their captions go above, clear of the leads.
  if (part.kind === 'timer555' || part.kind === 'subcircuit') {
    return { x: (part.x + 4.4) * G, y: (part.y - 4.6) * G, anchor: 'start' as const, gap: 13 };
  }
  if (part.kind === 'opamp')
    return { x: (part.x + 0.6) * G, y: (part.y - 3.2) * G, anchor: 'start' as const, gap: 13 };
  const points = pinPoints(part);
  const spanX = Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
  const spanY = Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
  const offset =
    part.kind === 'npn' || part.kind === 'pnp' || part.kind === 'nmos' || part.kind === 'pmos' ? 2 : 1.2;
  return spanY > spanX
    ? { x: (part.x + offset) * G, y: part.y * G - 4, anchor: 'start' as const, gap: 13 }
    : { x: part.x * G, y: (part.y - 1.3) * G, anchor: 'middle' as const, gap: -13 };
}

/** The clickable area of a part in its own coordinates: its pins' extent, padded, or its flag. */
function hitBox(part: CircuitPart): { x: number; y: number; width: number; height: number } {
  if (part.kind === 'label') return { x: 0, y: -0.8, width: 2.6, height: 1.6 };
  if (part.kind === 'ground') return { x: -1, y: -0.2, width: 2, height: 1.6 };
  const pins = pinsOf(part);
  const pad = 0.6;
  const minX = Math.min(-1, ...pins.map((p) => p.x)) - pad;
  const maxX = Math.max(1, ...pins.map((p) => p.x)) + pad;
  const minY = Math.min(-0.8, ...pins.map((p) => p.y)) - pad;
  const maxY = Math.max(0.8, ...pins.map((p) => p.y)) + pad;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

function PartView({ part, selected, flagged }: { part: CircuitPart; selected: boolean; flagged: boolean }) {
  const place = captionPlace(part);
  const caption = partCaption(part);
  const labelOffset = rotateOffset(1.4, 0, part.rotation);
  const className = [
    'sch-part',
    selected && 'is-selected',
    part.fault && 'is-faulty',
    flagged && 'is-flagged',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <g
      className={className}
      data-part={part.id}
      aria-label={`${part.id}: ${KIND_SPECS[part.kind].label} ${caption}`}
    >
      <g transform={`translate(${part.x * G} ${part.y * G}) rotate(${part.rotation})`}>
        <HitRect part={part} />
        <PartSymbol part={part} />
      </g>
      {part.kind === 'label' ? (
        <text className="sch-net-name" x={(part.x + labelOffset.x) * G} y={(part.y + labelOffset.y) * G + 4}>
          {part.value}
        </text>
      ) : part.kind === 'ground' ? null : (
        <text className="sch-caption" x={place.x} y={place.y} textAnchor={place.anchor}>
          <tspan>{part.id}</tspan>
          <tspan x={place.x} dy={place.gap > 0 ? 13 : -13}>
            {caption}
            {part.fault ? ` (${part.fault.type})` : ''}
          </tspan>
        </text>
      )}
    </g>
  );
}

function HitRect({ part }: { part: CircuitPart }) {
  const box = hitBox(part);
  return (
    <rect className="sch-hit" x={box.x * G} y={box.y * G} width={box.width * G} height={box.height * G} />
  );
}

const onDrawing = (target: EventTarget) =>
  target instanceof Element && target.closest('[data-part], [data-wire]') !== null;

/**
 * The drawing: grid, wires, parts, probes and operating-point voltages; edited with the pointer,
 * zoomed and panned by pinch, drag on empty canvas, wheel or the buttons above it.
 */
export function SchematicCanvas(props: Props) {
  const { doc, selection, tool } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const pointer = useCanvasPointer({ ...props, svgRef });
  const sheet = useSheetView(svgRef, sheetBounds(doc), drawingBounds(doc));
  const { area, visible } = sheet;
  const ghost = tool.mode === 'place' && pointer.hover ? { ...pointer.hover, kind: tool.kind } : null;
  const preview =
    tool.mode === 'wire' && pointer.wireStart && pointer.hover
      ? wireRoute(pointer.wireStart, pointer.hover)
      : null;

  return (
    <>
      <ZoomButtons
        label="Zoom"
        className="cs-zoom"
        before={
          <span className="cs-zoom-level" aria-live="polite">
            {Math.round(sheet.view.zoom * 100)} %
          </span>
        }
        onZoomOut={sheet.zoomOut}
        onZoomIn={sheet.zoomIn}
        onReset={sheet.reset}
        canZoomOut={sheet.view.zoom > 1}
        canZoomIn={sheet.view.zoom < MAX_ZOOM}
        canReset={!sheet.fitted}
        resetLabel="Fit"
      />
      <svg
        ref={svgRef}
        className={`sch-canvas tool-${tool.mode}`}
        viewBox={`${visible.minX * G} ${visible.minY * G} ${visible.width * G} ${visible.height * G}`}
        role="application"
        aria-label="Schematic editor"
        onPointerDown={(event) => {
          if (sheet.pointerDown(event, tool.mode === 'select' && !onDrawing(event.target))) pointer.cancel();
          else pointer.onPointerDown(event);
        }}
        onPointerMove={(event) => {
          if (!sheet.pointerMove(event)) pointer.onPointerMove(event);
        }}
        onPointerUp={(event) => {
          sheet.pointerUp(event);
          pointer.onPointerUp();
        }}
        onPointerCancel={(event) => {
          sheet.pointerUp(event);
          pointer.cancel();
        }}
        onPointerLeave={pointer.onPointerLeave}
        onDoubleClick={pointer.endWire}
        onContextMenu={(event) => {
          if (tool.mode !== 'wire') return;
          event.preventDefault();
          pointer.endWire();
        }}
      >
        <defs>
          <pattern id="sch-grid" width={G} height={G} patternUnits="userSpaceOnUse" x={-G / 2} y={-G / 2}>
            <circle cx={G / 2} cy={G / 2} r={0.9} className="sch-grid-dot" />
          </pattern>
        </defs>
        <rect
          x={area.minX * G}
          y={area.minY * G}
          width={area.width * G}
          height={area.height * G}
          fill="url(#sch-grid)"
        />
        {doc.wires.map((w) => (
          <g
            key={w.id}
            data-wire={w.id}
            className={selection.wires.includes(w.id) ? 'sch-wire is-selected' : 'sch-wire'}
          >
            <line className="sch-hit-line" x1={w.x1 * G} y1={w.y1 * G} x2={w.x2 * G} y2={w.y2 * G} />
            <line x1={w.x1 * G} y1={w.y1 * G} x2={w.x2 * G} y2={w.y2 * G} />
          </g>
        ))}
        {doc.parts.map((part) => (
          <PartView
            key={part.id}
            part={part}
            selected={selection.parts.includes(part.id)}
            flagged={props.flagged === part.id}
          />
        ))}
        <SchematicOverlay
          doc={doc}
          connectivity={props.connectivity}
          nodeVoltages={props.nodeVoltages}
          probeColors={props.probeColors}
        />
        {preview ? (
          <polyline className="sch-preview" points={preview.map((p) => `${p.x * G},${p.y * G}`).join(' ')} />
        ) : null}
        {ghost ? (
          <g className="sch-ghost" transform={`translate(${ghost.x * G} ${ghost.y * G})`}>
            <PartSymbol
              part={{
                id: 'ghost',
                kind: ghost.kind,
                value: KIND_SPECS[ghost.kind].defaultValue,
                x: 0,
                y: 0,
                rotation: 0,
              }}
            />
          </g>
        ) : null}
      </svg>
    </>
  );
}
