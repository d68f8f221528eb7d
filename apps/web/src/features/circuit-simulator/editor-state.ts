import type {
  AnalysisSettings,
  CircuitDocument,
  CircuitPart,
  PartFault,
  PartKind,
  Probe,
} from '@electrobench/contracts/circuits';
import { pinPoints } from '@electrobench/circuit/geometry';
import { KIND_SPECS } from '@electrobench/circuit/part-catalogue';

export interface EditorState {
  doc: CircuitDocument;
  past: CircuitDocument[];
  future: CircuitDocument[];
  /** Set while a drag is under way, so the whole drag undoes in one step. */
  dragging: boolean;
}

export type EditorAction =
  | { type: 'load'; doc: CircuitDocument }
  | { type: 'add-part'; kind: PartKind; x: number; y: number }
  | { type: 'move'; parts: string[]; wires: string[]; dx: number; dy: number; continued: boolean }
  | { type: 'end-drag' }
  | { type: 'rotate'; parts: string[] }
  | { type: 'delete'; parts: string[]; wires: string[] }
  | { type: 'add-wire'; points: { x: number; y: number }[] }
  | { type: 'set-value'; part: string; value: string }
  | { type: 'set-param'; part: string; key: string; value: string }
  | { type: 'set-fault'; part: string; fault: PartFault | undefined }
  | { type: 'set-analysis'; analysis: AnalysisSettings }
  | { type: 'set-probes'; probes: Probe[] }
  | { type: 'set-title'; title: string }
  | { type: 'undo' }
  | { type: 'redo' };

const HISTORY_LIMIT = 200;

export function emptyDocument(): CircuitDocument {
  return {
    version: 1,
    title: 'Untitled circuit',
    parts: [],
    wires: [],
    analysis: { type: 'op' },
    probes: [],
  };
}

export function initialEditorState(doc: CircuitDocument = emptyDocument()): EditorState {
  return { doc, past: [], future: [], dragging: false };
}

/** The next free designator with the kind's prefix: R1, R2, ... */
export function nextPartId(doc: CircuitDocument, kind: PartKind): string {
  const prefix = KIND_SPECS[kind].prefix;
  const taken = new Set(doc.parts.map((p) => p.id.toUpperCase()));
  let n = 1;
  while (taken.has(`${prefix}${n}`.toUpperCase())) n++;
  return `${prefix}${n}`;
}

function nextWireId(doc: CircuitDocument): string {
  const numbers = doc.wires.map((w) => Number(/^w(\d+)$/.exec(w.id)?.[1] ?? 0));
  return `w${Math.max(0, ...numbers) + 1}`;
}

const mapParts = (
  doc: CircuitDocument,
  ids: string[],
  change: (p: CircuitPart) => CircuitPart,
): CircuitDocument => ({
  ...doc,
  parts: doc.parts.map((p) => (ids.includes(p.id) ? change(p) : p)),
});

/** Moves parts and wires; wire ends sitting on a moved part's pins follow it (rubber-banding). */
function move(
  doc: CircuitDocument,
  partIds: string[],
  wireIds: string[],
  dx: number,
  dy: number,
): CircuitDocument {
  const pinKeys = new Set(
    doc.parts.filter((p) => partIds.includes(p.id)).flatMap((p) => pinPoints(p).map((q) => `${q.x},${q.y}`)),
  );
  const follows = (x: number, y: number) => pinKeys.has(`${x},${y}`);
  return {
    ...mapParts(doc, partIds, (p) => ({ ...p, x: p.x + dx, y: p.y + dy })),
    wires: doc.wires.map((w) => {
      const whole = wireIds.includes(w.id);
      const a = whole || follows(w.x1, w.y1);
      const b = whole || follows(w.x2, w.y2);
      if (!a && !b) return w;
      return {
        ...w,
        x1: w.x1 + (a ? dx : 0),
        y1: w.y1 + (a ? dy : 0),
        x2: w.x2 + (b ? dx : 0),
        y2: w.y2 + (b ? dy : 0),
      };
    }),
  };
}

function edit(doc: CircuitDocument, action: EditorAction): CircuitDocument {
  switch (action.type) {
    case 'add-part': {
      const spec = KIND_SPECS[action.kind];
      const part: CircuitPart = {
        id: nextPartId(doc, action.kind),
        kind: action.kind,
        value: spec.defaultValue,
        x: action.x,
        y: action.y,
        rotation: 0,
        ...(spec.defaultParams ? { params: { ...spec.defaultParams } } : {}),
      };
      return { ...doc, parts: [...doc.parts, part] };
    }
    case 'move':
      return move(doc, action.parts, action.wires, action.dx, action.dy);
    case 'rotate':
      return mapParts(doc, action.parts, (p) => ({
        ...p,
        rotation: ((p.rotation + 90) % 360) as CircuitPart['rotation'],
      }));
    case 'delete':
      return {
        ...doc,
        parts: doc.parts.filter((p) => !action.parts.includes(p.id)),
        wires: doc.wires.filter((w) => !action.wires.includes(w.id)),
        probes: (doc.probes ?? []).filter(
          (probe) => probe.kind === 'voltage' || !action.parts.includes(probe.part),
        ),
      };
    case 'add-wire': {
      let next = doc;
      action.points.slice(1).forEach((b, k) => {
        const a = action.points[k];
        if (!a || (a.x === b.x && a.y === b.y)) return;
        next = {
          ...next,
          wires: [...next.wires, { id: nextWireId(next), x1: a.x, y1: a.y, x2: b.x, y2: b.y }],
        };
      });
      return next;
    }
    case 'set-value':
      return mapParts(doc, [action.part], (p) => ({ ...p, value: action.value }));
    case 'set-param':
      return mapParts(doc, [action.part], (p) => ({
        ...p,
        params: { ...p.params, [action.key]: action.value },
      }));
    case 'set-fault':
      return mapParts(doc, [action.part], (p) => {
        const { fault: _old, ...rest } = p;
        return action.fault ? { ...rest, fault: action.fault } : rest;
      });
    case 'set-analysis':
      return { ...doc, analysis: action.analysis };
    case 'set-probes':
      return { ...doc, probes: action.probes };
    case 'set-title':
      return { ...doc, title: action.title };
    default:
      return doc;
  }
}

/** Every change goes through here so it can be undone; a drag counts as one change. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.doc);
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        doc: previous,
        past: state.past.slice(0, -1),
        future: [state.doc, ...state.future],
        dragging: false,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        doc: next,
        past: [...state.past, state.doc].slice(-HISTORY_LIMIT),
        future: rest,
        dragging: false,
      };
    }
    case 'end-drag':
      return { ...state, dragging: false };
    default: {
      const doc = edit(state.doc, action);
      if (doc === state.doc) return state;
      if (action.type === 'move' && action.continued && state.dragging) return { ...state, doc };
      return {
        doc,
        past: [...state.past, state.doc].slice(-HISTORY_LIMIT),
        future: [],
        dragging: action.type === 'move',
      };
    }
  }
}
