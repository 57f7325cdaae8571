// Runs the embedded PostgreSQL (PGlite) on its own thread and serves it over the
// PostgreSQL wire protocol on loopback, so queries never stall the HTTP event loop
// and the app talks to it through node-postgres exactly as it talks to PostgreSQL.
// Plain JavaScript on purpose: a worker file must load without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir } = workerData;

// PGlite starts PostgreSQL with its defaults: 128 MB of shared buffers, allocated and
// written at start inside the WebAssembly memory, which never shrinks. The data files sit
// in the operating system's page cache, so a page missing from a smaller buffer pool is a
// copy, not a disk read; and one session needs few connection slots.
const MEMORY_SETTINGS = ['shared_buffers=32MB', 'max_connections=8'];

async function start() {
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS.flatMap((s) => ['-c', s])],
  });
  // One PGlite has one session; the app's pool holds a single connection so transactions
  // stay intact. A second slot lets a replacement connect while a dropped one is released.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  const port = Number(new URL(`postgres://${server.getServerConn()}`).port);
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'stopped' });
  });
  parentPort.postMessage({ type: 'ready', port });
}

start().catch((error) => {
  parentPort.postMessage({
    type: 'error',
    message: error instanceof Error ? error.stack : String(error),
  });
});
