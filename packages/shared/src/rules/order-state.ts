/**
 * The order lifecycle, shared by the server (which moves orders) and the web (which shows
 * them), so both agree on what can follow what.
 *
 * pending ─┬─ paid ─┬─ delivered ── refunded
 *          │        ├─ under_review
 *          │        └─ refunded
 *          ├─ under_review ─┬─ paid
 *          │                ├─ failed
 *          │                └─ refunded
 *          ├─ expired    (the key reservation ran out unpaid)
 *          ├─ failed     (the payment was declined)
 *          └─ cancelled  (given up before paying: replaced by a newer checkout)
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'under_review',
  'delivered',
  'expired',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where each status may go next. A paid order can still be held for review before its keys
 * are sent; a cancellation after payment is a refund (spec section 4: only before a key is
 * shown or sent, which fulfilment checks), so `cancelled` is reached from `pending` alone.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'under_review', 'expired', 'failed', 'cancelled'],
  paid: ['delivered', 'under_review', 'refunded'],
  under_review: ['paid', 'failed', 'refunded'],
  delivered: ['refunded'],
  expired: [],
  failed: [],
  refunded: [],
  cancelled: [],
};

/** True when an order in status `from` may move to status `to`. */
export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** True for a status that no order ever leaves. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** True while an order still holds its reserved keys for the customer. */
export function holdsReservedKeys(status: OrderStatus): boolean {
  return status === 'pending' || status === 'paid' || status === 'under_review';
}

/** True when a value read from outside (a stored row, a message) is one of the statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
