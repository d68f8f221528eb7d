/** Messages between the page and the simulator worker. */
export interface RunRequest {
  id: number;
  /** The netlist; its first line must be the run marker (`* run <id>`) so stale results are caught. */
  netlist: string;
}

export interface ResultVector {
  name: string;
  /** Real values, or the real parts of complex (AC) values. */
  re: Float64Array;
  /** Imaginary parts for AC results. */
  im?: Float64Array;
}

export type RunResponse =
  | {
      id: number;
      ok: true;
      /** The sweep variable: time, frequency or the swept source; null for an operating point. */
      scale: ResultVector | null;
      vectors: ResultVector[];
      /** ngspice's warnings and errors, to explain. */
      log: string[];
      /** Engine time for this run, ms. */
      elapsed: number;
    }
  | { id: number; ok: false; log: string[]; elapsed: number };

export const runMarker = (id: number) => `run ${id}`;
