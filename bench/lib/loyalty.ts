import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AchievementProfile } from '@store/shared/schemas/loyalty';
import { createBuyers } from './checkout-data';
import type { RunResult } from './checkout-flow';
import { runThroughput } from './checkout';
import { startCheckoutStore } from './checkout-store';
import { seedLoyaltyHistory } from './loyalty-history';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { ms, percentilesOf, timeRequests, type Percentiles } from './timing';

export type LoyaltyOptions = {
  postgres: string | undefined;
  /** Delivered orders in the profile customer's history. */
  historyOrders: number;
  /** Profile requests measured, one at a time. */
  profileRequests: number;
  /** Checkout throughput run: orders and buyers at a time, as in the checkout benchmark. */
  orders: number;
  buyers: number;
  /** Throughput runs per setting (loyalty on, off), alternating which goes first. */
  rounds: number;
};

const PROFILE_PATH = '/api/v1/users/me/achievement-profile';
/** Requests before measuring, so that cold code paths, plans and the quests' rows do not count. */
const WARM_UP_REQUESTS = 20;

const row = (name: string, p: Percentiles) =>
  `| ${name} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} |`;

/**
 * The profile of a customer with a long history, one request at a time: the server time is
 * taken inside the store's process, from the moment its HTTP server hands over the request to
 * the moment the reply is written (routing, session, handler, database, serialisation and
 * the socket write; no client or queueing time). The profile route sends no Server-Timing
 * header, so the store runs in this process to be timed. A minimal Fastify route in a process
 * of its own gives the round trip that is the floor on this machine.
 */
async function benchProfile(options: LoyaltyOptions): Promise<string[]> {
  const store = await startCheckoutStore({ postgres: options.postgres });
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'store-bench-loyalty-'));
  const helloPort = await freePort();
  const hello = startNode(path.join(import.meta.dirname, '..', 'hello-server.mjs'), {
    PORT: String(helloPort),
  });
  try {
    const [customer] = await createBuyers(store, 1);
    if (!customer) throw new Error('The profile customer was not stored');
    const seedSeconds = await seedLoyaltyHistory(
      store,
      customer.userId,
      options.historyOrders,
      mailDir,
    );

    const url = `${store.origin}${PROFILE_PATH}`;
    const warm = await fetch(url, { headers: customer.headers });
    if (!warm.ok) throw new Error(`GET ${PROFILE_PATH}: ${warm.status}`);
    const profile = AchievementProfile.parse(await warm.json());
    if (profile.stats.totalPurchases !== options.historyOrders) {
      throw new Error(
        `The profile counts ${profile.stats.totalPurchases} purchases, not ${options.historyOrders}`,
      );
    }
    await timeRequests(url, customer.headers, WARM_UP_REQUESTS);

    const serverTimes: number[] = [];
    const timeInside = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url !== PROFILE_PATH) return;
      const arrived = performance.now();
      res.once('finish', () => serverTimes.push(performance.now() - arrived));
    };
    store.server.prependListener('request', timeInside);
    const roundTrips = await timeRequests(url, customer.headers, options.profileRequests);
    store.server.off('request', timeInside);
    const bytes = (await (await fetch(url, { headers: customer.headers })).arrayBuffer())
      .byteLength;

    const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
    await waitForUrl(helloUrl, hello, 30_000);
    await timeRequests(helloUrl, {}, WARM_UP_REQUESTS);
    const helloTrips = await timeRequests(helloUrl, {}, options.profileRequests);

    const server = percentilesOf(serverTimes);
    const trip = percentilesOf(roundTrips);
    const floor = percentilesOf(helloTrips);
    return [
      `#### Profile: \`GET ${PROFILE_PATH}\`, ${options.historyOrders.toLocaleString('en')} delivered orders`,
      '',
      `History: ${options.historyOrders.toLocaleString('en')} delivered orders written to the order tables, each recorded by loyalty's \`order.delivered\` handler (${seedSeconds.toFixed(1)} s, ${ms((seedSeconds * 1000) / options.historyOrders)} ms per order). The customer: ${profile.level.name}, ${profile.level.xp.toLocaleString('en')} XP, ${profile.stats.completedAchievements} of ${profile.achievements.length} achievements, ${profile.quests.length} quests; reply ${(bytes / 1024).toFixed(1)} KiB (uncompressed). ${options.profileRequests} requests one at a time after ${WARM_UP_REQUESTS + 1} warm-up requests.`,
      '',
      '| measured | p50 ms | p95 ms | p99 ms |',
      '|---|---|---|---|',
      row('profile, server time (inside the store process)', server),
      row('profile, round trip', trip),
      row('minimal Fastify `GET /hello`, round trip (other process)', floor),
      '',
      `Profile server p95: **${ms(server.p95)} ms** (goal ≤ 20 ms); round trip p95 ${(trip.p95 / floor.p95).toFixed(1)}× the hello-world route's.`,
      '',
    ];
  } finally {
    await stop(hello);
    await store.close();
    await rm(mailDir, { recursive: true, force: true });
  }
}

type ThroughputRun = {
  loyalty: boolean;
  result: RunResult;
  /** Orders loyalty recorded, and how many it should have. */
  recorded: number;
  expected: number;
};

/** How long loyalty may take to record the last orders after their receipts. */
const RECORDING_TIMEOUT_MS = 30_000;

/** The checkout throughput run on a fresh store, loyalty's handlers on or off. */
async function throughputWith(loyalty: boolean, options: LoyaltyOptions): Promise<ThroughputRun> {
  const store = await startCheckoutStore({ postgres: options.postgres, loyalty });
  try {
    const { throughput } = await runThroughput(store, options.orders, options.buyers);
    // Proof of the setting: with loyalty on every delivered order (the eight warm-up ones
    // too) is recorded, off none. Loyalty's handler may still be at work on the last ones.
    const expected = loyalty ? (throughput.statuses.delivered ?? 0) + 8 : 0;
    const deadline = performance.now() + RECORDING_TIMEOUT_MS;
    let recorded = 0;
    for (;;) {
      const { rows } = await store.database.pool.query<{ count: number }>(
        'select count(*)::int as count from loyalty_orders',
      );
      recorded = rows[0]?.count ?? 0;
      if (recorded >= expected || performance.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
      loyalty,
      result: throughput,
      recorded,
      expected,
    };
  } finally {
    await store.close();
  }
}

const meanOf = (values: readonly number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);

/**
 * Loyalty's cost: the profile of a customer with a long history, then the checkout
 * throughput run with loyalty's outbox handlers on and off (alternating which goes first),
 * delivered orders per second of each and their ratio. Prints its markdown section; false
 * when an order went wrong or the setting did not hold.
 */
export async function benchLoyalty(options: LoyaltyOptions): Promise<boolean> {
  const database = options.postgres ? 'PostgreSQL' : 'embedded PGlite (worker thread)';
  const lines = [`### Loyalty (${database})`, '', ...(await benchProfile(options))];

  const runs: ThroughputRun[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? [true, false] : [false, true];
    for (const loyalty of order) runs.push(await throughputWith(loyalty, options));
  }
  const failures: string[] = [];
  for (const { loyalty, result, recorded, expected } of runs) {
    const delivered = result.statuses.delivered ?? 0;
    if (delivered !== result.buyers || result.missingReceipts > 0) {
      failures.push(
        `loyalty ${loyalty ? 'on' : 'off'}: ${delivered} of ${result.buyers} delivered`,
      );
    }
    if (recorded !== expected) {
      failures.push(
        `loyalty ${loyalty ? 'on' : 'off'}: ${recorded} orders recorded, not ${expected}`,
      );
    }
  }
  const rate = (loyalty: boolean) =>
    runs.filter((r) => r.loyalty === loyalty).map((r) => r.result.deliveredPerSecond);
  const on = meanOf(rate(true));
  const off = meanOf(rate(false));
  // Each round's two runs are back to back, so their ratio is the least troubled by the
  // load of other work on the machine, which moves both settings' rates by 2× between rounds.
  const roundRatios = Array.from({ length: options.rounds }, (_, round) => {
    const [a, b] = runs.slice(round * 2, round * 2 + 2);
    const [withLoyalty, without] = a?.loyalty ? [a, b] : [b, a];
    return (
      (withLoyalty?.result.deliveredPerSecond ?? 0) / (without?.result.deliveredPerSecond ?? 1)
    );
  });
  const sorted = [...roundRatios].sort((x, y) => x - y);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  lines.push(
    `#### Checkout with loyalty on and off: ${options.orders} orders, ${options.buyers} at once`,
    '',
    "Each run on a fresh store; off leaves loyalty's outbox handlers out (`buildApp({ loyaltyEvents: false })`). Rounds of one run each, alternating which goes first.",
    '',
    '| loyalty | runs | delivered orders/s, each run | mean | paid orders/s, mean | orders recorded by loyalty |',
    '|---|---|---|---|---|---|',
    ...[true, false].map((loyalty) => {
      const mine = runs.filter((r) => r.loyalty === loyalty);
      return `| ${loyalty ? 'on' : 'off'} | ${mine.length} | ${list(rate(loyalty))} | ${(loyalty ? on : off).toFixed(1)} | ${meanOf(mine.map((r) => r.result.paidPerSecond)).toFixed(1)} | ${mine.map((r) => r.recorded).join(', ')} |`;
    }),
    '',
    `Delivered orders/s, loyalty on / off, per round: ${roundRatios.map((r) => `${r.toFixed(2)}×`).join(', ')}; median **${median.toFixed(2)}×**, of the means ${(on / off).toFixed(2)}× (goal ≥ 0.9×).`,
    '',
    ...(failures.length > 0 ? ['Failures:', ...failures.map((f) => `- ${f}`), ''] : []),
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return failures.length === 0;
}
