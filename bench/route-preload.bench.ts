// Does the server's per-page code hint (apps/server/src/plugins/page-html.ts) open pages sooner?
// Two servers in one run: the build as it is, and the same build without route-preloads.json, where
// every address gets index.html with the home page's hints (the behaviour before). Cold loads
// alternate between them per route (new profile, empty cache): time to a usable heading, and
// Lighthouse mobile LCP and score. Medians of BENCH_PRELOAD_RUNS (default 3). Printed, not asserted.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-flags';
import { startServer } from './server-harness';
import {
  CHROME_PATH,
  coldLoad,
  launchChromium,
  measureLighthouse,
  median,
  snapshotWebDist,
} from './web-harness';

const RUNS = Number(process.env.BENCH_PRELOAD_RUNS ?? 3);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const ALL_ROUTES = [
  '/testing/vi-curve-tracer',
  '/tools/transistor-xref',
  '/tools/capacitor-codes',
  '/calculators/ohms-law',
  '/education/basics/diodes',
  '/forum',
  // Query pages whose first paint Lighthouse held for the page's stylesheets (stop 20).
  '/tools/igbt-xref',
  '/tools/smd-search',
  '/forum/search?q=capacitor',
];
// BENCH_ROUTES=<substring> limits the routes.
const ROUTES = ALL_ROUTES.filter(
  (route) => !process.env.BENCH_ROUTES || route.includes(process.env.BENCH_ROUTES),
);

const hinted = await snapshotWebDist();
const plain = await snapshotWebDist();
rmSync(path.join(plain, 'route-preloads.json'), { force: true });
const servers = {
  hinted: await startServer('pglite', { WEB_DIST: hinted }),
  plain: await startServer('pglite', { WEB_DIST: plain }),
};
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
const lighthouseChrome = LIGHTHOUSE ? await launchChromium() : null;
const lines: string[] = [];
const pad = (text: string | number, width: number) => String(text).padStart(width);
try {
  for (const route of ROUTES) {
    const empty = () => ({ heading: [] as number[], lcp: [] as number[], score: [] as number[] });
    const results = { hinted: empty(), plain: empty() };
    for (let run = 0; run < RUNS; run++) {
      // Alternate which goes first, so a slow moment of the machine does not favour one side.
      const order = run % 2 === 0 ? (['plain', 'hinted'] as const) : (['hinted', 'plain'] as const);
      for (const side of order) {
        const url = `${servers[side].base}${route}`;
        results[side].heading.push((await coldLoad(browser, url)).headingMs);
        if (lighthouseChrome) {
          const lh = await measureLighthouse(url, lighthouseChrome.port);
          results[side].lcp.push(lh.lcpMs);
          results[side].score.push(lh.performance);
        }
      }
    }
    for (const side of ['plain', 'hinted'] as const) {
      const r = results[side];
      lines.push(
        `${route.padEnd(30)} ${side.padEnd(7)} ${pad(Math.round(median(r.heading)), 10)}` +
          (lighthouseChrome
            ? ` ${pad((median(r.lcp) / 1000).toFixed(2), 6)} ${pad(median(r.score), 10)}`
            : ''),
      );
    }
  }
} finally {
  await browser.close();
  await lighthouseChrome?.close();
  await servers.hinted.stop();
  await servers.plain.stop();
  rmSync(hinted, { recursive: true, force: true });
  rmSync(plain, { recursive: true, force: true });
}
console.log(
  `\nPer-page code hints: 'plain' is index.html with the home page's hints for every address (before), ` +
    `'hinted' the page's own. Medians of ${RUNS} cold load(s) per side, alternating:`,
);
console.log(
  `${'route'.padEnd(30)} ${'side'.padEnd(7)} ${pad('heading ms', 10)}${lighthouseChrome ? ` ${pad('LCP s', 6)} ${pad('lighthouse', 10)}` : ''}`,
);
for (const line of lines) console.log(line);
