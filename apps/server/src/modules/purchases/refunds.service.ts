import { refundEligibility, type RefundRefusal } from '@store/shared/rules/refund';
import type { RefundReply } from '@store/shared/schemas/purchases';
import { transitionOrder } from '../orders/orders.repository';
import { writeOutbox } from '../outbox/outbox.repository';
import { lockKeysOfOrder, lockPurchase } from './owned-keys.repository';
import { isGiftedAway } from './order-summary.presenter';
import { fail, ok } from '../../lib/result';
import type { PurchaseContext, PurchaseRefusal, PurchaseResult } from './purchase-results';
import {
  findGiftedKeyIds,
  findOwnOrderId,
  findPaymentOf,
  insertRefund,
  voidOrderKeys,
} from './refunds.repository';

const REFUSED: Readonly<Record<RefundRefusal, PurchaseRefusal>> = {
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
  if (orderId === undefined) return fail('order-not-found');
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchase(tx, orderId);
    if (!order) return fail('order-not-found');
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
    if (!check.ok) return fail(REFUSED[check.reason]);

    const payment = await findPaymentOf(tx, order.id);
    const moved = await transitionOrder(tx, order.id, {
      from: [order.status],
      to: 'refunded',
      now,
      set: { refundedAt: now },
    });
    if (!moved) throw new Error(`The locked order ${order.id} did not move`);
    await voidOrderKeys(tx, order.id, now);
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
    return ok({ orderId: order.publicId, status: 'refunded' as const });
  });
}
