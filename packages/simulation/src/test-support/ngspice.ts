import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Debian's native ngspice: the independent reference the simulation engines (this package) and the
 * circuit simulator's models and netlists (packages/circuit) are checked against. Test-only.
 */
export const NGSPICE = '/usr/bin/ngspice';

export interface NgspiceRun {
  /** Circuit lines (elements and .model cards), without title, analysis or .end. */
  circuit: string;
  /** One ngspice control-mode analysis, e.g. "op", "dc vbe 0.5 0.8 1m", "tran 1u 1m", "ac dec 20 1 1meg". */
  analysis: string;
  /** Real vectors or expressions to write, e.g. ["v(out)", "i(vce)", "vdb(out)"]. */
  vectors: string[];
}

export interface NgspiceTable {
  /** The analysis' sweep variable (time, frequency, swept source); a dummy for op. */
  scale: Float64Array;
  /** One array per requested vector, in order. */
  columns: Float64Array[];
}

/** Fails (rather than skips) when ngspice is missing, so CI cannot pass without the reference. */
export function assertNgspiceInstalled(): void {
  if (!existsSync(NGSPICE)) {
    throw new Error(
      `ngspice is not installed at ${NGSPICE}; run \`apt-get install -y ngspice\` and test again`,
    );
  }
}

/** Runs one analysis in ngspice batch mode and reads the wrdata table back. */
export function runNgspice(run: NgspiceRun): NgspiceTable {
  assertNgspiceInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), 'ngspice-'));
  try {
    const netlist = [
      '* electrobench reference run',
      run.circuit.trim(),
      '.control',
      'set wr_singlescale',
      'option numdgt=12',
      run.analysis,
      `wrdata out.txt ${run.vectors.join(' ')}`,
      'quit',
      '.endc',
      '.end',
      '',
    ].join('\n');
    writeFileSync(path.join(dir, 'circuit.cir'), netlist);
    const result = spawnSync(NGSPICE, ['-b', '-o', 'log.txt', 'circuit.cir'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const outFile = path.join(dir, 'out.txt');
    if (result.status !== 0 || !existsSync(outFile)) {
      const logFile = path.join(dir, 'log.txt');
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`ngspice failed (status ${result.status}): ${result.stderr}\n${log}`);
    }
    return parseTable(readFileSync(outFile, 'utf8'), run.vectors.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseTable(text: string, vectorCount: number): NgspiceTable {
  const rows = text
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((cells) => cells.length === vectorCount + 1 && cells.every(Number.isFinite));
  return {
    scale: Float64Array.from(rows, (r) => r[0] ?? 0),
    columns: Array.from({ length: vectorCount }, (_, c) => Float64Array.from(rows, (r) => r[c + 1] ?? 0)),
  };
}

/** A transient with a fixed maximum step (s) up to `stop` (s); scale is time. */
export function runNgspiceTransient(run: {
  circuit: string;
  step: number;
  stop: number;
  vectors: string[];
}): { time: Float64Array; columns: Float64Array[] } {
  const table = runNgspice({
    circuit: run.circuit,
    analysis: `tran ${run.step} ${run.stop} 0 ${run.step}`,
    vectors: run.vectors,
  });
  return { time: table.scale, columns: table.columns };
}

/** The operating point values of the given vectors. */
export function operatingPoint(circuit: string, vectors: string[]): number[] {
  const table = runNgspice({ circuit, analysis: 'op', vectors });
  return table.columns.map((column) => column[0] ?? Number.NaN);
}

/** Linear interpolation of y at the first crossing of x = target (x need not be monotonic). */
export function valueWhere(x: Float64Array, y: Float64Array, target: number): number {
  for (let k = 1; k < x.length; k++) {
    const x0 = x[k - 1] ?? 0;
    const x1 = x[k] ?? 0;
    if ((x0 - target) * (x1 - target) <= 0 && x0 !== x1) {
      const t = (target - x0) / (x1 - x0);
      return (y[k - 1] ?? 0) + t * ((y[k] ?? 0) - (y[k - 1] ?? 0));
    }
  }
  return Number.NaN;
}

/** Linear interpolation of (time, values) at the instants `at` (time must be increasing). */
export function resample(time: Float64Array, values: Float64Array, at: Float64Array): Float64Array {
  const out = new Float64Array(at.length);
  let j = 0;
  for (let k = 0; k < at.length; k++) {
    const t = at[k] ?? 0;
    while (j < time.length - 2 && (time[j + 1] ?? 0) < t) j++;
    const t0 = time[j] ?? 0;
    const t1 = time[j + 1] ?? t0;
    const v0 = values[j] ?? 0;
    const v1 = values[j + 1] ?? v0;
    out[k] = t1 === t0 ? v0 : v0 + ((v1 - v0) * (t - t0)) / (t1 - t0);
  }
  return out;
}

/** Largest difference as a fraction of the reference's full scale (its largest magnitude). */
export function fullScaleError(mine: Float64Array, reference: Float64Array): number {
  let scale = 0;
  let worst = 0;
  for (let k = 0; k < reference.length; k++) {
    scale = Math.max(scale, Math.abs(reference[k] ?? 0));
    worst = Math.max(worst, Math.abs((mine[k] ?? 0) - (reference[k] ?? 0)));
  }
  return worst / scale;
}
