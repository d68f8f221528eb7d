import type { CircuitDocument, Probe } from '@electrobench/contracts/circuits';
import { resolveConnectivity } from '@electrobench/circuit/connectivity';
import { planProbes } from '@electrobench/circuit/probe-plan';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { AnalysisPanel } from './analysis-panel';
import { editorReducer, initialEditorState } from './editor-state';
import { EditorToolbar } from './editor-toolbar';
import { dividerExample } from './examples';
import { FileMenu } from './file-menu';
import { IssueList } from './issue-list';
import { PartInspector } from './part-inspector';
import { PartPalette } from './part-palette';
import { usePlotColors } from '../../ui/plot/plot-colors';
import { ProbeList } from './probe-list';
import { ResultsPanel } from './results-panel';
import { SavedCircuits } from './saved-circuits';
import { SchematicCanvas } from './schematic-canvas';
import { decodeShareHash } from './share-link';
import { NOTHING_SELECTED, type Selection, type Tool } from './tools';
import { useEditorKeys } from './use-editor-keys';
import { useSimulation, type RunOptions } from './use-simulation';
import './circuit-simulator.css';

export function CircuitSimulatorPage() {
  const [editor, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(dividerExample()));
  const { doc } = editor;
  const [selection, setSelection] = useState<Selection>(NOTHING_SELECTED);
  const [tool, setTool] = useState<Tool>({ mode: 'select' });
  const [flagged, setFlagged] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [options, setOptions] = useState<RunOptions>({ compareGood: true, startFromZero: false });
  const [ran, setRan] = useState<{ doc: CircuitDocument; count: number } | null>(null);
  const sim = useSimulation();
  const colors = usePlotColors();

  const connectivity = useMemo(() => resolveConnectivity(doc), [doc]);
  const plan = useMemo(() => planProbes(doc, doc.probes ?? [], connectivity), [doc, connectivity]);
  const colorIndex = useMemo(
    () => new Map(plan.traces.map((t, k) => [t.key, colors.trace(k)])),
    [plan, colors],
  );
  const colorOfKey = useCallback(
    (key: string) => colorIndex.get(key) ?? colors.trace(7),
    [colorIndex, colors],
  );

  const load = useCallback((next: CircuitDocument, message: string | null) => {
    dispatch({ type: 'load', doc: next });
    setSelection(NOTHING_SELECTED);
    setFlagged(null);
    setNotice(message);
  }, []);

  useEffect(() => {
    let live = true;
    void decodeShareHash(window.location.hash).then((read) => {
      if (!live || !read) return;
      if (read.ok) load(read.doc, 'Opened the circuit from the shared link.');
      else setNotice(read.error);
    });
    // The engine (1.3 MB compressed) is fetched when the first run is asked for, not on load.
    return () => {
      live = false;
    };
  }, [load]);

  useEditorKeys({ selection, setTool, dispatch });

  const addProbe = (probe: Probe) => {
    const probes = doc.probes ?? [];
    if (probes.some((p) => JSON.stringify(p) === JSON.stringify(probe))) return;
    dispatch({ type: 'set-probes', probes: [...probes, probe] });
  };
  const run = () => {
    setRan((r) => ({ doc, count: (r?.count ?? 0) + 1 }));
    void sim.run(doc, doc.analysis ?? { type: 'op' }, options);
  };
  const showPart = (id: string) => {
    setSelection({ parts: [id], wires: [] });
    setFlagged(id);
  };

  const selectedPart =
    selection.parts.length === 1 ? doc.parts.find((p) => p.id === selection.parts[0]) : undefined;
  const result = sim.status === 'done' ? sim.result : null;
  const current = result !== null && ran?.doc === doc;
  const probeItems = (doc.probes ?? []).map((probe) => {
    const key =
      probe.kind === 'voltage'
        ? `v:${connectivity.nodeAt(probe) ?? ''}`
        : `${probe.kind === 'current' ? 'i' : 'p'}:${probe.part}`;
    const trace = plan.traces.find((t) => t.key === key);
    return {
      label: trace?.label ?? (probe.kind === 'voltage' ? `V at (${probe.x}, ${probe.y})` : probe.part),
      color: trace ? colorOfKey(key) : null,
    };
  });

  return (
    <div className="page cs-page">
      <h1>Circuit Simulator</h1>
      <p className="lead">
        Draw a circuit, then simulate it with ngspice running in your browser: operating point, transient, AC
        (Bode) and DC sweeps. Probe nodes and parts, measure with cursors, and mark parts faulty to see what a
        failure does.
      </p>
      <FileMenu
        doc={doc}
        onLoad={(next, message) => {
          setSavedId(null);
          load(next, message);
        }}
        onNotice={setNotice}
        onTitle={(title) => dispatch({ type: 'set-title', title })}
      />
      {notice ? (
        <p className="cs-notice" role="status">
          {notice}
        </p>
      ) : null}
      <PartPalette tool={tool} setTool={setTool} />
      <EditorToolbar
        tool={tool}
        setTool={setTool}
        canUndo={editor.past.length > 0}
        canRedo={editor.future.length > 0}
        hasSelection={selection.parts.length + selection.wires.length > 0}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onRotate={() => dispatch({ type: 'rotate', parts: selection.parts })}
        onDelete={() => {
          dispatch({ type: 'delete', ...selection });
          setSelection(NOTHING_SELECTED);
        }}
      />
      <div className="cs-layout">
        <section className="cs-sheet" aria-label="Schematic">
          <div className="cs-sheet-frame">
            <SchematicCanvas
              doc={doc}
              connectivity={connectivity}
              selection={selection}
              setSelection={(next) => {
                setSelection(next);
                setFlagged(null);
              }}
              tool={tool}
              setTool={setTool}
              dispatch={dispatch}
              onProbe={addProbe}
              nodeVoltages={current && result?.analysis === 'op' ? result.nodeVoltages : null}
              probeColors={colorIndex}
              flagged={flagged}
            />
          </div>
          <IssueList issues={sim.issues} onShow={showPart} />
        </section>
        <div className="cs-side">
          {selectedPart ? (
            <PartInspector key={selectedPart.id} part={selectedPart} doc={doc} dispatch={dispatch} />
          ) : null}
          <AnalysisPanel
            doc={doc}
            dispatch={dispatch}
            sim={sim}
            options={options}
            setOptions={setOptions}
            onRun={run}
            onStop={sim.cancel}
          />
          <ProbeList
            items={probeItems}
            onRemove={(index) =>
              dispatch({ type: 'set-probes', probes: (doc.probes ?? []).filter((_, k) => k !== index) })
            }
          />
          <SavedCircuits
            doc={doc}
            savedId={savedId}
            onOpened={(next, id, name) => {
              load(next, `Opened “${name}”.`);
              setSavedId(id);
            }}
            onSaved={(id) => setSavedId(id)}
          />
        </div>
      </div>
      {result ? (
        <section className="card cs-results" aria-labelledby="cs-results-title">
          <h2 id="cs-results-title">Results</h2>
          {current ? null : (
            <p className="muted">The circuit has changed since this run; run it again to update.</p>
          )}
          <ResultsPanel key={ran?.count ?? 0} result={result} colorOf={(t) => colorOfKey(t.key)} />
        </section>
      ) : null}
    </div>
  );
}
