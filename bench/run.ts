// `npm run bench`: the store's product list, filtered lists and searches against a minimal
// Fastify route, measured in one run on this machine, per catalogue size: one request at a
// time (the time inside the server, from its Server-Timing header) and under load
// (throughput), plus the store's event-loop delay during the list load. Then the speed
// goals: list, search and product rates at 50 connections as a share of the hello-world's,
// repeated and never-repeating queries, the health check's p99 under load and the store's
// memory; the storefront's Lighthouse mobile score and first-load JavaScript. Then checkout:
// complete orders per second, far more buyers than keys, and the oversell count, which
// fails the run unless it is 0. Then loyalty: the profile of a customer with 1,000 orders,
// and checkout throughput with loyalty's handlers on and off. Then referrals: a referrer's
// profile and earnings with 1,000 earnings and with none, and the maturity job's earnings per
// second. Then Biggie AI Assistant: the built-in engine's answer time and its top-1 accuracy
// on the labelled help questions. Last, one table of every speed goal with PASS or FAIL.
// `--only <part>` runs one part: catalogue, speed, web, checkout, loyalty, referrals or
// assistant.
import { parseArgs } from 'node:util';
import { requireBuiltStore, startBuiltStore } from './lib/built-store';
import { startHello, type Hello } from './lib/hello';
import { load, type LoadResult } from './lib/load';
import { ask } from './lib/processes';
import { measureSequential, type SequentialResult } from './lib/sequential';
import { benchSpeed, SPEED_CONNECTIONS } from './lib/speed';
import { createSummary, ratio, whole } from './lib/summary';

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
    // One part only: "catalogue", "speed", "web", "checkout", "loyalty", "referrals" or
    // "assistant".
    only: { type: 'string' },
    // Lighthouse runs per page; the median is the figure.
    'lighthouse-runs': { type: 'string', default: '3' },
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
const PARTS = [
  'catalogue',
  'speed',
  'web',
  'checkout',
  'loyalty',
  'referrals',
  'assistant',
] as const;
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
const lighthouseRuns = Number(values['lighthouse-runs']);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  throw new Error('--lighthouse-runs takes a whole number');
}
if (checkoutCounts.contentionBuyers <= checkoutCounts.contentionKeys) {
  throw new Error('--contention-buyers must be more than --contention-keys');
}
const sizes = values.products.split(',').map(Number);
const durationSeconds = Number(values.duration);
const sequentialSeconds = Number(values['sequential-duration']);
const connections = Number(values.connections);

if (runs('catalogue') || runs('speed') || runs('web')) requireBuiltStore();
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
  const store = await startBuiltStore({ products, postgres: values.postgres });
  try {
    const { origin } = store;
    const first = (await (await fetch(`${origin}${LIST_PATHS[0]}`)).json()) as { total: number };

    const list = await measureRoute('list `?type=1`', origin, LIST_PATHS, () =>
      store.child.send({ type: 'event-loop:reset' }),
    );
    const loop = await ask<EventLoopStats>(
      store.child,
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
      `Database: ${store.database}. One request at a time for ${sequentialSeconds} s per route, then ${connections} connections for ${durationSeconds} s.`,
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
    await store.stop();
  }
}

async function benchCatalogue(hello: Hello): Promise<void> {
  const helloSequential = await measureSequential([hello.url], sequentialSeconds);
  const helloLoaded = await hello.measure(connections, durationSeconds);
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
}

/** Issue 20's delivered orders per second before the speed work, per database. */
const DELIVERY_BASELINE = { pglite: 6.5, postgres: 7.7 };
const DELIVERY_GOAL = 3;

const summary = createSummary();
// Every rate is compared with the minimal Fastify route, measured once in this run.
const hello =
  runs('catalogue') || runs('speed') || runs('checkout') ? await startHello() : undefined;
let helloRate: number | undefined;
const measureHelloRate = async (server: Hello) => {
  helloRate ??= (await server.measure(SPEED_CONNECTIONS, durationSeconds)).requestsPerSecond;
  return helloRate;
};
try {
  if (hello && runs('catalogue')) await benchCatalogue(hello);
  if (hello && runs('speed')) {
    const helloRequestsPerSecond = await measureHelloRate(hello);
    for (const products of sizes) {
      await benchSpeed({
        products,
        postgres: values.postgres,
        durationSeconds,
        helloRequestsPerSecond,
        summary,
      });
    }
  }
  if (runs('web')) {
    const { benchWeb } = await import('./lib/web');
    await benchWeb({ postgres: values.postgres, runs: lighthouseRuns, summary });
  }
  if (hello && runs('checkout')) {
    // Loaded only here: it brings the whole store's sources into this process.
    const { benchCheckout } = await import('./lib/checkout');
    const checkout = await benchCheckout({ postgres: values.postgres, ...checkoutCounts });
    if (!checkout.passed) {
      process.stderr.write(
        'Checkout benchmark failed: see the failures and the oversell count above\n',
      );
      process.exitCode = 1;
    }
    const database = values.postgres ? 'PostgreSQL' : 'PGlite';
    const baseline = values.postgres ? DELIVERY_BASELINE.postgres : DELIVERY_BASELINE.pglite;
    const rate = checkout.deliveredPerSecond;
    summary.add({
      figure: `delivered orders/s, ${database}, against ${baseline} before`,
      measured: `${ratio(rate / baseline)} (${rate.toFixed(1)}/s; ${ratio(rate / (await measureHelloRate(hello)))} of hello-world)`,
      goal: `≥ ${DELIVERY_GOAL}×`,
      passed: rate >= DELIVERY_GOAL * baseline,
    });
  }
} finally {
  await hello?.stop();
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
const context = [
  `Every rate as a share of the minimal Fastify \`GET /hello\`${helloRate === undefined ? '' : ` (${whole(helloRate)} req/s at ${SPEED_CONNECTIONS} connections)`} measured in this run.`,
  'Timed figures move with the load of the machine: read them with its load average.',
].join(' ');
if (!summary.print(context)) {
  process.stderr.write('Speed goals missed: see the summary above\n');
  process.exitCode = 1;
}
