import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ReferralEarningsReply, ReferralProfile } from '@store/shared/schemas/referrals';
import { matureDueEarnings } from '../../apps/server/src/modules/referrals/referral-ledger.service';
import { createBuyers, type Buyer } from './checkout-data';
import { startCheckoutStore, type CheckoutStore } from './checkout-store';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { seedDueEarnings, seedReferrerHistory } from './referral-history';
import { ms, percentilesOf, timeRequests, type Percentiles } from './timing';

export type ReferralsOptions = {
  postgres: string | undefined;
  /** The referrer's friends, and the earnings their delivered orders make. */
  friends: number;
  earnings: number;
  /** Requests measured per route and customer, one at a time. */
  requests: number;
  /** Due pending earnings the maturity run moves. */
  maturityEarnings: number;
};

const PROFILE_PATH = '/api/v1/referrals/me';
const EARNINGS_PATH = '/api/v1/referrals/me/earnings?page=1&limit=20';
/** Requests before measuring, so that cold code paths and plans do not count. */
const WARM_UP_REQUESTS = 20;

type Timed = { server: Percentiles; trip: Percentiles };

/**
 * One route for one customer, one request at a time after a warm-up: the round trip, and
 * the time inside the store's process from its HTTP server's `request` event to the reply's
 * `finish` (the referral routes send no Server-Timing header).
 */
async function timeRoute(
  store: CheckoutStore,
  route: string,
  customer: Buyer,
  count: number,
): Promise<Timed> {
  const url = `${store.origin}${route}`;
  await timeRequests(url, customer.headers, WARM_UP_REQUESTS);
  const serverTimes: number[] = [];
  const timeInside = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== route) return;
    const arrived = performance.now();
    res.once('finish', () => serverTimes.push(performance.now() - arrived));
  };
  store.server.prependListener('request', timeInside);
  try {
    const trips = await timeRequests(url, customer.headers, count);
    return { server: percentilesOf(serverTimes), trip: percentilesOf(trips) };
  } finally {
    store.server.off('request', timeInside);
  }
}

async function getJson(store: CheckoutStore, route: string, customer: Buyer): Promise<unknown> {
  const res = await fetch(`${store.origin}${route}`, { headers: customer.headers });
  if (!res.ok) throw new Error(`GET ${route}: ${res.status}`);
  return res.json();
}

const times = (p: Percentiles) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)}`;
const count = (n: number) => n.toLocaleString('en');

/**
 * The referrer's profile and first earnings page for a referrer with a long history and for
 * one with none, against a minimal Fastify route in a process of its own (the round trip
 * floor on this machine, measured in the same run).
 */
async function benchReads(options: ReferralsOptions, failures: string[]): Promise<string[]> {
  const store = await startCheckoutStore({ postgres: options.postgres });
  const helloPort = await freePort();
  const hello = startNode(path.join(import.meta.dirname, '..', 'hello-server.mjs'), {
    PORT: String(helloPort),
  });
  try {
    const [referrer, newcomer] = await createBuyers(store, 2);
    if (!referrer || !newcomer) throw new Error('The referrers were not stored');
    const history = await seedReferrerHistory(store, referrer.userId, options);
    if (history.unbalanced > 0) {
      failures.push(`${history.unbalanced} ledger movements are not two rows summing to zero`);
    }

    const profile = ReferralProfile.parse(await getJson(store, PROFILE_PATH, referrer));
    const earnings = ReferralEarningsReply.parse(await getJson(store, EARNINGS_PATH, referrer));
    if (profile.referrals !== options.friends || earnings.total !== options.earnings) {
      failures.push(
        `the profile counts ${profile.referrals} friends and ${earnings.total} earnings, not ${options.friends} and ${options.earnings}`,
      );
    }
    const routes = [
      { name: 'profile `GET /referrals/me`', route: PROFILE_PATH },
      { name: 'earnings `GET /referrals/me/earnings?page=1&limit=20`', route: EARNINGS_PATH },
    ];
    const measured = [];
    for (const { name, route } of routes) {
      for (const [who, customer] of [
        [`${count(options.earnings)} earnings`, referrer],
        ['none', newcomer],
      ] as const) {
        measured.push({
          name: `${name}, ${who}`,
          ...(await timeRoute(store, route, customer, options.requests)),
        });
      }
    }

    const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
    await waitForUrl(helloUrl, hello, 30_000);
    await timeRequests(helloUrl, {}, WARM_UP_REQUESTS);
    const floor = percentilesOf(await timeRequests(helloUrl, {}, options.requests));

    // Both currencies have two decimals.
    const money = (minor: number) => (minor / 100).toFixed(2);
    const balances = profile.balances
      .map(
        (b) =>
          `${b.currency} pending ${money(b.pending)}, unpaid ${money(b.unpaid)}, requested ${money(b.requested)}, paid ${money(b.paid)}`,
      )
      .join('; ');
    const statuses = Object.entries(history.statuses)
      .map(([status, n]) => `${count(n)} ${status}`)
      .join(', ');
    return [
      `#### Profile and earnings: ${count(options.earnings)} earnings from ${count(options.friends)} friends, and none`,
      '',
      `History (${history.seconds.toFixed(1)} s, through the programme's own functions): ${statuses}; ${count(history.movements)} ledger movements, ${history.unbalanced} not summing to zero. Balances: ${balances}. Booster: ${(profile.payoutPercentBp / 100).toFixed(1)} %. Earnings reply ${earnings.earnings.length} rows of ${count(earnings.total)}. ${options.requests} requests one at a time per line after ${WARM_UP_REQUESTS} warm-up requests.`,
      '',
      '| measured | server p50 / p95 / p99 ms | round trip p50 / p95 / p99 ms | round trip p50, p95 / hello-world |',
      '|---|---|---|---|',
      ...measured.map(
        (m) =>
          `| ${m.name} | ${times(m.server)} | ${times(m.trip)} | ${(m.trip.p50 / floor.p50).toFixed(1)}×, ${(m.trip.p95 / floor.p95).toFixed(1)}× |`,
      ),
      `| minimal Fastify \`GET /hello\` (other process) | – | ${times(floor)} | 1× |`,
      '',
    ];
  } finally {
    await stop(hello);
    await store.close();
  }
}

/**
 * `matureDueEarnings` over the given number of due pending earnings on a fresh store, timed
 * in this process, then checked: every one matured, the pending accounts back at zero and
 * every movement two rows summing to zero.
 */
async function benchMaturity(options: ReferralsOptions, failures: string[]): Promise<string[]> {
  const store = await startCheckoutStore({ postgres: options.postgres });
  try {
    const { pool, db } = store.database;
    const seeding = performance.now();
    const due = await seedDueEarnings(store, options.maturityEarnings);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const started = performance.now();
    const matured = await matureDueEarnings(db, due);
    const seconds = (performance.now() - started) / 1000;

    const { rows } = await pool.query<{ pending: number; movements: number; unbalanced: number }>(
      `select (select count(*)::int from referral_earnings where matured_at is null) as pending,
              count(*)::int as movements,
              count(*) filter (where rows <> 2 or total <> 0)::int as unbalanced
       from (select count(*) as rows, sum(amount_minor) as total
             from referral_ledger group by txn_key) as m`,
    );
    const check = rows[0];
    if (matured !== options.maturityEarnings || check?.pending !== 0) {
      failures.push(
        `maturity: ${matured} of ${options.maturityEarnings} matured, ${check?.pending} still pending`,
      );
    }
    if (check?.unbalanced !== 0 || check.movements !== 2 * options.maturityEarnings) {
      failures.push(
        `maturity: ${check?.movements} movements, ${check?.unbalanced} not summing to zero`,
      );
    }
    const batches = Math.ceil(options.maturityEarnings / 200);
    return [
      `#### Maturity: \`matureDueEarnings\` over ${count(options.maturityEarnings)} due earnings`,
      '',
      `${count(options.maturityEarnings)} pending earnings of ${count(Math.floor(options.maturityEarnings / 20))} referrers (EUR and USD), written with SQL in ${seedSeconds.toFixed(1)} s. One call matured ${count(matured)} in ${seconds.toFixed(2)} s: **${count(Math.round(matured / seconds))} earnings/s**, ${ms((seconds * 1000) / batches)} ms per transaction of 200. Afterwards ${check?.pending} pending, ${count(check?.movements ?? 0)} movements, ${check?.unbalanced} not summing to zero.`,
      '',
    ];
  } finally {
    await store.close();
  }
}

/**
 * The referral programme's reads for a referrer with a long history and one with none, and
 * the maturity job's throughput. Prints its markdown section; false when a check failed.
 */
export async function benchReferrals(options: ReferralsOptions): Promise<boolean> {
  const database = options.postgres ? 'PostgreSQL' : 'embedded PGlite (worker thread)';
  const failures: string[] = [];
  const lines = [
    `### Referrals (${database})`,
    '',
    ...(await benchReads(options, failures)),
    ...(await benchMaturity(options, failures)),
    ...(failures.length > 0 ? ['Failures:', ...failures.map((f) => `- ${f}`), ''] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return failures.length === 0;
}
