import type { FraudLimits } from '@store/shared/rules/fraud';
import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import type { Language } from '@store/shared/constants';
import type { ActivationProgressMessage, ReceiptStatusMessage } from '@store/shared/schemas/live';
import type { PaymentsMessage } from '../../adapters/realtime/realtime';
import { translateMessage } from '../../lib/messages/translate-message';
import type { InvoiceRenderer } from '../invoices/invoice-attachment';
import {
  NoticeError,
  notifyCustomer,
  type NoticeMail,
  type NoticeReport,
} from '../notifications/notify-customer';
import type { PayloadOf } from '../outbox/outbox-events';
import type { EventHandler, OutboxDeps } from '../outbox/outbox-worker';
import { FAILURE_MESSAGES, isSandboxFailureCode } from '../sandbox-payments/sandbox-cards';
import { buyerOf, orderTotalOf } from './fulfilment.repository';
import { fulfilPaidOrder } from './fulfilment.service';
import { approvalMail, receiptMail, reviewMail } from './order-mails';
import { PROGRESS_TEXTS } from './progress-texts';

const PURCHASES_PATH = '/dashboard/purchases';

function progress(
  orderId: string,
  step: ActivationProgressMessage['step'],
  percent: number,
  details: string,
): PaymentsMessage {
  return { event: 'activationProgress', message: { orderId, step, percent, details } };
}

function status(
  orderId: string,
  paymentId: string | null,
  next: 'paid' | 'under_review' | 'delivered' | 'failed' | 'expired',
): PaymentsMessage {
  return { event: 'paymentStatus', message: { orderId, paymentId, status: next } };
}

/**
 * The outbox handlers of fulfilment. Each tells the buyer's open pages what happened (live
 * messages may repeat after a retry; pages treat them as the latest state) and does its
 * step: fulfil a paid order, send the review, approval and receipt e-mails (the receipt
 * again when staff ask for it), refund money
 * taken for an order that can no longer be fulfilled.
 */
export function createFulfilmentHandlers(options: {
  renderInvoice: InvoiceRenderer;
  fraudLimits?: FraudLimits;
}) {
  const purchasesUrl = (deps: OutboxDeps) => `${deps.publicUrl}${PURCHASES_PATH}`;
  // The order marked on the purchases page.
  const orderPath = (orderId: string) =>
    `${PURCHASES_PATH}?${new URLSearchParams({ order: orderId }).toString()}`;

  // The buyer's open pages read the progress in the language kept for them.
  const progressTexts = async (deps: OutboxDeps, userId: number) =>
    PROGRESS_TEXTS[(await buyerOf(deps.db, userId)).language];

  const deliverPaidOrder: EventHandler<'order.paid'> = async ({ payload }, deps) => {
    const { orderId, userId, paymentId } = payload;
    const texts = await progressTexts(deps, userId);
    deps.realtime.toUser(userId, status(orderId, paymentId, 'paid'));
    deps.realtime.toUser(userId, progress(orderId, 'payment', 25, texts.paymentReceived));
    const result = await fulfilPaidOrder(deps.db, orderId, {
      now: deps.now(),
      ...(options.fraudLimits ? { limits: options.fraudLimits } : {}),
    });
    if (result.outcome === 'delivered') {
      deps.realtime.toUser(userId, progress(orderId, 'review', 45, texts.securityPassed));
    }
  };

  const sendReviewNotice: EventHandler<'order.under_review'> = async (event, deps) => {
    const { orderId, userId } = event.payload;
    const texts = await progressTexts(deps, userId);
    deps.realtime.toUser(userId, status(orderId, null, 'under_review'));
    deps.realtime.toUser(userId, progress(orderId, 'review', 45, texts.underReview));
    await notifyCustomer(deps, event.id, userId, {
      kind: 'order.under_review',
      values: {},
      path: orderPath(orderId),
      mail: async (buyer) => ({
        category: 'order-review',
        ...reviewMail({ ...buyer, purchasesUrl: purchasesUrl(deps) }),
      }),
    });
  };

  const sendApprovalNotice: EventHandler<'order.approved'> = async (event, deps) => {
    const { orderId, userId } = event.payload;
    await notifyCustomer(deps, event.id, userId, {
      kind: 'order.approved',
      values: {},
      path: orderPath(orderId),
      mail: async (buyer) => ({
        category: 'order-approved',
        ...approvalMail({ ...buyer, purchasesUrl: purchasesUrl(deps) }),
      }),
    });
  };

  // The receipt with its invoice, in the buyer's language.
  const receipt = async (
    payload: PayloadOf<'order.delivered'>,
    deps: OutboxDeps,
    buyer: { firstName: string | null; language: Language },
  ): Promise<NoticeMail> => {
    const { orderId, invoiceId, invoiceNumber, keys } = payload;
    const order = await orderTotalOf(deps.db, orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const pdf = await options.renderInvoice(invoiceId);
    const content = receiptMail({
      language: buyer.language,
      firstName: buyer.firstName,
      invoiceNumber,
      totalMinor: order.totalMinor,
      currency: order.currency,
      keys,
      purchasesUrl: purchasesUrl(deps),
    });
    return { category: 'order-receipt', ...content, attachments: [pdf] };
  };

  // The keys are delivered: the buyer's open pages follow the last steps, and the buyer is
  // told on their channels, the e-mail being the receipt with its invoice.
  const sendReceipt: EventHandler<'order.delivered'> = async (event, deps) => {
    const { payload } = event;
    const { orderId, invoiceNumber, userId, keys } = payload;
    const texts = await progressTexts(deps, userId);
    const tell = (message: PaymentsMessage) => deps.realtime.toUser(userId, message);
    const receiptStatus = (next: ReceiptStatusMessage['status']) =>
      tell({ event: 'receiptStatus', message: { orderId, status: next, invoiceNumber } });
    tell(progress(orderId, 'keys', 65, texts.keysAssigned(keys)));
    tell(status(orderId, null, 'delivered'));
    tell(progress(orderId, 'invoice', 80, texts.invoiceCreated(invoiceNumber)));
    receiptStatus('sending');
    let report: NoticeReport | null;
    try {
      report = await notifyCustomer(deps, event.id, userId, {
        kind: 'order.delivered',
        values: { keys },
        path: orderPath(orderId),
        mail: (buyer) => receipt(payload, deps, buyer),
      });
    } catch (error) {
      // Another channel may have failed after the receipt went out: the page says what holds.
      const email = error instanceof NoticeError ? error.report.email : 'failed';
      receiptStatus(email === 'failed' ? 'failed' : email === 'off' ? 'off' : 'sent');
      throw error;
    }
    if (report?.email === 'off') {
      receiptStatus('off');
    } else {
      receiptStatus('sent');
      tell(progress(orderId, 'receipt', 95, texts.receiptSent));
    }
    tell(progress(orderId, 'done', 100, texts.keysReady));
  };

  // Staff asked for the receipt again: the mail itself, whatever the buyer's notification
  // choices (they asked for it), without the delivery's live progress.
  const resendReceipt: EventHandler<'order.receipt_resent'> = async ({ payload }, deps) => {
    const buyer = await buyerOf(deps.db, payload.userId);
    await deps.mailer.send({ to: buyer.email, ...(await receipt(payload, deps, buyer)) });
  };

  const reportFailedPayment: EventHandler<'order.failed'> = async ({ payload }, deps) => {
    const { orderId, userId, paymentId, failureCode } = payload;
    const { language } = await buyerOf(deps.db, userId);
    deps.realtime.toUser(userId, status(orderId, paymentId, 'failed'));
    deps.realtime.toUser(userId, {
      event: 'error',
      message: {
        orderId,
        message: translateMessage(
          isSandboxFailureCode(failureCode)
            ? FAILURE_MESSAGES[failureCode]
            : PAYMENT_MESSAGES.verificationFailed,
          language,
        ),
      },
    });
  };

  const reportExpiredOrder: EventHandler<'order.expired'> = async ({ payload }, deps) => {
    deps.realtime.toUser(payload.userId, status(payload.orderId, null, 'expired'));
  };

  // Money arrived for an order that can no longer be fulfilled (it expired, failed or the
  // amount differs): it goes back in full. The payment id is the refund's idempotency key,
  // so a retry never refunds twice.
  const refundUnfulfillablePayment: EventHandler<'payment.refund_required'> = async (
    event,
    deps,
  ) => {
    const { paymentId, reason } = event.payload;
    let amountMinor = event.payload.amount ?? null;
    let currency = event.payload.currency ?? null;
    if (amountMinor === null || currency === null) {
      const order = await orderTotalOf(deps.db, event.payload.orderId);
      if (!order) throw new Error(`No order for refund event ${event.id}`);
      amountMinor = order.totalMinor;
      currency = order.currency;
    }
    const refund = await deps.payments.refund({
      reference: `unfulfillable_${paymentId}`,
      intentId: paymentId,
      amountMinor,
      currency,
    });
    deps.log(`Refunded ${paymentId} (${refund.refundId}): ${reason}`);
  };

  return {
    deliverPaidOrder,
    sendReviewNotice,
    sendApprovalNotice,
    sendReceipt,
    resendReceipt,
    reportFailedPayment,
    reportExpiredOrder,
    refundUnfulfillablePayment,
  };
}
