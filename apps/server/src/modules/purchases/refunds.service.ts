import {
  refundEligibility,
  type RefundCheck,
  type RefundRefusal,
} from '@store/shared/rules/refund';
import type { RefundReply } from '@store/shared/schemas/purchases';
import { transitionOrder } from '../orders/orders.repository';
import { writeOutbox } from '../outbox/outbox.repository';
import type { Db } from '../../db/types';
import { lockKeysOfOrder, lockPurchase, type LockedPurchase } from './owned-keys.repository';
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
 * What the customer refund rules say of an order the caller has locked: its keys are
 * locked after it (as every reveal and gift locks them), so the answer holds until commit.
 */
export async function refundCheckOf(
  tx: Db,
  order: LockedPurchase,
  now: Date,
): Promise<RefundCheck> {
  const keys = await lockKeysOfOrder(tx, order.id);
  const gifted = await findGiftedKeyIds(
    tx,
    keys.map((k) => k.id),
  );
  return refundEligibility(
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
}

/**
 * Refunds an order the caller has locked, in full and through the provider: it becomes
 * `refunded`, its keys void, a refund row records why, and `order.refunded` has the
 * provider pay the money back and tells the customer. The caller has checked it may.
 */
export async function refundLockedOrder(
  tx: Db,
  order: LockedPurchase,
  options: { now: Date; reason: string },
): Promise<number> {
  const { now } = options;
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
    reason: options.reason,
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
  return refundId;
}

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
    const now = ctx.now();
    const check = await refundCheckOf(tx, order, now);
    if (!check.ok) return fail(REFUSED[check.reason]);
    await refundLockedOrder(tx, order, { now, reason: 'customer' });
    return ok({ orderId: order.publicId, status: 'refunded' as const });
  });
}
