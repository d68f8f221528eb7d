import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  emptyDocument,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from './editor-state';

const apply = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe('editorReducer', () => {
  it('names new parts with the next free designator and their kind’s default value', () => {
    const state = apply(
      initialEditorState(emptyDocument()),
      { type: 'add-part', kind: 'resistor', x: 0, y: 0 },
      { type: 'add-part', kind: 'resistor', x: 4, y: 0 },
      { type: 'add-part', kind: 'pulse-voltage', x: 8, y: 0 },
    );
    expect(state.doc.parts.map((p) => [p.id, p.value])).toEqual([
      ['R1', '1k'],
      ['R2', '1k'],
      ['V1', '5'],
    ]);
    expect(state.doc.parts[2]?.params).toMatchObject({ period: '1m' });
  });

  it('drags wire ends that sit on a moved part’s pins along with it, and undoes a drag in one step', () => {
    let state = apply(
      initialEditorState(emptyDocument()),
      { type: 'add-part', kind: 'resistor', x: 2, y: 0 }, // pins (0,0) and (4,0)
      {
        type: 'add-wire',
        points: [
          { x: 4, y: 0 },
          { x: 8, y: 0 },
        ],
      },
    );
    state = apply(
      state,
      { type: 'move', parts: ['R1'], wires: [], dx: 1, dy: 0, continued: false },
      { type: 'move', parts: ['R1'], wires: [], dx: 0, dy: 2, continued: true },
      { type: 'end-drag' },
    );
    expect(state.doc.parts[0]).toMatchObject({ x: 3, y: 2 });
    expect(state.doc.wires[0]).toMatchObject({ x1: 5, y1: 2, x2: 8, y2: 0 });
    state = editorReducer(state, { type: 'undo' });
    expect(state.doc.parts[0]).toMatchObject({ x: 2, y: 0 });
    expect(state.doc.wires[0]).toMatchObject({ x1: 4, y1: 0 });
    state = editorReducer(state, { type: 'redo' });
    expect(state.doc.parts[0]).toMatchObject({ x: 3, y: 2 });
  });

  it('draws an L-shaped route as two wires and skips zero-length ones', () => {
    const state = apply(initialEditorState(emptyDocument()), {
      type: 'add-wire',
      points: [
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 4, y: 3 },
      ],
    });
    expect(state.doc.wires).toEqual([
      { id: 'w1', x1: 0, y1: 0, x2: 4, y2: 0 },
      { id: 'w2', x1: 4, y1: 0, x2: 4, y2: 3 },
    ]);
  });

  it('rotates in quarter turns, deletes parts with their current probes, and sets or clears faults', () => {
    let state = apply(
      initialEditorState(emptyDocument()),
      { type: 'add-part', kind: 'capacitor', x: 0, y: 0 },
      {
        type: 'set-probes',
        probes: [
          { kind: 'current', part: 'C1' },
          { kind: 'voltage', x: 1, y: 1 },
        ],
      },
      { type: 'rotate', parts: ['C1'] },
      { type: 'rotate', parts: ['C1'] },
      { type: 'rotate', parts: ['C1'] },
      { type: 'rotate', parts: ['C1'] },
      { type: 'set-fault', part: 'C1', fault: { type: 'high-esr', amount: 22 } },
    );
    expect(state.doc.parts[0]).toMatchObject({ rotation: 0, fault: { type: 'high-esr', amount: 22 } });
    state = editorReducer(state, { type: 'set-fault', part: 'C1', fault: undefined });
    expect(state.doc.parts[0]).not.toHaveProperty('fault');
    state = editorReducer(state, { type: 'delete', parts: ['C1'], wires: [] });
    expect(state.doc.parts).toEqual([]);
    expect(state.doc.probes).toEqual([{ kind: 'voltage', x: 1, y: 1 }]);
  });

  it('forgets the redo branch after a new edit and starts afresh on load', () => {
    let state = apply(
      initialEditorState(emptyDocument()),
      { type: 'add-part', kind: 'resistor', x: 0, y: 0 },
      { type: 'undo' },
    );
    expect(state.future).toHaveLength(1);
    state = editorReducer(state, { type: 'add-part', kind: 'inductor', x: 0, y: 0 });
    expect(state.future).toEqual([]);
    state = editorReducer(state, { type: 'load', doc: emptyDocument() });
    expect(state.past).toEqual([]);
    expect(editorReducer(state, { type: 'undo' })).toBe(state);
  });
});
