import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client';

/** In the source tree this is src/db/migrations; the build copies them next to dist/main.js. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePg(handle.db as NodePgDatabase, { migrationsFolder: folder });
  }
}
