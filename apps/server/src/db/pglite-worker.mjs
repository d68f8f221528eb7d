// The embedded database on its own thread. PGlite runs every query synchronously on the thread
// that owns it; in the server's main thread a trigram search or a catalogue import stalled every
// other request and socket. Here PGlite answers the PostgreSQL wire protocol on a private Unix
// socket (@electric-sql/pglite-socket), and the main thread talks to it with node-postgres, the
// same driver and code path as a real PostgreSQL server.
//
// Plain JavaScript so the same file runs under Vitest (TypeScript sources) and beside the bundle
// (build.mjs copies it to dist/). Messages from the main thread:
//   { type: 'snapshot', id, compression }  -> { type: 'snapshot', id, buffer } | { type: 'snapshot', id, error }
//   { type: 'close' }                       -> { type: 'closed' }
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string | null, loadDataDir: ArrayBuffer | null, socketPath: string }} */
const { dataDir, loadDataDir, socketPath } = workerData;

const options = {
  extensions: { pg_trgm },
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
};
const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);

// PGlite is a single session, so the main thread's pool holds exactly one client and transactions
// are exclusive the way the in-process driver made them. The server still accepts a few
// connections: node-postgres drops a client after a failed pool.query and connects again at once,
// before this side has seen the old socket close (a limit of one refused that reconnection).
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
await server.start();

parentPort.on('message', async (message) => {
  if (message.type === 'snapshot') {
    try {
      // A checkpoint first keeps the recovery after a restore short; not needed for correctness.
      await db.exec('CHECKPOINT');
      const blob = await db.dumpDataDir(message.compression);
      const buffer = await blob.arrayBuffer();
      parentPort.postMessage({ type: 'snapshot', id: message.id, buffer }, [buffer]);
    } catch (error) {
      parentPort.postMessage({ type: 'snapshot', id: message.id, error: String(error) });
    }
  } else if (message.type === 'close') {
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'closed' });
  }
});

parentPort.postMessage({ type: 'ready' });
