import { DEFAULT_FRAUD_LIMITS } from '@store/shared/rules/fraud';
import { PAYMENT_FAILURE_LIMIT } from '../../apps/server/src/modules/checkout/checkout-throttle';
import { OPEN_CHECKOUT_LIMITS } from '../../apps/server/src/modules/checkout/checkout-holds';
import { PRICE_MINOR } from './checkout-data';
import type { RunResult } from './checkout-flow';
import type { CheckoutStore } from './checkout-store';
import type { Oversell } from './oversell';

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const p50p95 = (values: readonly number[]) =>
  `${percentile(values, 50).toFixed(0)} / ${percentile(values, 95).toFixed(0)}`;
const eur = (minor: number) => (minor / 100).toFixed(2);
const refusalsOf = (r: RunResult) =>
  r.attempts.flatMap((a) => (a.outcome === 'refused' ? [a.status] : []));

/** "150× 409, 2× 500": how often each value occurs. */
function countBy(values: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n}× ${value}`).join(', ') || 'none';
}

function row(name: string, orders: string, r: RunResult): string {
  const errors = r.attempts.filter((a) => a.outcome === 'error').length;
  return `| ${name} | ${orders} | ${r.concurrency} | ${r.paidPerSecond.toFixed(1)} | ${r.deliveredPerSecond.toFixed(1)} | ${p50p95(r.toPaidMs)} | ${p50p95(r.toDeliveredMs)} | ${errors} |`;
}

type Report = {
  store: CheckoutStore;
  /** Products the throughput run's stock was spread over. */
  products: number;
  /** Keys of the contended product. */
  keys: number;
  throughput: RunResult;
  contention: RunResult;
  oversell: Oversell;
};

/** What went wrong, one line each; empty when every check held. */
function failuresOf({ keys, throughput, contention, oversell }: Report): string[] {
  const failures = [throughput, contention].flatMap((r) => [
    ...r.attempts.flatMap((a) => (a.outcome === 'error' ? [a.message] : [])),
    ...(r.missingReceipts > 0 ? [`${r.missingReceipts} paid orders got no receipt`] : []),
  ]);
  const refused = refusalsOf(throughput);
  if (refused.length > 0) failures.push(`throughput run refused: ${countBy(refused)}`);
  if ((throughput.statuses.delivered ?? 0) !== throughput.buyers) {
    failures.push(`throughput run: ${throughput.buyers} orders, not all delivered`);
  }
  if ((contention.statuses.delivered ?? 0) !== keys) {
    failures.push(`contention run: delivered orders differ from the ${keys} keys`);
  }
  if (contention.attempts.some((a) => a.outcome === 'refused' && a.status !== 409)) {
    failures.push(`contention run: refusals other than 409 out of stock`);
  }
  if (oversell.total !== 0) failures.push(`oversell count ${oversell.total}`);
  return failures;
}

/** Prints the checkout section of the benchmark; true when every check held. */
export function printCheckoutSection(report: Report): boolean {
  const { store, products, keys, throughput, contention, oversell } = report;
  const failures = failuresOf(report);
  const contentionDelivered = contention.statuses.delivered ?? 0;
  const database =
    store.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite (worker thread)';
  const section = [
    '### Checkout',
    '',
    `Database: ${database}, fresh, with a small seeded catalogue (ready in ${store.setupSeconds.toFixed(1)} s). The store runs in this process with its outbox worker on, listening on loopback; the buyers are HTTP clients in the same process. An order: one key at ${eur(PRICE_MINOR)} EUR, PUT create-payment-intent, then the sandbox card 4242 (its signed webhook has made the order paid when the reply comes), then fulfilment from the outbox (keys, invoice, receipt e-mail with the invoice PDF); delivered = receipt handed over. Rates count from the first request to the last order paid or delivered.`,
    '',
    '| run | orders | buyers at once | paid orders/s | delivered orders/s | to paid p50 / p95 ms | to delivered p50 / p95 ms | errors |',
    '|---|---|---|---|---|---|---|---|',
    row('throughput', `${throughput.buyers} over ${products} products`, throughput),
    row('contention', `${contention.buyers} buyers, ${keys} keys of 1 product`, contention),
    '',
    `Throughput run: orders by status ${JSON.stringify(throughput.statuses)}.`,
    `Contention run: all ${contention.buyers} buyers answered in ${contention.answeredSeconds.toFixed(1)} s: ${contention.paid.length} paid, refused ${countBy(refusalsOf(contention))}; ${contentionDelivered} orders delivered for ${keys} keys.`,
    `**Oversell count: ${oversell.total}** (keys allocated or owned more than once or by more than one order: ${oversell.soldTwice}; sold keys without exactly one delivered order key: ${oversell.soldUnmatched}).`,
    '',
    `Limits that apply: checkout answers 429 after ${PAYMENT_FAILURE_LIMIT.limit} refused requests per customer in ${PAYMENT_FAILURE_LIMIT.windowMs / 60_000} min (a contention buyer is refused once at most), and after ${OPEN_CHECKOUT_LIMITS.customer.limit} opened checkouts per customer or ${OPEN_CHECKOUT_LIMITS.ip.limit} per address in ${OPEN_CHECKOUT_LIMITS.ip.windowMs / 60_000} min (every buyer opens one, from an address of its own); the fraud rules hold for review a customer's paid order beyond ${DEFAULT_FRAUD_LIMITS.ordersPerHour} within an hour and a first order above ${eur(DEFAULT_FRAUD_LIMITS.firstOrderEurMinor)} EUR, so every order has a customer of its own. The sandbox card form and the webhook have no limit.`,
    ...failures.slice(0, 10).map((f) => `- **failed:** ${f}`),
    ...(failures.length > 10 ? [`- and ${failures.length - 10} more failures`] : []),
    '',
  ];
  process.stdout.write(`${section.join('\n')}\n`);
  return failures.length === 0;
}
