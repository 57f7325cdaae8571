import { createBuyers, stockPlatformGroup, type CheckoutLine } from './checkout-data';
import { buyOnce, waitForReceipts, type RunResult } from './checkout-flow';
import { printCheckoutSection } from './checkout-report';
import { startCheckoutStore, type CheckoutStore } from './checkout-store';
import { mapConcurrently } from './concurrently';
import { countOversold, orderStatuses } from './oversell';

export type CheckoutOptions = {
  postgres: string | undefined;
  /** Orders of the throughput run, each by its own customer, over exactly as many keys. */
  orders: number;
  /** Buyers checking out at the same time in the throughput run. */
  buyers: number;
  /** Buyers all checking out at once for one product's `contentionKeys` keys. */
  contentionBuyers: number;
  contentionKeys: number;
};

/** Products the throughput run's stock is spread over. */
const PRODUCTS = 8;
/** Fulfilment that takes longer than this counts as not delivered. */
const DELIVERY_TIMEOUT_MS = 120_000;

/**
 * Every buyer checks out once (buyer i buys line i modulo the lines), at most
 * `concurrency` at a time; then waits until fulfilment has sent every paid order's receipt.
 */
async function runOrders(
  store: CheckoutStore,
  lines: readonly CheckoutLine[],
  buyers: number,
  concurrency: number,
): Promise<RunResult> {
  const orders = (await createBuyers(store, buyers)).flatMap((buyer, i) => {
    const line = lines[i % lines.length];
    return line ? [{ buyer, line }] : [];
  });
  const started = performance.now();
  const attempts = await mapConcurrently(orders, concurrency, ({ buyer, line }) =>
    buyOnce(store.origin, buyer, line),
  );
  const answeredSeconds = (performance.now() - started) / 1000;
  const paid = attempts.filter((a) => a.outcome === 'paid');
  await waitForReceipts(
    store.deliveries,
    paid.map((a) => a.orderId),
    DELIVERY_TIMEOUT_MS,
  );
  const delivered = paid.flatMap((a) => {
    const sentAt = store.deliveries.receiptSent.get(a.orderId);
    return sentAt === undefined ? [] : [{ ...a, sentAt }];
  });
  const perSecond = (count: number, end: number) =>
    count === 0 ? 0 : count / ((end - started) / 1000);
  return {
    buyers,
    concurrency,
    attempts,
    paid,
    answeredSeconds,
    paidPerSecond: perSecond(paid.length, Math.max(...paid.map((a) => a.paidAt))),
    deliveredPerSecond: perSecond(delivered.length, Math.max(...delivered.map((a) => a.sentAt))),
    toPaidMs: paid.map((a) => a.paidAt - a.startedAt),
    toDeliveredMs: delivered.map((a) => a.sentAt - a.startedAt),
    missingReceipts: paid.length - delivered.length,
    statuses: await orderStatuses(
      store.database.pool,
      lines.map((l) => l.platformGroupId),
    ),
  };
}

/**
 * The throughput run after eight warm-up orders: `orders` orders, `buyers` at a time, over
 * exactly as many keys spread over a few new products.
 */
export async function runThroughput(
  store: CheckoutStore,
  orders: number,
  buyers: number,
): Promise<{ stock: CheckoutLine[]; throughput: RunResult }> {
  // Not measured: the first orders pay for cold code paths and query plans.
  await runOrders(store, [await stockPlatformGroup(store, 8)], 8, 4);

  const stock: CheckoutLine[] = [];
  const products = Math.min(PRODUCTS, orders);
  for (let p = 0; p < products; p++) {
    stock.push(await stockPlatformGroup(store, Math.ceil((orders - p) / products)));
  }
  return { stock, throughput: await runOrders(store, stock, orders, buyers) };
}

/**
 * The checkout benchmark on a store of its own: complete orders per second with concurrent
 * buyers over a fixed stock, far more buyers than keys for one product at once, and the
 * oversell count read from the database. Prints its markdown section; `passed` is false
 * when an order went wrong, the keys did not go to exactly as many orders, or a key was
 * oversold. `deliveredPerSecond` is the throughput run's.
 */
export async function benchCheckout(
  options: CheckoutOptions,
): Promise<{ passed: boolean; deliveredPerSecond: number }> {
  const store = await startCheckoutStore({ postgres: options.postgres });
  try {
    const { stock, throughput } = await runThroughput(store, options.orders, options.buyers);

    const contended = await stockPlatformGroup(store, options.contentionKeys);
    const { contentionBuyers } = options;
    const contention = await runOrders(store, [contended], contentionBuyers, contentionBuyers);

    const oversell = await countOversold(store.database.pool);
    const passed = printCheckoutSection({
      store,
      products: stock.length,
      keys: options.contentionKeys,
      throughput,
      contention,
      oversell,
    });
    return { passed, deliveredPerSecond: throughput.deliveredPerSecond };
  } finally {
    await store.close();
  }
}
