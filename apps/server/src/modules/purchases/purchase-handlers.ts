import { GIFT_CLAIM_PARAM, GIFT_CLAIM_PATH } from '@store/shared/schemas/purchases';
import { formatAmount } from '@store/shared/rules/localized-format';
import { notifyCustomer } from '../notifications/notify-customer';
import { forgetGiftToken } from '../outbox/outbox.repository';
import type { EventHandler } from '../outbox/outbox-worker';
import { findGift } from './gifts.repository';
import { giftClaimedMail, giftMail, giverName, refundMail } from './purchase-mails';
import { completeRefund, findRefund, recordProviderRefund } from './refunds.repository';

const ORDERS_PATH = '/dashboard/purchases';
// The order marked on the purchases page.
const orderPath = (orderId: string) =>
  `${ORDERS_PATH}?${new URLSearchParams({ order: orderId }).toString()}`;

// The outbox handlers of purchases. Each may run again after a crash and then repeats
// nothing that was done: a confirmed refund is neither asked for nor announced again, a
// gift link is mailed until its token is dropped. Notices to the customer go out at most once
// per channel (modules/notifications); the gift link to a friend, at least once.

/**
 * Pays an order's refund back through the provider (the refund row's id is the provider's
 * idempotency key), then tells the buyer on their open pages and their channels.
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
  await notifyCustomer(deps, event.id, refund.userId, {
    kind: 'order.refunded',
    values: (language) => ({
      amount: formatAmount(language, refund.amountMinor, refund.currency),
    }),
    path: orderPath(refund.orderPublicId),
    mail: async (buyer) => ({
      category: 'order-refunded',
      ...refundMail({
        language: buyer.language,
        firstName: buyer.firstName,
        orderId: refund.orderPublicId,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        reason: refund.reason,
        ordersUrl: `${deps.publicUrl}${ORDERS_PATH}`,
      }),
    }),
  });
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
    // The friend's language is unknown: the gift speaks the giver's.
    const content = giftMail({
      language: gift.giverLanguage,
      giverName: giverName(gift.giverFirstName, gift.giverLanguage),
      title: gift.title,
      platformName: gift.platformName,
      claimUrl: `${deps.publicUrl}${GIFT_CLAIM_PATH}?${query.toString()}`,
    });
    await deps.mailer.send({ to: gift.recipientEmail, category: 'gift', ...content });
  }
  await forgetGiftToken(deps.db, event.id);
};

/** Tells the giver, on their channels, that the friend has the key now. */
export const notifyGiftClaimed: EventHandler<'gift.claimed'> = async (event, deps) => {
  const { giftId } = event.payload;
  const gift = await findGift(deps.db, { publicId: giftId });
  if (!gift) throw new Error(`No gift ${giftId} for outbox event ${event.id}`);
  await notifyCustomer(deps, event.id, gift.giverUserId, {
    kind: 'gift.claimed',
    values: { title: `${gift.title} (${gift.platformName})` },
    path: ORDERS_PATH,
    mail: async (giver) => ({
      category: 'gift-claimed',
      ...giftClaimedMail({
        language: giver.language,
        firstName: giver.firstName,
        title: gift.title,
        platformName: gift.platformName,
        recipientEmail: gift.recipientEmail,
        ordersUrl: `${deps.publicUrl}${ORDERS_PATH}`,
      }),
    }),
  });
};
