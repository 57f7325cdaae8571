import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { editions, productPlatforms, products } from '../../db/schema/catalogue';
import { gifts, invoices, orderKeys, refunds } from '../../db/schema/fulfilment';
import { platforms } from '../../db/schema/lookups';
import { keyAllocations, orderLines, orders, paymentIntents } from '../../db/schema/orders';
import { outbox } from '../../db/schema/outbox';
import type { Db } from '../../db/types';

// The back office's reads of orders: the review queue with each customer's history, the
// search, and one order with everything staff may see of it. Never a key's text: no query
// here selects an encrypted key.

/** The most orders the review queue lists at once (the oldest first). */
const QUEUE_LIMIT = 200;

/** The orders held for review, oldest payment first, with their customer. */
export async function findOrdersUnderReview(db: Db) {
  return db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      userId: orders.userId,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      rateMicros: orders.rateMicros,
      reviewReasons: orders.reviewReasons,
      cardCountry: orders.cardCountry,
      email: users.email,
      accountCountry: users.country,
      accountCreatedAt: users.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.status, 'under_review'))
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(QUEUE_LIMIT);
}
export type QueueRow = Awaited<ReturnType<typeof findOrdersUnderReview>>[number];

/**
 * The past of these customers, in three grouped queries for the whole queue: their paid
 * orders' totals per currency and rate, their refunds, and their orders held for review.
 */
export async function findCustomerHistories(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return { paid: [], refunded: [], reviewed: [] };
  const ids = [...new Set(userIds)];
  const [paid, refunded, reviewed] = await Promise.all([
    db
      .select({
        userId: orders.userId,
        orderId: orders.id,
        currency: orders.currency,
        rateMicros: orders.rateMicros,
        totalMinor: orders.totalMinor,
      })
      .from(orders)
      .where(and(inArray(orders.userId, ids), isNotNull(orders.paidAt))),
    db
      .select({ userId: orders.userId, n: count() })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(inArray(orders.userId, ids))
      .groupBy(orders.userId),
    db
      .select({ userId: orders.userId, orderId: orders.id })
      .from(orders)
      .where(and(inArray(orders.userId, ids), isNotNull(orders.reviewReasons))),
  ]);
  return { paid, refunded, reviewed };
}

/** `LIKE` pattern of a prefix, its wildcards taken literally. */
function prefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The ids of orders whose number, customer e-mail, invoice number or payment id starts with
 * `q` (an exact value is its own prefix). Each branch is answered by its own prefix index.
 */
function matchingOrderIds(db: Db, q: string) {
  const pattern = prefixPattern(q);
  const lowered = prefixPattern(q.toLowerCase());
  const upper = prefixPattern(q.toUpperCase());
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.publicId} like ${pattern}`)
    .union(
      db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(sql`lower(${users.email}) like ${lowered}`),
    )
    .union(
      db
        .select({ id: invoices.orderId })
        .from(invoices)
        .where(sql`${invoices.number} like ${upper}`),
    )
    .union(
      db
        .select({ id: sql<number>`${paymentIntents.orderId}` })
        .from(paymentIntents)
        .where(
          and(
            isNotNull(paymentIntents.orderId),
            sql`${paymentIntents.providerIntentId} like ${pattern}`,
          ),
        ),
    );
}

/**
 * One page of orders, newest first, matching `q` when given (else every order but those
 * given up before paying), and how many match in all.
 */
export async function searchOrders(
  db: Db,
  q: string | undefined,
  page: { offset: number; limit: number },
) {
  const where = q ? inArray(orders.id, matchingOrderIds(db, q)) : ne(orders.status, 'cancelled');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        publicId: orders.publicId,
        createdAt: orders.createdAt,
        status: orders.status,
        email: users.email,
        totalMinor: orders.totalMinor,
        currency: orders.currency,
        invoiceNumber: invoices.number,
        paymentId: paymentIntents.providerIntentId,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .leftJoin(paymentIntents, eq(paymentIntents.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** An order with its customer, payment and invoice, by its public id. */
export async function findAdminOrder(db: Db, publicId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      userId: orders.userId,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
      refundedAt: orders.refundedAt,
      currency: orders.currency,
      rateMicros: orders.rateMicros,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      loyaltyDiscountMinor: orders.loyaltyDiscountMinor,
      totalMinor: orders.totalMinor,
      reviewReasons: orders.reviewReasons,
      cardCountry: orders.cardCountry,
      email: users.email,
      provider: paymentIntents.provider,
      paymentId: paymentIntents.providerIntentId,
      invoiceId: invoices.publicId,
      invoiceNumber: invoices.number,
      invoiceIssuedAt: invoices.issuedAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(paymentIntents, eq(paymentIntents.orderId, orders.id))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.publicId, publicId));
  return row;
}
export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

/** The order's lines with product, platform and edition. */
export function findAdminOrderLines(db: Db, orderId: number) {
  return db
    .select({
      title: products.title,
      platformName: platforms.name,
      edition: editions.name,
      quantity: orderLines.quantity,
      unitPriceMinor: orderLines.unitPriceMinor,
      salePriceMinor: orderLines.salePriceMinor,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productPlatforms, eq(productPlatforms.id, orderLines.platformGroupId))
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .leftJoin(editions, eq(editions.id, productPlatforms.editionId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

// A timestamp read by a subquery, as a Date (drivers differ in what they hand over).
const toDateOrNull = (value: Date | string): Date | null => new Date(value);

/** The keys handed to the order's buyer: ids and state only, with their latest gift. */
export function findAdminOrderKeys(db: Db, orderId: number) {
  return db
    .select({
      publicId: orderKeys.publicId,
      ownerUserId: orderKeys.ownerUserId,
      revealedAt: orderKeys.revealedAt,
      voidedAt: orderKeys.voidedAt,
      title: products.title,
      platformName: platforms.name,
      giftedAt:
        sql<Date | null>`(select max(${gifts.createdAt}) from ${gifts} where ${gifts.orderKeyId} = ${orderKeys.id})`.mapWith(
          toDateOrNull,
        ),
      giftClaimedAt:
        sql<Date | null>`(select max(${gifts.claimedAt}) from ${gifts} where ${gifts.orderKeyId} = ${orderKeys.id})`.mapWith(
          toDateOrNull,
        ),
    })
    .from(orderKeys)
    .innerJoin(orderLines, eq(orderLines.id, orderKeys.orderLineId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productPlatforms, eq(productPlatforms.id, orderLines.platformGroupId))
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .where(eq(orderKeys.orderId, orderId))
    .orderBy(asc(orderKeys.id));
}

/** How many keys are allocated to the order's lines in all (handed out or not). */
export async function countAllocatedKeys(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(keyAllocations)
    .innerJoin(orderLines, eq(orderLines.id, keyAllocations.orderLineId))
    .where(eq(orderLines.orderId, orderId));
  return row?.n ?? 0;
}

/** The order's refund, when it has one. */
export async function findRefundOf(db: Db, orderId: number) {
  const [row] = await db
    .select({
      amountMinor: refunds.amountMinor,
      currency: refunds.currency,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
      completedAt: refunds.completedAt,
      providerRefundId: refunds.providerRefundId,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return row;
}

/** The outbox events about the order, oldest first: its timeline. */
export function findOrderEvents(db: Db, publicId: string) {
  return db
    .select({
      id: outbox.id,
      topic: outbox.topic,
      createdAt: outbox.createdAt,
      processedAt: outbox.processedAt,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(sql`(${outbox.payload} ->> 'orderId') = ${publicId}`)
    .orderBy(asc(outbox.id));
}

/** The order's id and whether it has an invoice, for sending the receipt again. */
export async function findReceiptFacts(db: Db, publicId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      userId: orders.userId,
      status: orders.status,
      email: users.email,
      invoiceId: invoices.publicId,
      invoiceNumber: invoices.number,
      keys: sql<number>`(select count(*)::int from ${orderKeys} where ${orderKeys.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.publicId, publicId));
  return row;
}

/** An order's row id and the rate it was priced at, by its public id. */
export async function findOrderRef(db: Db, publicId: string) {
  const [row] = await db
    .select({ id: orders.id, rateMicros: orders.rateMicros })
    .from(orders)
    .where(eq(orders.publicId, publicId));
  return row;
}
