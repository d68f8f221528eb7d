// Initial JavaScript of the home page: the entry script of apps/web/dist/index.html plus every
// chunk it asks the browser to preload, each gzipped with node:zlib (level 9, as a server would
// precompress). Goal (issue "Web app shell"): at most 100 KB gzip. Prints figures; never fails on them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const GOAL_KB = 100;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`${indexFile} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1];
}

// Module scripts run at once; modulepreload links are fetched at once. Both are paid before the
// first render, lazily imported page chunks are not.
const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
const initial = new Set<string>();
for (const tag of tags) {
  if (/^<script/i.test(tag) && attribute(tag, 'type') === 'module' && attribute(tag, 'src')) {
    initial.add(attribute(tag, 'src') ?? '');
  }
  if (/^<link/i.test(tag) && attribute(tag, 'rel') === 'modulepreload' && attribute(tag, 'href')) {
    initial.add(attribute(tag, 'href') ?? '');
  }
}
if (initial.size === 0) {
  console.error('index.html names no module script.');
  process.exit(1);
}

// The table uses KB of 1024 bytes; the verdict uses 1000-byte kB, the stricter reading of the goal.
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let rawTotal = 0;
let gzipTotal = 0;
console.log('file'.padEnd(48), 'raw KB'.padStart(9), 'gzip KB'.padStart(9));
for (const src of initial) {
  const file = path.join(dist, src.replace(/^\//, ''));
  const body = readFileSync(file);
  const gzipped = gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
  rawTotal += body.length;
  gzipTotal += gzipped;
  console.log(src.padEnd(48), kb(body.length).padStart(9), kb(gzipped).padStart(9));
}
console.log('total'.padEnd(48), kb(rawTotal).padStart(9), kb(gzipTotal).padStart(9));
const verdict = gzipTotal <= GOAL_KB * 1000 ? 'meets' : 'MISSES';
console.log(
  `\nInitial JavaScript for /: ${kb(gzipTotal)} KB gzip (${gzipTotal} bytes, ${(gzipTotal / 1000).toFixed(1)} kB decimal) — ${verdict} the goal of <= ${GOAL_KB} KB.`,
);
