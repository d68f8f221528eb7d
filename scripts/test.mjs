// npm test: every Vitest project (pure packages, seed data, API on PGlite or on PostgreSQL when
// DATABASE_URL is set, web units), then the browser suite against the built app.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrerequisites, setupPlan } from './test-prerequisites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

// A fresh Debian machine with only Node: as root, install what is missing; otherwise say how.
const hasE2e = existsSync(path.join(root, 'e2e/vitest.config.ts'));
const plan = setupPlan({
  missing: missingPrerequisites({ hasE2e }),
  isRoot: process.getuid?.() === 0,
  hasAptGet: existsSync('/usr/bin/apt-get'),
});
if (plan.kind === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log('Installing what the tests need (ngspice, Chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const [cmd, ...args] of plan.commands) {
    if (spawnSync(cmd, args, { stdio: 'inherit', env }).status !== 0) {
      console.error(
        `Could not run ${[cmd, ...args].join(' ')}; install ngspice and chromium, then run npm test again.`,
      );
      process.exit(1);
    }
  }
  const still = missingPrerequisites({ hasE2e });
  if (still.length > 0) {
    console.error(`Still missing after installing: ${still.map((p) => p.path).join(', ')}.`);
    process.exit(1);
  }
}

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
// EB_DATABASE_TESTS_ONLY=1 (set by .ci/run for its PostgreSQL run) runs only the Vitest project that
// uses a database (server); the pure packages, scripts, seed data and web units give the same answer
// on either database, and the first run already ran them.
const databaseOnly = process.env.EB_DATABASE_TESTS_ONLY === '1';
console.log(`\n== ${databaseOnly ? 'API' : 'Unit and API'} tests on ${db} ==`);
let status = run('npx', ['vitest', 'run', ...(databaseOnly ? ['--project', 'server'] : [])]);
// EB_REUSE_BUILD=1 (set by .ci/run for its second database) tests the build already in dist/
// instead of building the same tree again; the build does not depend on the database.
const built = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].every((file) =>
  existsSync(path.join(root, file)),
);
if (status === 0 && hasE2e) {
  console.log(`\n== Browser tests on ${db} ==`);
  status =
    process.env.EB_REUSE_BUILD === '1' && built
      ? run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'])
      : run('npm', ['run', 'test:e2e']);
}
process.exit(status);
