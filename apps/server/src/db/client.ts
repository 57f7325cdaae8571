import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serverPaths } from '../paths';
import { PriorityGate, type Lane } from './priority-gate';
import { schema, type Schema } from './tables';

/**
 * An open database: the Drizzle handles, the pool behind the interactive one, and how to
 * close them. `db` and `background` share one set of connections; when every connection is
 * busy (always, under load, on the embedded database's single session), a call made through
 * `db` is served before any waiting call made through `background`.
 */
export type Database = {
  db: NodePgDatabase<Schema>;
  /** For bulk reads (catalogue lists and searches): they wait behind interactive calls. */
  background: NodePgDatabase<Schema> & { $client: pg.Pool };
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
} & DatabaseLiveness;

/** Whether the database answers, for the health check. */
export type DatabaseLiveness = {
  /** True when a query got its answer within the last `ms` and the database is not closed. */
  answeredWithin: (ms: number) => boolean;
  /** A round trip through the interactive lane; rejects when the database does not answer. */
  ping: () => Promise<void>;
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
    return withLanes(
      pool,
      options.poolMax,
      'postgres',
      once(() => pool.end()),
    );
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
  return withLanes(pool, 1, 'pglite', close);
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * One lane onto a shared pool: it takes a slot of the gate before taking a connection and
 * gives it back when the connection is released. A `pg.Pool` itself, so Drizzle runs
 * transactions on it (it checks for a pool) and `query` (which goes through `connect`) waits
 * in the lane too.
 */
class LanePool extends pg.Pool {
  readonly #shared: pg.Pool;
  readonly #gate: PriorityGate;
  readonly #lane: Lane;
  readonly #onRelease: (failed: boolean) => void;

  constructor(
    shared: pg.Pool,
    gate: PriorityGate,
    lane: Lane,
    onRelease: (failed: boolean) => void,
  ) {
    super({ max: 1 }); // never connects itself: every connection comes from `shared`
    this.#shared = shared;
    this.#gate = gate;
    this.#lane = lane;
    this.#onRelease = onRelease;
  }

  /** The pool both lanes of one database draw their connections from. */
  get shared(): pg.Pool {
    return this.#shared;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const acquired = this.#acquire();
    if (!callback) return acquired;
    acquired.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: unknown) => callback(asError(error), undefined, () => undefined),
    );
  }

  async #acquire(): Promise<pg.PoolClient> {
    await this.#gate.enter(this.#lane);
    let client: pg.PoolClient;
    try {
      client = await this.#shared.connect();
    } catch (error) {
      this.#gate.leave();
      throw error;
    }
    const release = client.release.bind(client);
    let released = false;
    client.release = (destroy?: Error | boolean) => {
      if (released) {
        release(destroy); // the pool reports the second release
        return;
      }
      released = true;
      try {
        release(destroy);
      } finally {
        this.#gate.leave();
        this.#onRelease(Boolean(destroy));
      }
    };
    return client;
  }
}

/**
 * One object per open database, the same for both lanes: the key for what is remembered per
 * database (a handle that is not a lane is its own key).
 */
export function databaseIdentity(db: object): object {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof LanePool ? client.shared : db;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The database's two handles over one pool, its calls let in `slots` at a time. */
function withLanes(
  pool: pg.Pool,
  slots: number,
  kind: Database['kind'],
  close: () => Promise<void>,
): Database {
  const gate = new PriorityGate(slots);
  // A connection given back without an error had its queries answered; one given back with
  // an error (pg-pool passes the query's error, a lost connection among them) proves nothing.
  let answeredAt: number | undefined;
  let closed = false;
  const onRelease = (failed: boolean) => {
    answeredAt = failed ? undefined : performance.now();
  };
  const interactive = new LanePool(pool, gate, 'interactive', onRelease);
  const background = new LanePool(pool, gate, 'background', onRelease);
  return {
    db: drizzle(interactive, { schema }),
    background: drizzle(background, { schema }),
    pool: interactive,
    kind,
    close: () => {
      closed = true;
      return close();
    },
    answeredWithin: (ms) =>
      !closed && answeredAt !== undefined && performance.now() - answeredAt <= ms,
    ping: async () => {
      await interactive.query('select 1');
    },
  };
}

/** Makes closing safe to call more than once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
