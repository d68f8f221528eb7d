// Lighthouse 12 (mobile form factor, its default simulated slow-4G and CPU throttling) on / and
// /login of the built app served by the real server. Goal (issue "Web app shell"): performance and
// accessibility >= 95 on both. Prints the median of a few runs; never fails on a figure.
import { rmSync } from 'node:fs';
import { startServer } from './server-harness';
import { launchChromium, measureLighthouse, median, snapshotWebDist, type Measurement } from './web-harness';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/login'];
const GOAL = 95;

const verdict = (score: number) => (score >= GOAL ? 'meets' : 'MISSES');

const webDist = await snapshotWebDist();
const server = await startServer('pglite', { WEB_DIST: webDist });
const chromium = await launchChromium();
const rows: string[] = [];
try {
  for (const page of PAGES) {
    const runs: Measurement[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await measureLighthouse(`${server.base}${page}`, chromium.port));
    const performance = runs.map((r) => r.performance);
    const accessibility = runs.map((r) => r.accessibility);
    const p = median(performance);
    const a = median(accessibility);
    rows.push(
      `${page.padEnd(7)} performance ${p} (${verdict(p)} >= ${GOAL}; runs ${performance.join(', ')}), ` +
        `accessibility ${a} (${verdict(a)} >= ${GOAL}; runs ${accessibility.join(', ')})`,
      `        LCP ${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(median(runs.map((r) => r.tbtMs)))} ms, ` +
        `script transferred ${median(runs.map((r) => r.scriptKb)).toFixed(1)} KB`,
      ...(runs[0]?.notes ?? []).map((note) => `        ${note}`),
    );
  }
} finally {
  await chromium.close();
  await server.stop();
  rmSync(webDist, { recursive: true, force: true });
}
console.log(`\nLighthouse 12, mobile, ${RUNS} run(s) per page (medians):`);
for (const row of rows) console.log(row);
