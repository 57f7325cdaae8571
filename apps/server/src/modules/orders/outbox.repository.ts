import { outbox } from '../../db/schema/orders';
import type { Db } from '../../db/types';

/** The events the store announces through the outbox. */
export type OutboxTopic =
  | 'order.created'
  | 'order.expired'
  /** An unpaid order gave way to the customer's newer checkout; its keys are back on sale. */
  | 'order.cancelled'
  | 'order.paid'
  | 'order.delivered'
  | 'order.failed'
  | 'order.under_review'
  | 'order.approved'
  | 'order.refunded'
  /** Money was taken for an order that can no longer be fulfilled: someone must refund it. */
  | 'payment.refund_required'
  | 'gift.sent'
  | 'gift.claimed';

/**
 * Records events to deliver. Call it with the transaction that makes the change, so an
 * event exists exactly when its change was committed.
 */
export async function writeOutbox(
  db: Db,
  events: readonly { topic: OutboxTopic; payload: Record<string, unknown> }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(outbox).values([...events]);
}
