// Initial JavaScript of the home page, as a browser pays it: every script Chromium fetches while
// loading / as a guest until the network is idle (entry, preloaded chunks, the home page chunk and
// the lazily loaded pieces every page shows, such as the weather widget). Each file is gzipped
// from apps/web/dist with node:zlib (level 9, as the server precompresses).
// Goal (issue "Web app shell"): at most 100 KB gzip. Prints figures; never fails on them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './server-harness';

const GOAL_KB = 100;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startServer('pglite');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const scripts = new Set<string>();
try {
  const page = await browser.newPage();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
} finally {
  await browser.close();
  await server.stop();
}

// The table uses KB of 1024 bytes; the verdict uses 1000-byte kB, the stricter reading of the goal.
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let rawTotal = 0;
let gzipTotal = 0;
console.log('file'.padEnd(48), 'raw KB'.padStart(9), 'gzip KB'.padStart(9));
for (const src of [...scripts].sort()) {
  const body = readFileSync(path.join(dist, src.replace(/^\//, '')));
  const gzipped = gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
  rawTotal += body.length;
  gzipTotal += gzipped;
  console.log(src.padEnd(48), kb(body.length).padStart(9), kb(gzipped).padStart(9));
}
console.log('total'.padEnd(48), kb(rawTotal).padStart(9), kb(gzipTotal).padStart(9));
const verdict = gzipTotal <= GOAL_KB * 1000 ? 'meets' : 'MISSES';
console.log(
  `\nJavaScript Chromium fetched for / (${scripts.size} files): ${kb(gzipTotal)} KB gzip (${gzipTotal} bytes, ${(gzipTotal / 1000).toFixed(1)} kB decimal) — ${verdict} the goal of <= ${GOAL_KB} KB.`,
);
