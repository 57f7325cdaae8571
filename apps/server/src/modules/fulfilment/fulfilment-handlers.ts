import type { FraudLimits } from '@store/shared/rules/fraud';
import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import type { ActivationProgressMessage } from '@store/shared/schemas/live';
import type { PaymentsMessage } from '../../adapters/realtime/realtime';
import type { InvoiceRenderer } from '../invoices/invoice-attachment';
import type { PayloadOf } from '../outbox/outbox-events';
import type { EventHandler, OutboxDeps } from '../outbox/outbox-worker';
import { FAILURE_MESSAGES, isSandboxFailureCode } from '../sandbox-payments/sandbox-cards';
import { buyerOf, orderTotalOf } from './fulfilment.repository';
import { fulfilPaidOrder } from './fulfilment.service';
import { approvalMail, receiptMail, reviewMail } from './order-mails';

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

  const deliverPaidOrder: EventHandler<'order.paid'> = async ({ payload }, deps) => {
    const { orderId, userId, paymentId } = payload;
    deps.realtime.toUser(userId, status(orderId, paymentId, 'paid'));
    deps.realtime.toUser(userId, progress(orderId, 'payment', 25, 'Payment received'));
    const result = await fulfilPaidOrder(deps.db, orderId, {
      now: deps.now(),
      ...(options.fraudLimits ? { limits: options.fraudLimits } : {}),
    });
    if (result.outcome === 'delivered') {
      deps.realtime.toUser(userId, progress(orderId, 'review', 45, 'Security check passed'));
    }
  };

  const sendReviewNotice: EventHandler<'order.under_review'> = async ({ payload }, deps) => {
    const { orderId, userId } = payload;
    deps.realtime.toUser(userId, status(orderId, null, 'under_review'));
    deps.realtime.toUser(userId, progress(orderId, 'review', 45, 'Your order is being reviewed'));
    const buyer = await buyerOf(deps.db, userId);
    const content = reviewMail({ firstName: buyer.firstName, purchasesUrl: purchasesUrl(deps) });
    await deps.mailer.send({ to: buyer.email, category: 'order-review', ...content });
  };

  const sendApprovalNotice: EventHandler<'order.approved'> = async ({ payload }, deps) => {
    const buyer = await buyerOf(deps.db, payload.userId);
    const content = approvalMail({
      firstName: buyer.firstName,
      purchasesUrl: purchasesUrl(deps),
    });
    await deps.mailer.send({ to: buyer.email, category: 'order-approved', ...content });
  };

  // The receipt with its invoice, to the buyer's address as of now.
  const mailReceipt = async (payload: PayloadOf<'order.delivered'>, deps: OutboxDeps) => {
    const { orderId, invoiceId, invoiceNumber, userId, keys } = payload;
    const order = await orderTotalOf(deps.db, orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const buyer = await buyerOf(deps.db, userId);
    const pdf = await options.renderInvoice(invoiceId);
    const content = receiptMail({
      firstName: buyer.firstName,
      invoiceNumber,
      totalMinor: order.totalMinor,
      currency: order.currency,
      keys,
      purchasesUrl: purchasesUrl(deps),
    });
    await deps.mailer.send({
      to: buyer.email,
      category: 'order-receipt',
      ...content,
      attachments: [pdf],
    });
  };

  const sendReceipt: EventHandler<'order.delivered'> = async ({ payload }, deps) => {
    const { orderId, invoiceNumber, userId, keys } = payload;
    const tell = (message: PaymentsMessage) => deps.realtime.toUser(userId, message);
    tell(
      progress(
        orderId,
        'keys',
        65,
        keys === 1 ? 'Your key is assigned' : `Your ${keys} keys are assigned`,
      ),
    );
    tell(status(orderId, null, 'delivered'));
    tell(progress(orderId, 'invoice', 80, `Invoice ${invoiceNumber} created`));
    tell({ event: 'receiptStatus', message: { orderId, status: 'sending', invoiceNumber } });
    try {
      await mailReceipt(payload, deps);
    } catch (error) {
      tell({ event: 'receiptStatus', message: { orderId, status: 'failed', invoiceNumber } });
      throw error;
    }
    tell({ event: 'receiptStatus', message: { orderId, status: 'sent', invoiceNumber } });
    tell(progress(orderId, 'receipt', 95, 'Receipt sent by e-mail'));
    tell(progress(orderId, 'done', 100, 'Your keys are ready'));
  };

  // Staff asked for the receipt again: the same mail, without the delivery's live progress.
  const resendReceipt: EventHandler<'order.receipt_resent'> = async ({ payload }, deps) => {
    await mailReceipt(payload, deps);
  };

  const reportFailedPayment: EventHandler<'order.failed'> = async ({ payload }, deps) => {
    const { orderId, userId, paymentId, failureCode } = payload;
    deps.realtime.toUser(userId, status(orderId, paymentId, 'failed'));
    deps.realtime.toUser(userId, {
      event: 'error',
      message: {
        orderId,
        message: isSandboxFailureCode(failureCode)
          ? FAILURE_MESSAGES[failureCode]
          : PAYMENT_MESSAGES.verificationFailed,
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
