import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort, startNode, stop, waitForUrl } from './processes';

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
/** The built web app the store serves by default. */
export const webDist = path.join(root, 'apps/web/dist');
/** Catalogues seeded once and kept between runs (ignored by git). */
export const benchData = path.join(root, 'bench', '.data');

/** The built store (`npm run build`) running in production mode in a process of its own. */
export type BuiltStore = {
  origin: string;
  child: ChildProcess;
  /** Seconds from the process start to the first healthy answer. */
  readySeconds: number;
  database: 'PostgreSQL' | 'embedded PGlite (worker thread)';
  stop: () => Promise<void>;
};

/** Throws unless the store has been built. */
export function requireBuiltStore(): void {
  if (!existsSync(serverEntry)) throw new Error('Build the store first: npm run build');
}

/** A database of its own on the given server, created once and reused by later runs. */
async function benchDatabaseUrl(serverUrl: string, products: number): Promise<string> {
  const name = `store_bench_${products}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts `apps/server/dist/main.js` as `npm start` does in production, serving the built web
 * app, with the demo catalogue of `products` products: seeded once into
 * `bench/.data/products-N/` (PGlite) or a database `store_bench_N` on `postgres`, and
 * reused by later runs. Resolves once the health check answers.
 */
export async function startBuiltStore(options: {
  products: number;
  postgres: string | undefined;
  /** The built web app to serve, when not `apps/web/dist`. */
  webDistDir?: string;
}): Promise<BuiltStore> {
  requireBuiltStore();
  const { products, postgres, webDistDir } = options;
  const databaseUrl = postgres ? await benchDatabaseUrl(postgres, products) : undefined;
  // Reused between runs: seeding is measured by its own figure, not by every benchmark.
  const dataDir = path.join(benchData, `products-${products}`);
  const port = await freePort();
  const started = performance.now();
  const child = startNode(serverEntry, {
    // Production refuses to start without configured secrets; benchmark ones are throwaway.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    SESSION_SECRET: Buffer.alloc(32, 2).toString('base64'),
    PAYMENTS_WEBHOOK_SECRET: Buffer.alloc(32, 3).toString('base64'),
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 4).toString('base64url'),
    // The benchmarks need the demo catalogue, and never take a payment.
    SEED_DEMO_DATA: 'true',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(products),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    // Seeding 100,000 products on first start takes minutes.
    await waitForUrl(`${origin}/api/v1/health`, child, 3_600_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    origin,
    child,
    readySeconds: (performance.now() - started) / 1000,
    database: databaseUrl ? 'PostgreSQL' : 'embedded PGlite (worker thread)',
    stop: () => stop(child),
  };
}

/** The resident memory of a running process in MB (`VmRSS` of `/proc/<pid>/status`, Linux). */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
  if (kilobytes === undefined) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(kilobytes) / 1024;
}
