// Bundles the server (and the workspace packages it imports as TypeScript source) into dist/main.js.
// npm dependencies stay external and load from node_modules; migrations are copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@electrobench/'),
);

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
/** One bundle per entry point, npm dependencies left external. */
const bundle = (entry, outfile) =>
  build({
    entryPoints: [path.join(here, entry)],
    outfile: path.join(here, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });

await bundle('src/main.ts', 'dist/main.js');
// The backup tool runs from the bundle too, so `npm run db:backup` needs no TypeScript runner on a
// production install (tsx is a development dependency).
await bundle('src/db/backup-cli.ts', 'dist/backup-cli.js');
// The embedded database's worker thread is loaded by file name (new URL('./pglite-worker.mjs')).
cpSync(path.join(here, 'src/db/pglite-worker.mjs'), path.join(here, 'dist/pglite-worker.mjs'));
cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
// Seed data files travel with the bundle (seeders look beside their module first), so a deploy of
// dist/ alone still loads the reference data.
const seedRoot = path.join(here, 'src/db/seed');
for (const entry of readdirSync(seedRoot, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  cpSync(path.join(seedRoot, entry.name), path.join(here, 'dist', entry.name), {
    recursive: true,
    filter: (src) => statSync(src).isDirectory() || /\.(csv|json)$/.test(src),
  });
}
console.log('server built: apps/server/dist/main.js');
