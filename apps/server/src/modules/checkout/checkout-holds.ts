import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Db } from '../../db/types';
import {
  lockPendingOrdersOf,
  releaseOrderKeys,
  transitionOrders,
} from '../orders/orders.repository';
import { writeOutbox } from '../outbox/outbox.repository';
import { lockCustomer } from './checkout.repository';

// How much stock one customer can keep from others without paying, and for how long.
//
// - Units: a customer has one unpaid order at a time. Opening a checkout under a new
//   idempotency key cancels the customer's earlier unpaid order and puts its keys back on
//   sale in the same transaction that reserves the new keys, so there is never a moment
//   holding both. An order has one line per platform group of at most 3 units, so nobody
//   holds more than MAX_QUANTITY_PER_LINE (3) keys of an entry; the partial unique index
//   `orders_one_pending_per_user_idx` holds this even if code goes wrong.
// - Time: an unpaid order holds its keys for RESERVATION_MINUTES (10). A checkout that
//   replaces a running one ends no later than it would have (rules/reservation.ts), so
//   opening checkout again never renews a hold.
// - Pace: OPEN_CHECKOUT_LIMITS below. Repeating a key (a reload, a retry) opens nothing and
//   is not counted; only a request that claims a new key is.
// - Concurrency: the customer's row is locked (NO KEY UPDATE) before their unpaid orders are
//   read, so two checkouts of one customer racing open one after the other, the second
//   replacing the first.

/**
 * New checkouts a customer, and an address, may open in a window before a 429 'Too many
 * failed requests'. Ten is well above a customer's honest needs (a changed cart, a declined
 * card and another try); thirty per address leaves room for a household or an office.
 */
export const OPEN_CHECKOUT_LIMITS = {
  customer: { limit: 10, windowMs: 15 * 60_000 },
  ip: { limit: 30, windowMs: 15 * 60_000 },
} as const;

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a checkout being opened against the customer's and the address's limits; refused
 * when either is used up, with the longer wait of the two.
 */
export async function admitNewCheckout(
  limiter: RateLimiter,
  who: { userId: number; ip: string },
): Promise<Admission> {
  const decisions = await Promise.all([
    limiter.hit(`open-checkout:user:${who.userId}`, OPEN_CHECKOUT_LIMITS.customer),
    limiter.hit(`open-checkout:ip:${who.ip}`, OPEN_CHECKOUT_LIMITS.ip),
  ]);
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)),
  };
}

/**
 * Ends the customer's unpaid orders in favour of the order `replacedBy`, inside the caller's
 * transaction: the customer is locked first; orders still running become `cancelled`
 * (`order.cancelled`), any whose reservation already ran out but was not swept yet become
 * `expired` (`order.expired`, as the sweeper would); their reserved keys go back on sale.
 * Returns when each cancelled order's reservation would have ended. A payment that still
 * arrives for one of them finds it over and is refunded (`payment.refund_required`).
 */
export async function replaceUnpaidOrders(
  db: Db,
  userId: number,
  replacedBy: string,
  now: Date,
): Promise<Date[]> {
  await lockCustomer(db, userId);
  const unpaid = await lockPendingOrdersOf(db, userId);
  const running = unpaid.filter((o) => o.expiresAt > now);
  const ended = unpaid.filter((o) => o.expiresAt <= now);
  const move = async (orders: typeof unpaid, to: 'cancelled' | 'expired') => {
    const moved = new Set(
      await transitionOrders(
        db,
        orders.map((o) => o.id),
        { from: ['pending'], to, now },
      ),
    );
    return orders.filter((o) => moved.has(o.id));
  };
  const cancelled = await move(running, 'cancelled');
  const expired = await move(ended, 'expired');
  await releaseOrderKeys(
    db,
    [...cancelled, ...expired].map((o) => o.id),
  );
  await writeOutbox(db, [
    ...cancelled.map((o) => ({
      topic: 'order.cancelled' as const,
      payload: { orderId: o.publicId, userId, reason: 'replaced' as const, replacedBy },
    })),
    ...expired.map((o) => ({
      topic: 'order.expired' as const,
      payload: { orderId: o.publicId, userId },
    })),
  ]);
  return cancelled.map((o) => o.expiresAt);
}
