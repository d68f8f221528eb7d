// npm test: every Vitest project (pure packages, seed data, API on PGlite or on PostgreSQL when
// DATABASE_URL is set, web units), then the browser suite against the built app.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

// ngspice is the reference the simulator tests compare against.
if (!existsSync('/usr/bin/ngspice')) {
  console.error(
    'The simulator tests need ngspice. Install it with:\n  sudo apt-get update && sudo apt-get install -y ngspice',
  );
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasE2e = existsSync(path.join(root, 'e2e/vitest.config.ts'));
if (hasE2e && !existsSync(chromium)) {
  console.error(
    `The browser tests need Chromium at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
console.log(`\n== Unit and API tests on ${db} ==`);
let status = run('npx', ['vitest', 'run']);
if (status === 0 && hasE2e) {
  console.log(`\n== Browser tests on ${db} ==`);
  status = run('npm', ['run', 'test:e2e']);
}
process.exit(status);
