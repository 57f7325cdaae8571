import path from 'node:path';
import { residentMegabytes, startBuiltStore, type BuiltStore } from './built-store';
import {
  catalogueTitles,
  distinctListPaths,
  distinctSearchPaths,
  searchTerms,
} from './distinct-queries';
import { load, type LoadResult } from './load';
import { ask, startNode, stop } from './processes';
import { ratio, whole, type Summary } from './summary';
import { ms, percentilesOf } from './timing';

/** Connections of every loaded run here, as the speed goals are stated. */
export const SPEED_CONNECTIONS = 50;
const LIST_PATH = '/api/v1/product/products?type=1';
const SEARCH_PATH = '/api/v1/product/products?search=wicked%20harbor';
/** Titles the distinct searches are made of. */
const SEARCH_TITLES = 1000;
const IDLE_HEALTH_SECONDS = 5;

/** Resident memory goal in MB for a catalogue size; none is set above 100,000 products. */
function memoryGoalMb(products: number): number | undefined {
  if (products <= 10_000) return 300;
  if (products <= 100_000) return 450;
  return undefined;
}

type Rate = {
  name: string;
  loaded: LoadResult;
  /** Share of the hello-world's rate at least. */
  goal: number;
};

type Health = { p50Ms: number; p99Ms: number; requests: number; failures: number };

export type SpeedOptions = {
  products: number;
  postgres: string | undefined;
  durationSeconds: number;
  /** The hello-world's loaded rate at `SPEED_CONNECTIONS`, measured in this run. */
  helloRequestsPerSecond: number;
  summary: Summary;
};

/** A loaded run at `SPEED_CONNECTIONS` after 2 s of warm-up, on fixed paths or new ones. */
async function measureLoad(
  origin: string,
  durationSeconds: number,
  source: { paths: readonly string[] } | { nextPath: () => string },
): Promise<LoadResult> {
  await load(origin, { connections: SPEED_CONNECTIONS, durationSeconds: 2, ...source });
  return load(origin, { connections: SPEED_CONNECTIONS, durationSeconds, ...source });
}

/** Polls the health check from a process of its own while `during` runs. */
async function pollHealth(origin: string, during: () => Promise<unknown>): Promise<Health> {
  const poller = startNode(path.join(import.meta.dirname, 'health-poller.ts'), {
    HEALTH_URL: `${origin}/api/v1/health`,
  });
  try {
    const exited = new Promise<never>((_resolve, reject) =>
      poller.once('exit', (code) => reject(new Error(`The health poller exited with ${code}`))),
    );
    // Unhandled otherwise once the poller ends normally after its reply.
    exited.catch(() => undefined);
    await Promise.race([new Promise((resolve) => poller.once('message', resolve)), exited]);
    await Promise.race([during(), exited]);
    const { times, failures } = await Promise.race([
      ask<{ times: number[]; failures: number }>(poller, { type: 'health:stop' }, 'health:times'),
      exited,
    ]);
    const { p50, p99 } = percentilesOf(times);
    return { p50Ms: p50, p99Ms: p99, requests: times.length, failures };
  } finally {
    await stop(poller);
  }
}

const failed = (r: LoadResult) => r.errors + r.non2xx;

async function measureRates(store: BuiltStore, options: SpeedOptions) {
  const { origin } = store;
  const { durationSeconds } = options;
  const listRes = await fetch(`${origin}${LIST_PATH}`);
  const first = (await listRes.json()) as { products: { _id: string }[]; total: number };
  const productId = first.products[0]?._id;
  if (!productId) throw new Error('The list `?type=1` is empty');
  const nextList = distinctListPaths();
  const nextSearch = distinctSearchPaths(searchTerms(await catalogueTitles(origin, SEARCH_TITLES)));
  const postgres = store.database === 'PostgreSQL';

  const idle = await pollHealth(
    origin,
    () => new Promise((resolve) => setTimeout(resolve, IDLE_HEALTH_SECONDS * 1000)),
  );
  const rates: Rate[] = [
    {
      name: 'list `?type=1`, repeated',
      loaded: await measureLoad(origin, durationSeconds, { paths: [LIST_PATH] }),
      goal: 0.5,
    },
    {
      name: 'list `?type=1`, distinct',
      loaded: await measureLoad(origin, durationSeconds, { nextPath: nextList }),
      goal: postgres ? 0.05 : 0.02,
    },
    {
      name: 'search, repeated',
      loaded: await measureLoad(origin, durationSeconds, { paths: [SEARCH_PATH] }),
      goal: 0.5,
    },
    {
      name: 'search, distinct',
      loaded: await measureLoad(origin, durationSeconds, { nextPath: nextSearch }),
      goal: 0.015,
    },
    {
      name: `product by id (\`/api/v1/product/id/${productId}\`), repeated`,
      loaded: await measureLoad(origin, durationSeconds, {
        paths: [`/api/v1/product/id/${productId}`],
      }),
      goal: 0.5,
    },
  ];
  // Distinct lists and searches in turn: nothing the cache can answer.
  let turn = 0;
  const nextMixed = () => (turn++ % 2 === 0 ? nextList() : nextSearch());
  let mixed: LoadResult | undefined;
  const underLoad = await pollHealth(origin, async () => {
    mixed = await measureLoad(origin, durationSeconds, { nextPath: nextMixed });
  });
  return { total: first.total, idle, rates, underLoad, mixed };
}

/**
 * The catalogue's speed goals on the built store: the list, search and product-by-id rates
 * at 50 connections as a share of the hello-world's (the same URL again and again, and
 * queries that never repeat), the health check's p99 idle and while distinct lists and
 * searches load the store, and the store's resident memory once ready and after the load.
 * Prints its section and adds its figures to the summary.
 */
export async function benchSpeed(options: SpeedOptions): Promise<void> {
  const store = await startBuiltStore(options);
  try {
    const pid = store.child.pid;
    if (pid === undefined) throw new Error('The store has no process id');
    const readyMb = await residentMegabytes(pid);
    const { total, idle, rates, underLoad, mixed } = await measureRates(store, options);
    const afterMb = await residentMegabytes(pid);
    // Requests the load left queued are answered before the store stops: one more query
    // waits behind them on the single embedded session.
    await (await fetch(`${store.origin}${LIST_PATH}&sort=newest`)).arrayBuffer();
    report(options, store, { total, idle, rates, underLoad, mixed, readyMb, afterMb });
  } finally {
    await store.stop();
  }
}

function report(
  options: SpeedOptions,
  store: BuiltStore,
  measured: {
    total: number;
    idle: Health;
    rates: Rate[];
    underLoad: Health;
    mixed: LoadResult | undefined;
    readyMb: number;
    afterMb: number;
  },
): void {
  const { products, summary, helloRequestsPerSecond: hello } = options;
  const { idle, rates, underLoad, mixed, readyMb, afterMb } = measured;
  const size = `${products.toLocaleString('en')} products`;
  const database = store.database === 'PostgreSQL' ? 'PostgreSQL' : 'PGlite';
  const lines = [
    `### Catalogue speed, ${size} (${measured.total.toLocaleString('en')} in \`?type=1\`)`,
    '',
    `The built store in production on ${store.database}, ready in ${store.readySeconds.toFixed(1)} s. ${SPEED_CONNECTIONS} connections, 2 s of warm-up, then ${options.durationSeconds} s; minimal Fastify \`GET /hello\` at ${whole(hello)} req/s in the same run. Repeated: the same URL every time; distinct: every request a query not asked before (lists: each sort, pages 1–3, \`maxPrice\` a cent higher each round; searches: titles, words, prefixes and typos from the catalogue's titles, each sort, pages 1–2).`,
    '',
    '| route | req/s | × hello-world | p50 ms | p99 ms | failed |',
    '|---|---|---|---|---|---|',
    ...rates.map(
      ({ name, loaded }) =>
        `| ${name} | ${whole(loaded.requestsPerSecond)} | ${ratio(loaded.requestsPerSecond / hello)} | ${ms(loaded.p50Ms)} | ${ms(loaded.p99Ms)} | ${failed(loaded)} |`,
    ),
    ...(mixed
      ? [
          `| distinct lists and searches in turn (health polled meanwhile) | ${whole(mixed.requestsPerSecond)} | ${ratio(mixed.requestsPerSecond / hello)} | ${ms(mixed.p50Ms)} | ${ms(mixed.p99Ms)} | ${failed(mixed)} |`,
        ]
      : []),
    '',
    `Health check (\`GET /api/v1/health\`, one request at a time from a process of its own, 20 ms between requests): idle p50 ${ms(idle.p50Ms)} ms, p99 ${ms(idle.p99Ms)} ms (${idle.requests} requests); under the distinct load p50 ${ms(underLoad.p50Ms)} ms, p99 ${ms(underLoad.p99Ms)} ms (${underLoad.requests} requests, ${idle.failures + underLoad.failures} failed).`,
    '',
    `Store resident memory (VmRSS): ${readyMb.toFixed(0)} MB once ready, ${afterMb.toFixed(0)} MB after the load.`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  for (const { name, loaded, goal } of rates) {
    const share = loaded.requestsPerSecond / hello;
    const errors = failed(loaded);
    summary.add({
      figure: `${name}, ${database}, ${size}`,
      measured: `${ratio(share)} (${whole(loaded.requestsPerSecond)} req/s)${errors > 0 ? `, ${errors} failed` : ''}`,
      goal: `≥ ${goal}×`,
      passed: share >= goal && errors === 0,
    });
  }
  summary.add({
    figure: `health p99 under the distinct load, ${database}, ${size}`,
    measured: `${ms(underLoad.p99Ms)} ms (idle ${ms(idle.p99Ms)} ms)`,
    goal: '≤ 50 ms',
    passed: underLoad.p99Ms <= 50 && underLoad.failures === 0,
  });
  const memoryGoal = memoryGoalMb(products);
  if (memoryGoal === undefined) return;
  for (const [when, mb] of [
    ['once ready', readyMb],
    ['after the load', afterMb],
  ] as const) {
    summary.add({
      figure: `store RSS ${when}, ${database}, ${size}`,
      measured: `${mb.toFixed(0)} MB`,
      goal: `≤ ${memoryGoal} MB`,
      passed: mb <= memoryGoal,
    });
  }
}
