import { GIFT_CLAIM_PARAM, GIFT_CLAIM_PATH } from '@store/shared/schemas/purchases';
import { forgetGiftToken } from '../outbox/outbox.repository';
import type { EventHandler } from '../outbox/outbox-worker';
import { findGift } from './gifts.repository';
import { giftClaimedMail, giftMail, giverName, refundMail } from './purchase-mails';
import { completeRefund, findRefund, recordProviderRefund } from './refunds.repository';

const ORDERS_PATH = '/dashboard/purchases';

// The outbox handlers of purchases. Each may run again after a crash and then repeats
// nothing that was done: a confirmed refund is neither asked for nor announced again, a
// gift link is mailed until its token is dropped. A crash between a mail and its delivery
// record can still send that mail twice (at least once, never lost).

/**
 * Pays an order's refund back through the provider (the refund row's id is the provider's
 * idempotency key), then tells the buyer by e-mail and on their open pages.
 */
export const payRefund: EventHandler<'order.refunded'> = async (event, deps) => {
  const { refundId } = event.payload;
  const refund = await findRefund(deps.db, refundId);
  if (!refund) throw new Error(`No refund ${refundId} for outbox event ${event.id}`);
  if (refund.completedAt) return;
  const paid = await deps.payments.refund({
    reference: `refund_${refund.id}`,
    intentId: refund.paymentId,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
  });
  if (paid.status === 'pending') {
    // Asked again later with the same reference, until the provider confirms it.
    await recordProviderRefund(deps.db, refund.id, paid.refundId);
    throw new Error(`Refund ${refund.id} is still pending at the provider`);
  }
  deps.realtime.toUser(refund.userId, {
    event: 'paymentStatus',
    message: { orderId: refund.orderPublicId, paymentId: refund.paymentId, status: 'refunded' },
  });
  const content = refundMail({
    firstName: refund.firstName,
    orderId: refund.orderPublicId,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    reason: refund.reason,
    ordersUrl: `${deps.publicUrl}${ORDERS_PATH}`,
  });
  await deps.mailer.send({ to: refund.email, category: 'order-refunded', ...content });
  await completeRefund(deps.db, refund.id, paid.refundId, deps.now());
};

/**
 * Mails the claim link to the friend, then drops the token from the stored event: the store
 * keeps only its hash. A gift claimed or voided meanwhile is not announced.
 */
export const mailGift: EventHandler<'gift.sent'> = async (event, deps) => {
  const { token, giftId } = event.payload;
  if (token === undefined) return;
  const gift = await findGift(deps.db, { publicId: giftId });
  if (!gift) throw new Error(`No gift ${giftId} for outbox event ${event.id}`);
  if (gift.claimedAt === null && gift.voidedAt === null) {
    const query = new URLSearchParams({ [GIFT_CLAIM_PARAM]: token });
    const content = giftMail({
      giverName: giverName(gift.giverFirstName),
      title: gift.title,
      platformName: gift.platformName,
      claimUrl: `${deps.publicUrl}${GIFT_CLAIM_PATH}?${query.toString()}`,
    });
    await deps.mailer.send({ to: gift.recipientEmail, category: 'gift', ...content });
  }
  await forgetGiftToken(deps.db, event.id);
};

/** A short note to the giver that the friend has the key now. */
export const mailGiftClaimed: EventHandler<'gift.claimed'> = async (event, deps) => {
  const { giftId } = event.payload;
  const gift = await findGift(deps.db, { publicId: giftId });
  if (!gift) throw new Error(`No gift ${giftId} for outbox event ${event.id}`);
  const content = giftClaimedMail({
    firstName: gift.giverFirstName,
    title: gift.title,
    platformName: gift.platformName,
    recipientEmail: gift.recipientEmail,
    ordersUrl: `${deps.publicUrl}${ORDERS_PATH}`,
  });
  await deps.mailer.send({ to: gift.giverEmail, category: 'gift-claimed', ...content });
};
