import type { FraudLimits } from '@store/shared/rules/fraud';
import {
  forgetCachedAnswersOnChange,
  forgetCountsOnChange,
} from './modules/catalog/catalog-events';
import type { CatalogueCache } from './modules/catalog/catalogue-cache';
import { notifyFavoriteAlert } from './modules/favorites/favorite-alerts';
import { createFulfilmentHandlers } from './modules/fulfilment/fulfilment-handlers';
import {
  createIdentityHandlers,
  type IdentityHandlerOptions,
} from './modules/identity/identity-handlers';
import type { InvoiceRenderer } from './modules/invoices/invoice-attachment';
import { checkOrderStock, mailLowStock } from './modules/key-stock/key-stock-handlers';
import {
  recordDeliveredOrder,
  recordRefund,
  recordReview,
  recordSignIn,
} from './modules/loyalty/loyalty-handlers';
import type { Subscription } from './modules/outbox/outbox-worker';
import { notifyAchievement, notifyReferralEarning } from './modules/notifications/notice-handlers';
import { mailGift, notifyGiftClaimed, payRefund } from './modules/purchases/purchase-handlers';
import { createReferralHandlers } from './modules/referrals/referral-handlers';
import { notifyTicketAnswer } from './modules/support/support-handlers';
import {
  DEFAULT_REFERRAL_PROGRAMME,
  type ReferralProgramme,
} from './modules/referrals/referral-programme';

/**
 * Who reacts to each event of the outbox, topic by topic; one event's handlers run side by
 * side. Each handler has its own delivery record: one that fails is retried alone and never
 * holds back or repeats the others. A topic without a handler here is stamped done when
 * written.
 * Composed here, beside `app.ts`, so that modules hand over handlers without importing
 * each other.
 */
export function eventSubscriptions(options: {
  renderInvoice: InvoiceRenderer;
  fraudLimits?: FraudLimits;
  /**
   * False leaves loyalty's handlers out, for the benchmark that measures what they cost.
   * Never in a running store: the events are then stamped done without loyalty, and its
   * facts and XP of them are lost for good.
   */
  loyalty?: boolean;
  /** The referral programme's terms; the defaults when not given. */
  referrals?: ReferralProgramme;
  /** Identity checks' rules, tickets and sandbox webhooks; left out where nothing needs them. */
  identity?: IdentityHandlerOptions;
  /** The instance's cache of catalogue answers, forgotten on every change. */
  catalogueCache?: Pick<CatalogueCache, 'forget'>;
}): Subscription[] {
  const fulfilment = createFulfilmentHandlers(options);
  const referrals = createReferralHandlers(options.referrals ?? DEFAULT_REFERRAL_PROGRAMME);
  const all: Subscription[] = [
    {
      topic: 'order.created',
      name: 'referrals.attribute-first-order',
      handle: referrals.attributeFirstOrder,
    },
    {
      topic: 'order.paid',
      name: 'fulfilment.deliver-paid-order',
      handle: fulfilment.deliverPaidOrder,
    },
    {
      topic: 'order.under_review',
      name: 'fulfilment.send-review-notice',
      handle: fulfilment.sendReviewNotice,
    },
    {
      topic: 'order.approved',
      name: 'fulfilment.send-approval-notice',
      handle: fulfilment.sendApprovalNotice,
    },
    { topic: 'order.delivered', name: 'fulfilment.send-receipt', handle: fulfilment.sendReceipt },
    {
      topic: 'order.receipt_resent',
      name: 'fulfilment.resend-receipt',
      handle: fulfilment.resendReceipt,
    },
    // Loyalty has handlers of its own, so a failure there never delays a delivery or a mail.
    {
      topic: 'order.delivered',
      name: 'loyalty.record-delivered-order',
      handle: recordDeliveredOrder,
    },
    {
      topic: 'order.delivered',
      name: 'referrals.record-delivered-order',
      handle: referrals.recordDeliveredOrder,
    },
    {
      topic: 'order.failed',
      name: 'fulfilment.report-failed-payment',
      handle: fulfilment.reportFailedPayment,
    },
    {
      topic: 'order.expired',
      name: 'fulfilment.report-expired-order',
      handle: fulfilment.reportExpiredOrder,
    },
    // order.cancelled: key-stock.check-low-stock below.
    { topic: 'order.refunded', name: 'purchases.pay-refund', handle: payRefund },
    { topic: 'order.refunded', name: 'loyalty.record-refund', handle: recordRefund },
    { topic: 'order.refunded', name: 'referrals.record-refund', handle: referrals.recordRefund },
    {
      topic: 'payment.refund_required',
      name: 'fulfilment.refund-unfulfillable-payment',
      handle: fulfilment.refundUnfulfillablePayment,
    },
    { topic: 'gift.sent', name: 'purchases.mail-gift', handle: mailGift },
    { topic: 'gift.claimed', name: 'purchases.notify-gift-claimed', handle: notifyGiftClaimed },
    { topic: 'review.posted', name: 'loyalty.record-review', handle: recordReview },
    { topic: 'user.signed_in', name: 'loyalty.record-sign-in', handle: recordSignIn },
    {
      topic: 'user.registered',
      name: 'referrals.attribute-registration',
      handle: referrals.attributeRegistration,
    },
    {
      topic: 'user.claimed',
      name: 'referrals.attribute-claimed-account',
      handle: referrals.attributeClaimedAccount,
    },
    {
      topic: 'referral.earned',
      name: 'notifications.notify-referral-earning',
      handle: notifyReferralEarning,
    },
    { topic: 'favorite.alerted', name: 'favorites.notify-alert', handle: notifyFavoriteAlert },
    {
      topic: 'achievement.unlocked',
      name: 'notifications.notify-achievement',
      handle: notifyAchievement,
    },
    {
      topic: 'catalogue.changed',
      name: 'catalog.forget-product-counts',
      handle: forgetCountsOnChange,
    },
    // Low-stock alerts: keys leave stock when checkout reserves them, and come back when an
    // unpaid order ends or a rejected review refunds it; each move re-checks the entries'
    // thresholds.
    { topic: 'order.created', name: 'key-stock.check-low-stock', handle: checkOrderStock },
    { topic: 'order.expired', name: 'key-stock.check-low-stock', handle: checkOrderStock },
    { topic: 'order.cancelled', name: 'key-stock.check-low-stock', handle: checkOrderStock },
    { topic: 'order.failed', name: 'key-stock.check-low-stock', handle: checkOrderStock },
    { topic: 'order.refunded', name: 'key-stock.check-low-stock', handle: checkOrderStock },
    { topic: 'stock.low', name: 'key-stock.mail-low-stock', handle: mailLowStock },
    // A staff answer reaches an away customer on their channels; one following the chat saw it live.
    { topic: 'ticket.answered', name: 'support.notify-answer', handle: notifyTicketAnswer },
  ];
  if (options.identity) all.push(...identitySubscriptions(options.identity));
  if (options.catalogueCache) all.push(...forgetCachedAnswersOnChange(options.catalogueCache));
  return options.loyalty === false ? all.filter((s) => !s.name.startsWith('loyalty.')) : all;
}

/**
 * Identity checks: the rules ask for one after a payment or repeated declines, a rejected
 * check opens a support ticket, and the sandbox provider's decisions reach the store's webhook.
 */
function identitySubscriptions(options: IdentityHandlerOptions): Subscription[] {
  const identity = createIdentityHandlers(options);
  const subscriptions: Subscription[] = [
    { topic: 'order.paid', name: 'identity.check-paid-order', handle: identity.checkPaidOrder },
    { topic: 'order.failed', name: 'identity.check-declines', handle: identity.checkDeclines },
    {
      topic: 'identity.rejected',
      name: 'identity.open-rejection-ticket',
      handle: identity.openRejectionTicket,
    },
  ];
  if (identity.deliverSandboxDecision) {
    subscriptions.push({
      topic: 'identity.sandbox_decided',
      name: 'identity.deliver-sandbox-decision',
      handle: identity.deliverSandboxDecision,
    });
  }
  return subscriptions;
}
