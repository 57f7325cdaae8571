import type { OrderStatus } from './order-state';

/** Orders can be refunded in full for this many days after payment (spec section 9). */
export const REFUND_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an order cannot be refunded, when it cannot. */
export type RefundRefusal = 'status' | 'revealed' | 'gifted' | 'window';
export type RefundCheck = { ok: true; until: Date } | { ok: false; reason: RefundRefusal };

/** What decides a refund: the order's status and payment time, and what became of its keys. */
export type RefundFacts = {
  status: OrderStatus;
  paidAt: Date | null;
  keys: readonly { revealed: boolean; gifted: boolean }[];
};

/** The last moment an order paid at `paidAt` can be refunded. */
export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/**
 * Spec section 4: a full refund only before a digital code is shown or sent, within the
 * 7-day window. A paid order held for review, or delivered with every key still hidden
 * and with its buyer, qualifies; a revealed or gifted key ends the right.
 */
export function refundEligibility(order: RefundFacts, now: Date): RefundCheck {
  const refundable =
    order.status === 'paid' || order.status === 'under_review' || order.status === 'delivered';
  if (!refundable || !order.paidAt) return { ok: false, reason: 'status' };
  if (order.keys.some((k) => k.revealed)) return { ok: false, reason: 'revealed' };
  if (order.keys.some((k) => k.gifted)) return { ok: false, reason: 'gifted' };
  const until = refundDeadline(order.paidAt);
  if (now.getTime() > until.getTime()) return { ok: false, reason: 'window' };
  return { ok: true, until };
}
