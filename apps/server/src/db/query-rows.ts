import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Raw SQL rows from either driver (node-postgres and PGlite both answer { rows }). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('unexpected result from db.execute');
}
