import type { Db } from '../../db/types';
import { lockExpiredPendingOrders, releaseOrderKeys, transitionOrders } from './orders.repository';
import { writeOutbox } from '../outbox/outbox.repository';
import { startPeriodicJob, type PeriodicJob } from '../../adapters/jobs/periodic-job';

/** How often the server looks for unpaid orders whose key reservation ended. */
export const RESERVATION_SWEEP_INTERVAL_MS = 60_000;
/** Orders expired per transaction, so one sweep never holds many locks for long. */
const BATCH = 200;

/**
 * Ends the reservations of unpaid orders that expired by `now`: in one transaction per
 * batch, each such order becomes `expired`, its reserved keys go back on sale and an
 * `order.expired` event is written. Running it again (or on several instances at once)
 * finds nothing left to do. Returns how many orders expired and keys were released.
 */
export async function releaseExpiredReservations(
  db: Db,
  now: Date,
): Promise<{ orders: number; keys: number }> {
  const total = { orders: 0, keys: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await lockExpiredPendingOrders(tx, now, BATCH);
      const expired = await transitionOrders(
        tx,
        due.map((o) => o.id),
        { from: ['pending'], to: 'expired', now },
      );
      const keys = await releaseOrderKeys(tx, expired);
      const byId = new Map(due.map((o) => [o.id, o]));
      await writeOutbox(
        tx,
        expired.flatMap((id) => {
          const order = byId.get(id);
          return order
            ? [
                {
                  topic: 'order.expired' as const,
                  payload: { orderId: order.publicId, userId: order.userId },
                },
              ]
            : [];
        }),
      );
      return { found: due.length, orders: expired.length, keys };
    });
    total.orders += batch.orders;
    total.keys += batch.keys;
    if (batch.found < BATCH || batch.orders === 0) return total;
  }
}

/**
 * Runs releaseExpiredReservations every `intervalMs` in the background (the timer does not
 * keep the process alive, and runs never overlap); `stop` ends it and waits for a run.
 */
export function startReservationSweeper(
  db: Db,
  options: { log?: (message: string, error?: unknown) => void } = {},
  intervalMs = RESERVATION_SWEEP_INTERVAL_MS,
): PeriodicJob {
  return startPeriodicJob(() => releaseExpiredReservations(db, new Date()), {
    intervalMs,
    failureMessage: 'Releasing expired key reservations failed',
    log: options.log,
  });
}
