import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serverPaths } from '../paths';
import { schema, type Schema } from './tables';

/** An open database: the Drizzle handle, its pool, and how to close both. */
export type Database = {
  db: NodePgDatabase<Schema>;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
};

/**
 * Settings of every connection. Random reads cost little more than sequential ones on the
 * SSDs and in the page cache the store runs on; PostgreSQL's default of 4 assumes spinning
 * disks and makes catalogue lists and searches read whole tables rather than their indexes.
 * The catalogue search counts a title as similar to what was typed (a typo) from this
 * pg_trgm word similarity on: 0.5 forgives a wrong, missing or swapped letter per word
 * ("sunshroe" finds "Sunshore" at 0.56; the default 0.6 would not) while keeping the
 * titles it has to compare few.
 */
export const SESSION_SETTINGS = {
  random_page_cost: '1.1',
  'pg_trgm.word_similarity_threshold': '0.5',
} as const;

type WorkerMessage =
  { type: 'ready'; port: number } | { type: 'error'; message: string } | { type: 'stopped' };

/**
 * Opens the database. Both kinds go through node-postgres: PGlite runs on a worker
 * thread and speaks the PostgreSQL wire protocol on loopback, so one code path serves both.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax,
      // Sent with the connection's startup packet, so it holds before its first query.
      options: Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: once(() => pool.end()) };
  }
  return openEmbedded(options.dataDir);
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const pgDir = path.join(dataDir, 'pglite');
  await mkdir(pgDir, { recursive: true });
  const worker = new Worker(serverPaths.pgliteWorker, { workerData: { dataDir: pgDir } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolve(message.port);
      else if (message.type === 'error')
        reject(new Error(`Embedded database failed to start: ${message.message}`));
    });
  });
  // PGlite has a single session, so a single connection keeps transactions isolated.
  // It is kept open: every connection shares that one session's state.
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    // A reconnecting client would otherwise meet the previous connection's prepared
    // statements and settings, still alive in the one PGlite session. The pool waits
    // for this before handing the client out. ROLLBACK outside a transaction only
    // warns; DISCARD ALL refuses to run inside one.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits onConnect; its types say void
    onConnect: async (client: pg.ClientBase) => {
      await client.query('ROLLBACK');
      await client.query('DISCARD ALL');
      for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
        await client.query(`set ${name} = ${value}`);
      }
    },
  });
  pool.on('error', () => {
    // Reported through the next query instead.
  });
  const close = once(async (): Promise<void> => {
    await pool.end();
    const stopped = new Promise<void>((resolve) => {
      worker.once('message', (message: WorkerMessage) => {
        if (message.type === 'stopped') resolve();
      });
    });
    worker.postMessage('stop');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await worker.terminate();
  });
  return { db: drizzle(pool, { schema }), pool, kind: 'pglite', close };
}

/** Makes closing safe to call more than once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
