import type { ResultVector, RunRequest, RunResponse } from './protocol';
import { runMarker } from './protocol';

/** The part of eecircuit-engine's Simulation the worker uses (kept small for tests). */
export interface EngineLike {
  setNetList: (netlist: string) => void;
  runSim: () => Promise<EngineResult>;
  getError: () => string[];
}

type Complex = { real: number; img: number };
export type EngineResult =
  | {
      header: string;
      numPoints: number;
      dataType: 'real';
      data: { name: string; type: string; values: number[] }[];
    }
  | {
      header: string;
      numPoints: number;
      dataType: 'complex';
      data: { name: string; type: string; values: Complex[] }[];
    };

const SCALE_NAMES = /^(time|frequency|v\(v-sweep\)|i\(i-sweep\)|v-sweep|i-sweep)$/i;

function toVectors(result: EngineResult): ResultVector[] {
  if (result.dataType === 'real') {
    return result.data.map((d) => ({ name: d.name.toLowerCase(), re: Float64Array.from(d.values) }));
  }
  return result.data.map((d) => ({
    name: d.name.toLowerCase(),
    re: Float64Array.from(d.values, (v) => v.real),
    im: Float64Array.from(d.values, (v) => v.img),
  }));
}

/**
 * Runs one netlist and returns typed arrays. The engine keeps its last output file when a run
 * fails, so a result whose title is not this run's marker is treated as no result.
 */
export async function runOnEngine(engine: EngineLike, request: RunRequest): Promise<RunResponse> {
  const started = performance.now();
  engine.setNetList(request.netlist);
  const result = await engine.runSim();
  const log = engine.getError().filter((line) => line.trim() !== '');
  const elapsed = performance.now() - started;
  const fresh = new RegExp(`^Title: (?:\\* )?${runMarker(request.id)}\\s*$`, 'm').test(result?.header ?? '');
  if (!fresh || !result || result.data.length === 0) return { id: request.id, ok: false, log, elapsed };
  const vectors = toVectors(result);
  const scale = vectors.find((v) => SCALE_NAMES.test(v.name)) ?? null;
  // An operating point has one point and no sweep variable, though ngspice lists none as scale.
  const isOp = /^Plotname: Operating Point/m.test(result.header);
  return {
    id: request.id,
    ok: true,
    scale: isOp ? null : scale,
    vectors: vectors.filter((v) => v !== scale || isOp),
    log,
    elapsed,
  };
}

/** The buffers a response can hand over to the page without copying. */
export function transferables(response: RunResponse): ArrayBuffer[] {
  if (!response.ok) return [];
  const all = [...response.vectors, ...(response.scale ? [response.scale] : [])];
  return all
    .flatMap((v) => [v.re.buffer, ...(v.im ? [v.im.buffer] : [])])
    .filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
}
