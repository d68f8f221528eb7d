import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';

const dataDir = inject('dataDir');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'eb-e2e-bak-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The operator's command as a production install runs it: the bundled tool under plain Node (no
// TypeScript runner), asking the running server for its snapshot. Source-level behaviour (restore,
// later changes undone) is in apps/server/src/db/backup.test.ts.
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run db:backup from the build', () => {
  it('writes a snapshot of the running server with plain Node', () => {
    const file = path.join(work, 'snapshot.tar.gz');
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/db-backup.mjs'), 'backup', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('snapshot from the running server');
    expect(statSync(file).size).toBeGreaterThan(100_000);
  });

  it('explains the PostgreSQL alternative instead of touching anything when DATABASE_URL is set', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/db-backup.mjs'), 'backup'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('pg_dump');
  });
});
