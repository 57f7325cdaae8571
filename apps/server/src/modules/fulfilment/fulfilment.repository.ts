import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { OrderStatus } from '@store/shared/rules/order-state';
import { users } from '../../db/schema/accounts';
import { productPlatforms, products } from '../../db/schema/catalogue';
import { invoiceCounters, invoices, orderKeys, refunds } from '../../db/schema/fulfilment';
import { platforms } from '../../db/schema/lookups';
import { keyAllocations, orderLines, orders, paymentIntents } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';

/** Everything fulfilment reads about an order, locked for the caller's transaction. */
export async function lockOrderForFulfilment(db: Db, where: { id: number } | { publicId: string }) {
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      userId: orders.userId,
      status: orders.status,
      currency: orders.currency,
      rateMicros: orders.rateMicros,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      loyaltyDiscountMinor: orders.loyaltyDiscountMinor,
      totalMinor: orders.totalMinor,
      paidAt: orders.paidAt,
      cardCountry: orders.cardCountry,
    })
    .from(orders)
    .where('id' in where ? eq(orders.id, where.id) : eq(orders.publicId, where.publicId))
    .for('update');
  return row;
}
export type FulfilmentOrder = NonNullable<Awaited<ReturnType<typeof lockOrderForFulfilment>>>;

/** The fraud rules' view of a customer: their country and how many orders they have paid. */
export async function customerSignals(db: Db, order: FulfilmentOrder, since: Date) {
  const paidStatuses: OrderStatus[] = ['paid', 'under_review', 'delivered', 'refunded'];
  const [user] = await db
    .select({ country: users.country })
    .from(users)
    .where(eq(users.id, order.userId));
  const [before] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        ne(orders.id, order.id),
        inArray(orders.status, paidStatuses),
      ),
    );
  const [lastHour] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        inArray(orders.status, paidStatuses),
        gte(orders.paidAt, since),
      ),
    );
  return {
    accountCountry: user?.country ?? null,
    previousPaidOrders: before?.n ?? 0,
    paidOrdersLastHour: lastHour?.n ?? 0,
  };
}

/**
 * Gives the buyer one owned key per key sold to the order. The unique product key id makes
 * a second delivery of the same key fail rather than hand it out twice.
 */
export async function insertOwnedKeys(db: Db, order: FulfilmentOrder): Promise<string[]> {
  const allocated = await db
    .select({ orderLineId: keyAllocations.orderLineId, productKeyId: keyAllocations.productKeyId })
    .from(keyAllocations)
    .innerJoin(orderLines, eq(orderLines.id, keyAllocations.orderLineId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(keyAllocations.id);
  if (allocated.length === 0) throw new Error('A paid order has no keys to deliver');
  const rows = allocated.map((a) => ({
    publicId: newPublicId('key'),
    orderId: order.id,
    orderLineId: a.orderLineId,
    productKeyId: a.productKeyId,
    ownerUserId: order.userId,
  }));
  await db.insert(orderKeys).values(rows);
  return rows.map((r) => r.publicId);
}

/** The order's lines with product title and platform name, as the invoice prints them. */
export async function invoiceLinesOf(db: Db, orderId: number) {
  return db
    .select({
      title: products.title,
      platformName: platforms.name,
      quantity: orderLines.quantity,
      unitPriceMinor: orderLines.unitPriceMinor,
      salePriceMinor: orderLines.salePriceMinor,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productPlatforms, eq(productPlatforms.id, orderLines.platformGroupId))
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
}

/** The buyer's details as of now, to copy onto the invoice. */
export async function buyerOf(db: Db, userId: number) {
  const [user] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      address: users.address,
      city: users.city,
      zip: users.zip,
      country: users.country,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  return user;
}

/** The amount and currency an order was priced at, by its public id. */
export async function orderTotalOf(db: Db, publicId: string) {
  const [order] = await db
    .select({ totalMinor: orders.totalMinor, currency: orders.currency })
    .from(orders)
    .where(eq(orders.publicId, publicId));
  return order;
}

/** The provider and payment id the order was paid with. */
export async function paymentOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ provider: paymentIntents.provider, paymentId: paymentIntents.providerIntentId })
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId));
  if (!row?.paymentId || !row.provider) throw new Error(`Order ${orderId} has no payment`);
  return { provider: row.provider, paymentId: row.paymentId };
}

/**
 * The next invoice number of `year`. The counter row is locked until the caller's
 * transaction ends, so numbers are handed out one at a time and a rolled-back delivery
 * gives its number back: no gaps and no repeats.
 */
export async function nextInvoiceSequence(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  if (!row) throw new Error('No invoice number was issued');
  return row.sequence;
}

export type NewInvoice = typeof invoices.$inferInsert;

export async function insertInvoice(db: Db, invoice: NewInvoice) {
  const [row] = await db
    .insert(invoices)
    .values(invoice)
    .returning({ id: invoices.id, publicId: invoices.publicId, number: invoices.number });
  if (!row) throw new Error('The invoice was not stored');
  return row;
}

/** Records a whole-order refund to ask the provider for, paid back the way it was paid. */
export async function insertRefund(
  db: Db,
  order: Pick<FulfilmentOrder, 'id' | 'totalMinor' | 'currency'>,
  reason: string,
) {
  const payment = await paymentOf(db, order.id);
  const [row] = await db
    .insert(refunds)
    .values({
      orderId: order.id,
      provider: payment.provider,
      paymentId: payment.paymentId,
      amountMinor: order.totalMinor,
      currency: order.currency,
      reason,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error('The refund was not stored');
  return row;
}
