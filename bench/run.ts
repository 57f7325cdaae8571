// `npm run bench`: the store's product list, filtered lists and searches against a minimal
// Fastify route, measured in one run on this machine, per catalogue size: one request at a
// time (the time inside the server, from its Server-Timing header) and under load
// (throughput), plus the store's event-loop delay during the list load. Then checkout:
// complete orders per second, far more buyers than keys, and the oversell count, which
// fails the run unless it is 0. Then loyalty: the profile of a customer with 1,000 orders,
// and checkout throughput with loyalty's handlers on and off. Then referrals: a referrer's
// profile and earnings with 1,000 earnings and with none, and the maturity job's earnings per
// second. Then Biggie AI Assistant: the built-in engine's answer time and its top-1 accuracy
// on the labelled help questions. `--only catalogue`, `--only checkout`, `--only loyalty`,
// `--only referrals` or `--only assistant` runs one part.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { load, type LoadResult } from './lib/load';
import { ask, freePort, startNode, stop, waitForUrl } from './lib/processes';
import { measureSequential, type SequentialResult } from './lib/sequential';

const { values } = parseArgs({
  options: {
    // One size or a comma-separated list: "10000,100000".
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    // Seconds of one-request-at-a-time measurement per route.
    'sequential-duration': { type: 'string', default: '10' },
    // A PostgreSQL server URL: the store then runs on its own database there instead of PGlite.
    postgres: { type: 'string' },
    // One part only: "catalogue", "checkout", "loyalty", "referrals" or "assistant".
    only: { type: 'string' },
    // Checkout: orders (one customer each) with this many buyers at once, over exactly as many
    // keys; then the contention buyers all at once for one product's contention keys.
    'checkout-orders': { type: 'string', default: '128' },
    'checkout-buyers': { type: 'string', default: '32' },
    'contention-buyers': { type: 'string', default: '200' },
    'contention-keys': { type: 'string', default: '50' },
    // Loyalty: the profile customer's delivered orders, the profile requests measured one at
    // a time, and the checkout throughput runs per setting (loyalty on, off).
    'loyalty-history': { type: 'string', default: '1000' },
    'profile-requests': { type: 'string', default: '200' },
    'loyalty-rounds': { type: 'string', default: '4' },
    // Referrals: the referrer's friends and their earnings, the requests measured one at a
    // time per route and customer, and the due earnings the maturity run moves.
    'referral-friends': { type: 'string', default: '200' },
    'referral-earnings': { type: 'string', default: '1000' },
    'referral-requests': { type: 'string', default: '200' },
    'maturity-earnings': { type: 'string', default: '10000' },
    // Assistant: answers measured per kind of question.
    'assistant-answers': { type: 'string', default: '2000' },
  },
});
const PARTS = ['catalogue', 'checkout', 'loyalty', 'referrals', 'assistant'] as const;
if (values.only !== undefined && !(PARTS as readonly string[]).includes(values.only)) {
  throw new Error(`--only takes one of: ${PARTS.join(', ')}`);
}
const runs = (part: (typeof PARTS)[number]) => values.only === undefined || values.only === part;
const checkoutCounts = {
  orders: Number(values['checkout-orders']),
  buyers: Number(values['checkout-buyers']),
  contentionBuyers: Number(values['contention-buyers']),
  contentionKeys: Number(values['contention-keys']),
};
if (Object.values(checkoutCounts).some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('--checkout-orders, --checkout-buyers and --contention-* take whole numbers');
}
const loyaltyCounts = {
  historyOrders: Number(values['loyalty-history']),
  profileRequests: Number(values['profile-requests']),
  rounds: Number(values['loyalty-rounds']),
};
if (Object.values(loyaltyCounts).some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('--loyalty-history, --profile-requests and --loyalty-rounds take whole numbers');
}
const referralCounts = {
  friends: Number(values['referral-friends']),
  earnings: Number(values['referral-earnings']),
  requests: Number(values['referral-requests']),
  maturityEarnings: Number(values['maturity-earnings']),
};
if (Object.values(referralCounts).some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('--referral-* and --maturity-earnings take whole numbers');
}
const assistantAnswers = Number(values['assistant-answers']);
if (!Number.isInteger(assistantAnswers) || assistantAnswers < 1) {
  throw new Error('--assistant-answers takes a whole number');
}
if (checkoutCounts.contentionBuyers <= checkoutCounts.contentionKeys) {
  throw new Error('--contention-buyers must be more than --contention-keys');
}
const sizes = values.products.split(',').map(Number);
const durationSeconds = Number(values.duration);
const sequentialSeconds = Number(values['sequential-duration']);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');

if (runs('catalogue') && !existsSync(serverEntry)) {
  throw new Error('Build the store first: npm run build');
}
if (sizes.some((n) => !Number.isInteger(n) || n < 1000)) {
  throw new Error('--products takes whole numbers of at least 1000, comma-separated');
}

const LIST_PATHS = ['/api/v1/product/products?type=1'];
/** Filters and sorts customers combine; every one matches products at 10,000 and up. */
const FILTERED_PATHS = [
  'type=1&category=ps&sort=price-asc',
  'type=1&platform=2&maxPrice=20&sort=newest',
  'genre=3&sort=best-selling',
  'category=xb&type=2&sort=title-desc',
  'platform=13&maxPrice=15',
  'type=1&genre=5&category=pc&sort=price-desc',
  'category=nt&sort=newest&page=3',
  'maxPrice=9.99&sort=price-asc',
].map((query) => `/api/v1/product/products?${query}`);
/**
 * Searches as customers type them: titles, a title with its platform, prefixes, typos,
 * names of studios, with a filter or a sort. The generator makes the first 10,000 products
 * of every catalogue alike, so each finds products at every size.
 */
const SEARCH_PATHS = [
  'search=wicked harbor',
  'search=lords of qadira',
  'search=frontier orbit ps5',
  'search=bloodh',
  'search=wikced harbr',
  'search=thunderise',
  'search=steam wallet',
  'search=stonecircle',
  'search=shadow run&type=2',
  'search=emerald&sort=price-asc',
].map((query) => `/api/v1/product/products?${query.replaceAll(' ', '%20')}`);

type EventLoopStats = { p50Ms: number; p99Ms: number; maxMs: number };
type RouteResult = { name: string; sequential: SequentialResult; loaded: LoadResult };

const ms = (value: number) => value.toFixed(1);

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

async function measureRoute(
  name: string,
  origin: string,
  paths: readonly string[],
  beforeLoad?: () => void,
): Promise<RouteResult> {
  const urls = paths.map((p) => `${origin}${p}`);
  // Warm-up: every path once, so first-time planning and cold pages do not count.
  await measureSequential(urls, 0);
  const sequential = await measureSequential(urls, sequentialSeconds);
  await load(origin, { connections, durationSeconds: 2, paths }); // warm-up
  beforeLoad?.();
  const loaded = await load(origin, { connections, durationSeconds, paths });
  return { name, sequential, loaded };
}

async function benchSize(products: number, hello: LoadResult & { sequential: SequentialResult }) {
  const databaseUrl = values.postgres
    ? await benchDatabaseUrl(values.postgres, products)
    : undefined;
  // Reused between runs: seeding is measured by its own figure, not by every benchmark.
  const dataDir = path.join(root, 'bench', '.data', `products-${products}`);
  const storePort = await freePort();
  const store = startNode(serverEntry, {
    // Production refuses to start without configured secrets; benchmark ones are throwaway.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    SESSION_SECRET: Buffer.alloc(32, 2).toString('base64'),
    PAYMENTS_WEBHOOK_SECRET: Buffer.alloc(32, 3).toString('base64'),
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 4).toString('base64url'),
    // The list benchmarks need the demo catalogue, and never take a payment.
    SEED_DEMO_DATA: 'true',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: String(storePort),
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(products),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  try {
    const origin = `http://127.0.0.1:${storePort}`;
    // Seeding 100,000 products on first start takes minutes.
    await waitForUrl(`${origin}/api/v1/health`, store, 3_600_000);
    const first = (await (await fetch(`${origin}${LIST_PATHS[0]}`)).json()) as { total: number };

    const list = await measureRoute('list `?type=1`', origin, LIST_PATHS, () =>
      store.send({ type: 'event-loop:reset' }),
    );
    const loop = await ask<EventLoopStats>(
      store,
      { type: 'event-loop:report' },
      'event-loop:stats',
    );
    const filtered = await measureRoute(
      `filtered list (${FILTERED_PATHS.length} filter and sort combinations)`,
      origin,
      FILTERED_PATHS,
    );
    const search = await measureRoute(
      `search (${SEARCH_PATHS.length} searches)`,
      origin,
      SEARCH_PATHS,
    );
    const rows = [list, filtered, search].map(
      (r) =>
        `| ${r.name} | ${ms(r.sequential.serverP50Ms)} | ${ms(r.sequential.serverP95Ms)} | ${ms(r.sequential.p95Ms)} | ${r.sequential.requestsPerSecond.toFixed(0)} | ${r.loaded.requestsPerSecond.toFixed(0)} | ${ms(r.loaded.p50Ms)} | ${ms(r.loaded.p95Ms)} | ${r.sequential.errors + r.loaded.errors + r.loaded.non2xx} |`,
    );
    const lines = [
      `### ${products.toLocaleString('en')} products (${first.total.toLocaleString('en')} games)`,
      '',
      `Database: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite (worker thread)'}. One request at a time for ${sequentialSeconds} s per route, then ${connections} connections for ${durationSeconds} s.`,
      '',
      '| route | server p50 ms | server p95 ms | round trip p95 ms | req/s, 1 at a time | req/s, loaded | loaded p50 ms | loaded p95 ms | errors |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
      `| minimal Fastify \`GET /hello\` | – | – | ${ms(hello.sequential.p95Ms)} | ${hello.sequential.requestsPerSecond.toFixed(0)} | ${hello.requestsPerSecond.toFixed(0)} | ${ms(hello.p50Ms)} | ${ms(hello.p95Ms)} | ${hello.errors + hello.non2xx} |`,
      '',
      `Store event-loop delay during the loaded list run: p50 ${ms(loop.p50Ms)} ms, p99 ${ms(loop.p99Ms)} ms, max ${ms(loop.maxMs)} ms.`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return { products, filtered, search };
  } finally {
    await stop(store);
  }
}

async function benchCatalogue(): Promise<void> {
  const helloPort = await freePort();
  const hello = startNode(path.join(import.meta.dirname, 'hello-server.mjs'), {
    PORT: String(helloPort),
  });
  try {
    const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
    await waitForUrl(helloUrl, hello, 30_000);
    const helloSequential = await measureSequential([helloUrl], sequentialSeconds);
    await load(helloUrl, { connections, durationSeconds: 2 });
    const helloLoaded = await load(helloUrl, { connections, durationSeconds });
    const baseline = { ...helloLoaded, sequential: helloSequential };
    const results = [];
    for (const products of sizes) results.push(await benchSize(products, baseline));
    const smallest = results[0];
    const largest = results.at(-1);
    if (smallest && largest && largest !== smallest) {
      const ratio = (a: RouteResult, b: RouteResult) =>
        (b.sequential.serverP95Ms / a.sequential.serverP95Ms).toFixed(2);
      process.stdout.write(
        `Server p95 at ${largest.products} / at ${smallest.products}: filtered list ${ratio(smallest.filtered, largest.filtered)}×, search ${ratio(smallest.search, largest.search)}×\n`,
      );
    }
  } finally {
    await stop(hello);
  }
}

if (runs('catalogue')) await benchCatalogue();
if (runs('checkout')) {
  // Loaded only here: it brings the whole store's sources into this process.
  const { benchCheckout } = await import('./lib/checkout');
  if (!(await benchCheckout({ postgres: values.postgres, ...checkoutCounts }))) {
    process.stderr.write(
      'Checkout benchmark failed: see the failures and the oversell count above\n',
    );
    process.exitCode = 1;
  }
}
if (runs('loyalty')) {
  const { benchLoyalty } = await import('./lib/loyalty');
  const passed = await benchLoyalty({
    postgres: values.postgres,
    orders: checkoutCounts.orders,
    buyers: checkoutCounts.buyers,
    ...loyaltyCounts,
  });
  if (!passed) {
    process.stderr.write('Loyalty benchmark failed: see the failures above\n');
    process.exitCode = 1;
  }
}
if (runs('referrals')) {
  const { benchReferrals } = await import('./lib/referrals');
  if (!(await benchReferrals({ postgres: values.postgres, ...referralCounts }))) {
    process.stderr.write('Referrals benchmark failed: see the failures above\n');
    process.exitCode = 1;
  }
}
if (runs('assistant')) {
  const { benchAssistant } = await import('./lib/assistant');
  if (!(await benchAssistant({ answers: assistantAnswers }))) {
    process.stderr.write('Assistant benchmark failed: see its goals above\n');
    process.exitCode = 1;
  }
}
