import type { AnalysisSettings, CircuitDocument } from '@electrobench/contracts/circuits';
import { resolveConnectivity } from '@electrobench/circuit/connectivity';
import { writeNetlist, type Netlist } from '@electrobench/circuit/netlist-writer';
import { planProbes } from '@electrobench/circuit/probe-plan';
import { explainSimulatorOutput } from '@electrobench/circuit/simulator-messages';
import { validateCircuit, type CircuitIssue } from '@electrobench/circuit/validate';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadProgress } from './engine/download-progress';
import type { RunResponse } from './engine/protocol';
import { SimulationCancelled, SimulatorClient, type EngineState } from './engine/simulator-client';
import { simulationResult, type SimulationResult } from './simulation-result';

export type RunStatus = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export interface SimulationState {
  status: RunStatus;
  engine: EngineState;
  engineDetail: string | null;
  /** The engine's download while it is under way (first run only; later runs find it cached). */
  download: DownloadProgress | null;
  issues: CircuitIssue[];
  result: SimulationResult | null;
}

export interface RunOptions {
  /** Also run the circuit without its faults and overlay it. */
  compareGood: boolean;
  startFromZero: boolean;
}

/** Runs the drawn circuit in the ngspice worker and keeps the latest result and messages. */
export function useSimulation(client?: SimulatorClient) {
  const clientRef = useRef<SimulatorClient | null>(client ?? null);
  const [state, setState] = useState<SimulationState>({
    status: 'idle',
    engine: 'idle',
    engineDetail: null,
    download: null,
    issues: [],
    result: null,
  });

  useEffect(() => {
    const current = clientRef.current ?? new SimulatorClient();
    clientRef.current = current;
    current.onStateChange = (engine, detail) =>
      setState((s) => ({
        ...s,
        engine,
        engineDetail: detail ?? (engine === 'failed' ? s.engineDetail : null),
        download: engine === 'starting' ? s.download : null,
      }));
    current.onProgress = (download) => setState((s) => ({ ...s, download }));
    return () => current.dispose();
  }, []);

  const run = useCallback(async (doc: CircuitDocument, analysis: AnalysisSettings, options: RunOptions) => {
    const engine = clientRef.current;
    if (!engine) return;
    const found = validateCircuit({ ...doc, analysis });
    if (found.some((issue) => issue.severity === 'error')) {
      setState((s) => ({ ...s, status: 'failed', issues: found, result: null }));
      return;
    }
    const connectivity = resolveConnectivity(doc);
    const plan = planProbes(doc, doc.probes ?? [], connectivity);
    const hasFaults = doc.parts.some((part) => part.fault);
    const trial = write(doc, analysis, true, plan.save, plan.ammeterParts, options.startFromZero, 'check');
    if (trial.problems.length > 0) {
      const problems = trial.problems.map((p): CircuitIssue => ({ severity: 'error', ...p }));
      setState((s) => ({ ...s, status: 'failed', issues: [...found, ...problems], result: null }));
      return;
    }
    const written: { current: Netlist | null } = { current: null };
    const netlistFor = (withFaults: boolean) => (title: string) => {
      written.current = write(
        doc,
        analysis,
        withFaults,
        plan.save,
        plan.ammeterParts,
        options.startFromZero,
        title,
      );
      return written.current.text;
    };
    setState((s) => ({ ...s, status: 'running', issues: found }));
    try {
      const main = await engine.run(netlistFor(true));
      const context = {
        owners: written.current?.owners ?? new Map<string, string>(),
        pinNodes: connectivity.pinNodes,
      };
      const verdict = explainSimulatorOutput(main.log, context);
      const issues = [...found, ...verdict.issues];
      if (!main.ok || verdict.failed) {
        setState((s) => ({ ...s, status: 'failed', issues, result: null }));
        return;
      }
      let good: Extract<RunResponse, { ok: true }> | null = null;
      if (options.compareGood && hasFaults) {
        const response = await engine.run(netlistFor(false));
        if (response.ok) good = response;
      }
      const nodes = new Set(connectivity.nets.map((net) => net.name));
      const result = simulationResult(main, plan.traces, analysis, good, nodes);
      setState((s) => ({ ...s, status: 'done', issues, result }));
    } catch (error) {
      if (error instanceof SimulationCancelled) {
        setState((s) => ({ ...s, status: 'cancelled' }));
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      setState((s) => ({ ...s, status: 'failed', issues: [...found, { severity: 'error', message }] }));
    }
  }, []);

  const cancel = useCallback(() => clientRef.current?.cancel(), []);

  return { ...state, run, cancel };
}

function write(
  doc: CircuitDocument,
  analysis: AnalysisSettings,
  withFaults: boolean,
  save: string[],
  ammeterParts: string[],
  startFromZero: boolean,
  title: string,
): Netlist {
  // An operating point keeps every node so all voltages can be printed on the drawing.
  return writeNetlist(doc, {
    analysis,
    withFaults,
    ammeterParts,
    save: analysis.type === 'op' ? [] : save,
    startFromZero,
    title,
  });
}
