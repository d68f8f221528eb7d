import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { serveBackups, serverRunning } from './db/backup';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { runSeeds } from './db/seed/run-seeds';
import { ensureAdmin } from './modules/users/admin-bootstrap';

/**
 * SIGTERM: stop accepting, let requests in flight finish, close sockets with 1001. Orchestrators
 * kill after about 10 s, so connections still busy after the grace period (a client that never
 * finishes its upload) are cut, and the process ends well before that.
 */
const SHUTDOWN_GRACE_MS = 7000;
const SHUTDOWN_LIMIT_MS = 9500;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function open(config: Config): Promise<DatabaseHandle> {
  try {
    return config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    const where = config.databaseUrl
      ? 'the PostgreSQL server in DATABASE_URL'
      : `the embedded database in ${config.dataDir}`;
    return fail(`Could not open ${where}: ${(error as Error).message}`);
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // Two processes on one embedded data directory would corrupt it; the first one answers here.
  if (!config.databaseUrl && (await serverRunning(config.dataDir))) {
    fail(`Another ElectroBench server is running on ${config.dataDir}; stop it first.`);
  }
  const handle = await open(config);
  await runMigrations(handle);
  const app = await buildApp({ config, db: handle.db });
  await runSeeds(app.ctx, app.log);
  if (config.admin) {
    const result = await ensureAdmin(app.ctx, config.admin);
    app.log.info({ username: result.username, created: result.created }, 'administrator ensured');
  }

  const snapshot = handle.snapshot;
  const stopBackups = snapshot
    ? await serveBackups(config.dataDir, () => snapshot('gzip'), app.log)
    : async () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const cut = setTimeout(() => {
      app.log.warn('shutdown: cutting connections still busy after the grace period');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    const force = setTimeout(() => fail('Shutdown took too long; exiting.'), SHUTDOWN_LIMIT_MS);
    cut.unref();
    force.unref();
    try {
      await stopBackups();
      await app.close();
    } finally {
      await handle.close();
      clearTimeout(cut);
      clearTimeout(force);
      app.log.info('shut down');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await handle.close();
    fail(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  app.log.info(
    `ElectroBench ${config.databaseUrl ? 'on PostgreSQL' : `on embedded PGlite in ${config.dataDir}`}`,
  );
}

void main();
