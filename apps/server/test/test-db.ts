import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

/** A fresh, migrated database for one test app, copied from the run's template. */
export async function cloneTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([readFileSync(template.file)]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: blob });
  }
  const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
