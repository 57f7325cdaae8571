// `npm run bench`: the store's product list against a minimal Fastify route, measured in
// one run on this machine, plus the store's event-loop delay during the list load.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { load, type LoadResult } from './lib/load';
import { ask, freePort, startNode, stop, waitForUrl } from './lib/processes';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    // A PostgreSQL server URL: the store then runs on its own database there instead of PGlite.
    postgres: { type: 'string' },
  },
});
const products = Number(values.products);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
// Reused between runs: seeding is measured by its own figure, not by every benchmark.
const dataDir = path.join(root, 'bench', '.data', `products-${products}`);

if (!existsSync(serverEntry)) throw new Error('Build the store first: npm run build');

type EventLoopStats = { p50Ms: number; p99Ms: number; maxMs: number };

function row(name: string, r: LoadResult): string {
  return `| ${name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p95Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors + r.non2xx} |`;
}

/** A database of its own on the given server, created once and reused by later runs. */
async function benchDatabaseUrl(serverUrl: string): Promise<string> {
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

async function main(): Promise<void> {
  const databaseUrl = values.postgres ? await benchDatabaseUrl(values.postgres) : undefined;
  const storePort = await freePort();
  const store = startNode(serverEntry, {
    // Production refuses PostgreSQL without shared secrets; benchmark ones are throwaway.
    ...(databaseUrl
      ? {
          DATABASE_URL: databaseUrl,
          KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
          SESSION_SECRET: Buffer.alloc(32, 2).toString('base64'),
        }
      : {}),
    HOST: '127.0.0.1',
    PORT: String(storePort),
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(products),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const helloPort = await freePort();
  const hello = startNode(path.join(import.meta.dirname, 'hello-server.mjs'), {
    PORT: String(helloPort),
  });
  try {
    const storeUrl = `http://127.0.0.1:${storePort}`;
    await waitForUrl(`${storeUrl}/api/v1/health`, store, 300_000);
    await waitForUrl(`http://127.0.0.1:${helloPort}/hello`, hello, 30_000);
    const listUrl = `${storeUrl}/api/v1/product/products?type=1`;
    const total = ((await (await fetch(listUrl)).json()) as { total: number }).total;

    const shape = { connections, durationSeconds };
    await load(listUrl, { connections, durationSeconds: 2 }); // warm-up
    store.send({ type: 'event-loop:reset' });
    const list = await load(listUrl, shape);
    const loop = await ask<EventLoopStats>(
      store,
      { type: 'event-loop:report' },
      'event-loop:stats',
    );

    await load(`http://127.0.0.1:${helloPort}/hello`, { connections, durationSeconds: 2 });
    const baseline = await load(`http://127.0.0.1:${helloPort}/hello`, shape);

    const lines = [
      `Database: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite (worker thread)'}. Catalogue: ${products} products (${total} games in the list). ${connections} connections, ${durationSeconds} s per run.`,
      '',
      '| route | req/s | p50 ms | p95 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|',
      row('GET /api/v1/product/products?type=1', list),
      row('minimal Fastify GET /hello', baseline),
      '',
      `List / hello-world throughput: ${((list.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`,
      `Store event-loop delay during the list run: p50 ${loop.p50Ms.toFixed(1)} ms, p99 ${loop.p99Ms.toFixed(1)} ms, max ${loop.maxMs.toFixed(1)} ms`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await Promise.all([stop(store), stop(hello)]);
  }
}

await main();
