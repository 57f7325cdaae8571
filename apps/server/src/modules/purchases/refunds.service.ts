import { refundEligibility, type RefundRefusal } from '@store/shared/rules/refund';
import type { RefundReply } from '@store/shared/schemas/purchases';
import { transitionOrders } from '../orders/orders.repository';
import { writeOutbox } from '../orders/outbox.repository';
import { lockKeysOfOrder, lockPurchase } from './owned-keys.repository';
import { isGiftedAway } from './order-summary.presenter';
import {
  refuse,
  succeed,
  type PurchaseContext,
  type PurchaseFailure,
  type PurchaseResult,
} from './purchase-results';
import {
  findGiftedKeyIds,
  findOwnOrderId,
  findPaymentOf,
  insertRefund,
  voidOrder,
} from './refunds.repository';

const REFUSED: Readonly<Record<RefundRefusal, PurchaseFailure>> = {
  status: 'refund-status',
  revealed: 'refund-revealed',
  gifted: 'refund-gifted',
  window: 'refund-window',
};

/**
 * Cancels the customer's order for a full refund (POST /users/orders/{orderId}/refund), as
 * spec section 4 allows: before any of its keys was shown or sent, within 7 days of payment.
 * The order row is locked first, as every reveal and gift locks it, so a reveal and a refund
 * of one order never both succeed. The order becomes `refunded`, its keys void, and the
 * `order.refunded` event has the provider pay the money back.
 */
export async function refundOrder(
  ctx: PurchaseContext,
  userId: number,
  orderPublicId: string,
): Promise<PurchaseResult<RefundReply>> {
  const orderId = await findOwnOrderId(ctx.db, userId, orderPublicId);
  if (orderId === undefined) return refuse('order-not-found');
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchase(tx, orderId);
    if (!order) return refuse('order-not-found');
    const keys = await lockKeysOfOrder(tx, order.id);
    const gifted = await findGiftedKeyIds(
      tx,
      keys.map((k) => k.id),
    );
    const now = ctx.now();
    const check = refundEligibility(
      {
        status: order.status,
        paidAt: order.paidAt,
        keys: keys.map((k) => ({
          revealed: k.revealedAt !== null,
          gifted: isGiftedAway(
            { ownerUserId: k.ownerUserId, buyerUserId: order.userId },
            gifted.has(k.id),
          ),
        })),
      },
      now,
    );
    if (!check.ok) return refuse(REFUSED[check.reason]);

    const payment = await findPaymentOf(tx, order.id);
    const moved = await transitionOrders(tx, [order.id], order.status, 'refunded', now);
    if (moved.length !== 1) throw new Error(`The locked order ${order.id} did not move`);
    await voidOrder(tx, order.id, now);
    const refundId = await insertRefund(tx, {
      orderId: order.id,
      provider: payment.provider,
      paymentId: payment.intentId,
      amountMinor: order.totalMinor,
      currency: order.currency,
      reason: 'customer',
      createdAt: now,
    });
    await writeOutbox(tx, [
      {
        topic: 'order.refunded',
        payload: {
          orderId: order.publicId,
          refundId,
          userId: order.userId,
          paymentId: payment.intentId,
        },
      },
    ]);
    return succeed({ orderId: order.publicId, status: 'refunded' as const });
  });
}
