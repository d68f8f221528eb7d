// Circuit simulator speed (issue "Simulators", bench/sim): for four netlists (RC pulse, half-wave
// rectifier, BJT astable, 200-section RC ladder) the time of our path in Chromium — post the
// netlist to the built ngspice-wasm module Worker, run, turn the result into typed arrays and
// transfer them to the page — against Debian's native ngspice on the same netlist (process start,
// run and binary rawfile of the same saved vectors). Goal: ratio <= 1.5 for all four. Prints
// medians; never fails on a figure. "(engine)" is the worker's own time for the run; the rest of
// "ours" is messaging and the hand-over of the result arrays.
//
// Netlist text is given ready-made (as after "Import netlist"); writing it from a drawing takes
// well under a millisecond and is left out. Needs `npm run build` (the worker is a build asset).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findLibraryModel } from '@electrobench/circuit/models/model-library';
import { chromium } from 'playwright-core';

const RUNS = Number(process.env.BENCH_SIM_RUNS ?? 5);
const GOAL = 1.5;
const NGSPICE = '/usr/bin/ngspice';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

function modelCards(name: string): string {
  const model = findLibraryModel(name);
  if (!model) throw new Error(`library model ${name} is missing`);
  return model.cards;
}

interface Case {
  name: string;
  /** Circuit and analysis cards, without title and .end. */
  body: string;
}

function ladder(sections: number): string {
  const lines = ['V1 n0 0 PULSE(0 5 0 1u 1u 100u 200u)'];
  for (let k = 1; k <= sections; k++) {
    lines.push(`R${k} n${k - 1} n${k} 100`, `C${k} n${k} 0 1n`);
  }
  lines.push('.tran 0.1u 400u', `.save v(n1) v(n${sections / 2}) v(n${sections})`);
  return lines.join('\n');
}

const CASES: Case[] = [
  {
    name: 'RC pulse',
    body: [
      'V1 in 0 PULSE(0 5 0 1u 1u 0.5m 1m)',
      'R1 in out 1k',
      'C1 out 0 1u',
      '.tran 1u 10m',
      '.save v(in) v(out)',
    ].join('\n'),
  },
  {
    name: 'half-wave rectifier',
    body: [
      'V1 in 0 SIN(0 12 50)',
      'D1 in out 1N4007',
      'R1 out 0 1k',
      'C1 out 0 220u',
      modelCards('1N4007'),
      '.tran 10u 200m',
      '.save v(in) v(out) i(v1)',
    ].join('\n'),
  },
  {
    name: 'BJT astable',
    body: [
      'VCC vcc 0 9',
      'RC1 vcc c1 1k',
      'RC2 vcc c2 1k',
      'RB1 vcc b1 47k',
      'RB2 vcc b2 48k',
      'C1 c1 b2 10n',
      'C2 c2 b1 10n',
      'Q1 c1 b1 0 BC547B',
      'Q2 c2 b2 0 BC547B',
      modelCards('BC547B'),
      '.tran 1u 20m',
      '.save v(c1) v(c2) v(b1)',
    ].join('\n'),
  },
  { name: '200-section RC ladder', body: ladder(200) },
];

const netlist = (title: string, body: string) => `* ${title}\n${body}\n.end\n`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Wall time of `ngspice -b -r out.raw`, the native batch run writing the saved vectors. */
function nativeRun(body: string): { ms: number; points: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'eb-bench-ngspice-'));
  try {
    writeFileSync(path.join(dir, 'circuit.cir'), netlist('native run', body));
    const started = performance.now();
    const result = spawnSync(NGSPICE, ['-b', '-r', 'out.raw', '-o', 'log.txt', 'circuit.cir'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const ms = performance.now() - started;
    const raw = path.join(dir, 'out.raw');
    if (result.status !== 0 || !existsSync(raw)) {
      throw new Error(`native ngspice failed: ${readFileSync(path.join(dir, 'log.txt'), 'utf8')}`);
    }
    const header = readFileSync(raw, 'latin1').slice(0, 2000);
    const points = Number(/No\. Points:\s*(\d+)/.exec(header)?.[1] ?? NaN);
    return { ms, points };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves the built web app's files (the worker must come from the page's origin). */
async function serveDist(): Promise<{ base: string; server: Server }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.html': 'text/html',
    '.wasm': 'application/wasm',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = url.pathname === '/' ? path.join(WEB_DIST, 'index.html') : path.join(WEB_DIST, url.pathname);
    if (!file.startsWith(WEB_DIST) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    if (url.pathname === '/') {
      // An empty page of the same origin: only the worker is measured, not the app around it.
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>sim bench</title>');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface BrowserRun {
  startMs: number;
  results: { total: number[]; engine: number[]; points: number; ok: boolean; log: string[] }[];
}

async function main() {
  if (!existsSync(NGSPICE)) throw new Error('Install ngspice first: apt-get install -y ngspice');
  const assets = path.join(WEB_DIST, 'assets');
  const worker = existsSync(assets)
    ? readdirSync(assets).find((f) => /^sim-worker-.*\.js$/.test(f))
    : undefined;
  if (!worker)
    throw new Error('No built simulator worker in apps/web/dist/assets: run `npm run build` first.');

  const native = CASES.map((c) => {
    nativeRun(c.body); // warm the file cache
    const runs = Array.from({ length: RUNS }, () => nativeRun(c.body));
    return { ms: median(runs.map((r) => r.ms)), points: runs[0]?.points ?? NaN };
  });

  // What a native run costs before any simulation: process start, init file, code models.
  const nativeStart = median(Array.from({ length: RUNS }, () => nativeRun('R1 a 0 1k\nI1 0 a 1m\n.op').ms));

  const { base, server } = await serveDist();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    // tsx (esbuild keepNames) wraps named functions in __name(); the page needs that helper too.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.goto(base);
    const measured = await page.evaluate(
      async ({ workerUrl, bodies, runs }): Promise<BrowserRun> => {
        type Response = {
          id?: number;
          type?: string;
          message?: string;
          ok?: boolean;
          elapsed?: number;
          log?: string[];
          scale?: { re: Float64Array } | null;
        };
        const started = performance.now();
        const w = new Worker(workerUrl, { type: 'module', name: 'ngspice' });
        const waiting = new Map<number, (r: Response) => void>();
        let ready: () => void = () => undefined;
        let fatal: (e: Error) => void = () => undefined;
        const readyPromise = new Promise<void>((resolve, reject) => {
          ready = resolve;
          fatal = reject;
        });
        w.onmessage = (event: MessageEvent<Response>) => {
          const data = event.data;
          if (data.type === 'ready') ready();
          else if (data.type === 'fatal') fatal(new Error(data.message));
          else if (data.id !== undefined) waiting.get(data.id)?.(data);
        };
        await readyPromise;
        const startMs = performance.now() - started;
        let nextId = 1;
        const run = (body: string) =>
          new Promise<{ ms: number; response: Response }>((resolve) => {
            const id = nextId++;
            const t0 = performance.now();
            waiting.set(id, (response) => resolve({ ms: performance.now() - t0, response }));
            w.postMessage({ id, netlist: `* run ${id}\n${body}\n.end\n` });
          });
        const results: BrowserRun['results'] = [];
        for (const body of bodies) {
          await run(body); // warm-up
          const total: number[] = [];
          const engine: number[] = [];
          let last: Response = {};
          for (let k = 0; k < runs; k++) {
            const { ms, response } = await run(body);
            total.push(ms);
            engine.push(response.elapsed ?? NaN);
            last = response;
          }
          results.push({
            total,
            engine,
            points: last.scale?.re.length ?? 0,
            ok: last.ok === true,
            log: last.log ?? [],
          });
        }
        w.terminate();
        return { startMs, results };
      },
      { workerUrl: `/assets/${worker}`, bodies: CASES.map((c) => c.body), runs: RUNS },
    );

    console.log(`simulator worker start (ngspice-wasm compile and init): ${measured.startMs.toFixed(0)} ms`);
    console.log(`native ngspice start (trivial .op, process and init): ${nativeStart.toFixed(1)} ms`);
    console.log(`median of ${RUNS} runs after one warm-up; ratio = ours / native (goal <= ${GOAL})\n`);
    console.log(
      `${'netlist'.padEnd(24)}${'points'.padStart(8)}${'ours ms'.padStart(10)}${'(engine)'.padStart(10)}` +
        `${'native ms'.padStart(11)}${'ratio'.padStart(8)}  goal`,
    );
    CASES.forEach((c, i) => {
      const ours = measured.results[i];
      const theirs = native[i];
      if (!ours || !theirs) return;
      if (!ours.ok) {
        console.log(`${c.name.padEnd(24)} FAILED in the worker: ${ours.log.join(' | ')}`);
        return;
      }
      const total = median(ours.total);
      const ratio = total / theirs.ms;
      console.log(
        `${c.name.padEnd(24)}${String(ours.points).padStart(8)}${total.toFixed(1).padStart(10)}` +
          `${median(ours.engine).toFixed(1).padStart(10)}${theirs.ms.toFixed(1).padStart(11)}` +
          `${ratio.toFixed(2).padStart(8)}  ${ratio <= GOAL ? 'met' : 'NOT met'}`,
      );
    });
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
