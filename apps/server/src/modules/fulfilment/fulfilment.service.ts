import { fraudReasons, type FraudLimits, type FraudReason } from '@store/shared/rules/fraud';
import { toEurMinor } from '@store/shared/rules/money';
import type { OrderStatus } from '@store/shared/rules/order-state';
import { formatInvoiceNumber, splitVat, vatRateFor } from '@store/shared/rules/vat';
import type { InvoiceLine } from '@store/shared/schemas/purchases';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  returnUndeliveredKeys,
  transitionOrder,
  type OrderMove,
} from '../orders/orders.repository';
import { writeOutbox } from '../outbox/outbox.repository';
import {
  buyerOf,
  customerSignals,
  insertInvoice,
  insertOwnedKeys,
  invoiceLinesOf,
  lockOrderForFulfilment,
  nextInvoiceSequence,
  insertRefund,
  paymentOf,
  type FulfilmentOrder,
} from './fulfilment.repository';

const HOUR_MS = 60 * 60 * 1000;

/** What became of a paid order handed to fulfilment. */
export type FulfilmentResult =
  | { outcome: 'delivered'; orderId: string; invoiceNumber: string; keys: number }
  | { outcome: 'under_review'; orderId: string; reasons: FraudReason[] }
  | { outcome: 'skipped'; orderId: string | null; status: OrderStatus | null };

/** Moves the locked order, which must be in `from`: anything else means the lock did not hold. */
async function moveOrder(db: Db, id: number, move: OrderMove) {
  if (!(await transitionOrder(db, id, move))) {
    throw new Error(`A locked order did not move from ${move.from.join('/')} to ${move.to}`);
  }
}

/**
 * Checks a paid order against the fraud rules and either holds it for review or delivers
 * it, all in one transaction. Anything but a paid order is left alone, so running it twice
 * (an outbox event handed over again after a crash) changes nothing the second time.
 */
export async function fulfilPaidOrder(
  db: Db,
  publicId: string,
  options: { now: Date; limits?: FraudLimits },
): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForFulfilment(tx, { publicId });
    if (!order || order.status !== 'paid') {
      return {
        outcome: 'skipped',
        orderId: order?.publicId ?? null,
        status: order?.status ?? null,
      };
    }
    const signals = await customerSignals(tx, order, new Date(options.now.getTime() - HOUR_MS));
    const reasons = fraudReasons(
      {
        ...signals,
        // The fraud limits are in EUR: back at the order's own rate and currency's decimals.
        totalEurMinor: toEurMinor(order.totalMinor, {
          code: order.currency,
          rateMicros: order.rateMicros,
        }),
        cardCountry: order.cardCountry,
      },
      options.limits,
    );
    if (reasons.length > 0) {
      await moveOrder(tx, order.id, {
        from: ['paid'],
        to: 'under_review',
        now: options.now,
        set: { reviewReasons: reasons },
      });
      await writeOutbox(tx, [
        {
          topic: 'order.under_review',
          payload: { orderId: order.publicId, userId: order.userId, reasons },
        },
      ]);
      return { outcome: 'under_review', orderId: order.publicId, reasons };
    }
    return deliverOrder(tx, order, options.now);
  });
}

/**
 * Delivers a paid, locked order in the caller's transaction: its keys go to the buyer, the
 * invoice is issued, the order becomes delivered and `order.delivered` is written, which
 * sends the receipt and tells the buyer's open pages.
 */
async function deliverOrder(db: Db, order: FulfilmentOrder, now: Date): Promise<FulfilmentResult> {
  const keys = await insertOwnedKeys(db, order);
  const invoice = await issueInvoice(db, order, now);
  await moveOrder(db, order.id, {
    from: ['paid'],
    to: 'delivered',
    now,
    set: { deliveredAt: now },
  });
  await writeOutbox(db, [
    {
      topic: 'order.delivered',
      payload: {
        orderId: order.publicId,
        userId: order.userId,
        invoiceId: invoice.publicId,
        invoiceNumber: invoice.number,
        keys: keys.length,
      },
    },
  ]);
  return {
    outcome: 'delivered',
    orderId: order.publicId,
    invoiceNumber: invoice.number,
    keys: keys.length,
  };
}

/** Issues the order's invoice with the next number of the year and the buyer's VAT rate. */
async function issueInvoice(db: Db, order: FulfilmentOrder, now: Date) {
  const year = now.getUTCFullYear();
  const sequence = await nextInvoiceSequence(db, year);
  const lineRows = await invoiceLinesOf(db, order.id);
  const buyer = await buyerOf(db, order.userId);
  const payment = await paymentOf(db, order.id);
  const lines: InvoiceLine[] = lineRows.map((l) => {
    const unitPrice = l.salePriceMinor ?? l.unitPriceMinor;
    return {
      title: l.title,
      platformName: l.platformName,
      quantity: l.quantity,
      unitPrice,
      total: unitPrice * l.quantity,
    };
  });
  const vatRateBp = vatRateFor(buyer.country);
  const { netMinor, vatMinor } = splitVat(order.totalMinor, vatRateBp);
  return insertInvoice(db, {
    publicId: newPublicId('inv'),
    number: formatInvoiceNumber(year, sequence),
    year,
    sequence,
    orderId: order.id,
    userId: order.userId,
    paymentId: payment.paymentId,
    currency: order.currency,
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    loyaltyDiscountMinor: order.loyaltyDiscountMinor,
    totalMinor: order.totalMinor,
    netMinor,
    vatMinor,
    vatRateBp,
    lines,
    buyer: {
      name: [buyer.firstName, buyer.lastName].filter(Boolean).join(' '),
      email: buyer.email,
      address: buyer.address ?? '',
      city: buyer.city ?? '',
      zip: buyer.zip ?? '',
      country: buyer.country ?? '',
    },
    issuedAt: now,
  });
}

/** Why a review decision changed nothing: no such order, or it is not held for review. */
export type ReviewFailure =
  Failure<'not-found'> | { readonly reason: 'not-under-review'; status: OrderStatus };

/** What became of a review decision. */
export type ReviewResult = Result<
  FulfilmentResult | { outcome: 'refunded'; orderId: string },
  ReviewFailure
>;

/**
 * Approves an order held for review: it is delivered at once (the fraud rules are not asked
 * again) and `order.approved` sends the approval e-mail.
 */
export async function approveOrder(db: Db, publicId: string, now: Date): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForFulfilment(tx, { publicId });
    if (!order) return fail('not-found');
    if (order.status !== 'under_review') {
      return fail({ reason: 'not-under-review', status: order.status });
    }
    await moveOrder(tx, order.id, { from: ['under_review'], to: 'paid', now });
    await writeOutbox(tx, [
      { topic: 'order.approved', payload: { orderId: order.publicId, userId: order.userId } },
    ]);
    const result = await deliverOrder(tx, { ...order, status: 'paid' }, now);
    return ok(result);
  });
}

/**
 * Rejects an order held for review: it is refunded in full (the `order.refunded` event asks
 * the provider and tells the customer) and its keys, never handed out, go back on sale.
 */
export async function rejectOrder(db: Db, publicId: string, now: Date): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForFulfilment(tx, { publicId });
    if (!order) return fail('not-found');
    if (order.status !== 'under_review') {
      return fail({ reason: 'not-under-review', status: order.status });
    }
    await moveOrder(tx, order.id, {
      from: ['under_review'],
      to: 'refunded',
      now,
      set: { refundedAt: now },
    });
    await returnUndeliveredKeys(tx, order.id);
    const refund = await insertRefund(tx, order, 'review-rejected');
    await writeOutbox(tx, [
      {
        topic: 'order.refunded',
        payload: { orderId: order.publicId, userId: order.userId, refundId: refund.id },
      },
    ]);
    return ok({ outcome: 'refunded', orderId: order.publicId });
  });
}
