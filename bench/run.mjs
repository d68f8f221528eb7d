// npm run bench: runs every benchmark under bench/ in turn. Benchmarks print numbers; they never
// fail the build on a figure (a crash still exits non-zero).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only));
let failed = 0;
for (const file of benches) {
  console.log(`\n### ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
