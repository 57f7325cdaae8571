import { eq } from 'drizzle-orm';
import type { FraudLimits } from '@store/shared/rules/fraud';
import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import type { ActivationProgressMessage } from '@store/shared/schemas/live';
import type { MailAttachment } from '../../adapters/mailer/mailer';
import type { PaymentsMessage } from '../../adapters/realtime/realtime';
import { orders } from '../../db/schema/orders';
import { FAILURE_MESSAGES, isSandboxFailureCode } from '../sandbox-payments/sandbox-cards';
import { buyerOf } from './fulfilment.repository';
import { fulfilPaidOrder } from './fulfilment.service';
import { approvalMail, receiptMail, reviewMail } from './order-mails';
import type { OutboxDeps, OutboxEvent, OutboxHandlers } from './outbox-worker';

/** Renders an invoice as the PDF the receipt carries. */
export type InvoiceRenderer = (invoicePublicId: string) => Promise<MailAttachment>;

const PURCHASES_PATH = '/dashboard/purchases';

function field(event: OutboxEvent, name: string): string {
  const value = event.payload[name];
  if (typeof value !== 'string') throw new Error(`Outbox event ${event.id} has no ${name}`);
  return value;
}

function userOf(event: OutboxEvent): number {
  const value = event.payload.userId;
  if (typeof value !== 'number') throw new Error(`Outbox event ${event.id} has no userId`);
  return value;
}

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
 * step: fulfil a paid order, send the review, approval and receipt e-mails, refund money
 * taken for an order that can no longer be fulfilled.
 */
export function createFulfilmentHandlers(options: {
  renderInvoice: InvoiceRenderer;
  fraudLimits?: FraudLimits;
}): OutboxHandlers {
  const purchasesUrl = (deps: OutboxDeps) => `${deps.publicUrl}${PURCHASES_PATH}`;
  return {
    'order.paid': async (event, deps) => {
      const orderId = field(event, 'orderId');
      const userId = userOf(event);
      const paymentId =
        typeof event.payload.paymentId === 'string' ? event.payload.paymentId : null;
      deps.realtime.toUser(userId, status(orderId, paymentId, 'paid'));
      deps.realtime.toUser(userId, progress(orderId, 'payment', 25, 'Payment received'));
      const result = await fulfilPaidOrder(deps.db, orderId, {
        now: deps.now(),
        ...(options.fraudLimits ? { limits: options.fraudLimits } : {}),
      });
      if (result.outcome === 'delivered') {
        deps.realtime.toUser(userId, progress(orderId, 'review', 45, 'Security check passed'));
      }
    },

    'order.under_review': async (event, deps) => {
      const orderId = field(event, 'orderId');
      const userId = userOf(event);
      deps.realtime.toUser(userId, status(orderId, null, 'under_review'));
      deps.realtime.toUser(userId, progress(orderId, 'review', 45, 'Your order is being reviewed'));
      const buyer = await buyerOf(deps.db, userId);
      const content = reviewMail({ firstName: buyer.firstName, purchasesUrl: purchasesUrl(deps) });
      await deps.mailer.send({ to: buyer.email, category: 'order-review', ...content });
    },

    'order.approved': async (event, deps) => {
      const buyer = await buyerOf(deps.db, userOf(event));
      const content = approvalMail({
        firstName: buyer.firstName,
        purchasesUrl: purchasesUrl(deps),
      });
      await deps.mailer.send({ to: buyer.email, category: 'order-approved', ...content });
    },

    'order.delivered': async (event, deps) => {
      const orderId = field(event, 'orderId');
      const invoiceId = field(event, 'invoiceId');
      const invoiceNumber = field(event, 'invoiceNumber');
      const userId = userOf(event);
      const keys = typeof event.payload.keys === 'number' ? event.payload.keys : 1;
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
        const [order] = await deps.db
          .select({ totalMinor: orders.totalMinor, currency: orders.currency })
          .from(orders)
          .where(eq(orders.publicId, orderId));
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
      } catch (error) {
        tell({ event: 'receiptStatus', message: { orderId, status: 'failed', invoiceNumber } });
        throw error;
      }
      tell({ event: 'receiptStatus', message: { orderId, status: 'sent', invoiceNumber } });
      tell(progress(orderId, 'receipt', 95, 'Receipt sent by e-mail'));
      tell(progress(orderId, 'done', 100, 'Your keys are ready'));
    },

    'order.failed': async (event, deps) => {
      const orderId = field(event, 'orderId');
      const userId = userOf(event);
      const code = typeof event.payload.failureCode === 'string' ? event.payload.failureCode : null;
      const paymentId =
        typeof event.payload.paymentId === 'string' ? event.payload.paymentId : null;
      deps.realtime.toUser(userId, status(orderId, paymentId, 'failed'));
      deps.realtime.toUser(userId, {
        event: 'error',
        message: {
          orderId,
          message: isSandboxFailureCode(code)
            ? FAILURE_MESSAGES[code]
            : PAYMENT_MESSAGES.verificationFailed,
        },
      });
    },

    'order.expired': async (event, deps) => {
      deps.realtime.toUser(userOf(event), status(field(event, 'orderId'), null, 'expired'));
    },

    'payment.refund_required': async (event, deps) => {
      // Money arrived for an order that can no longer be fulfilled (it expired, failed or
      // the amount differs): it goes back in full. The payment id is the refund's
      // idempotency key, so a retry never refunds twice.
      const paymentId = field(event, 'paymentId');
      let amountMinor = typeof event.payload.amount === 'number' ? event.payload.amount : null;
      let currency = typeof event.payload.currency === 'string' ? event.payload.currency : null;
      if (amountMinor === null || currency === null) {
        const [order] = await deps.db
          .select({ totalMinor: orders.totalMinor, currency: orders.currency })
          .from(orders)
          .where(eq(orders.publicId, field(event, 'orderId')));
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
      deps.log(`Refunded ${paymentId} (${refund.refundId}): ${String(event.payload.reason)}`);
    },
  };
}
