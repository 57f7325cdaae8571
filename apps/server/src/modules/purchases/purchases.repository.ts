import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { productPlatforms, products } from '../../db/schema/catalogue';
import { gifts, invoices, orderKeys } from '../../db/schema/fulfilment';
import { platforms } from '../../db/schema/lookups';
import { orderLines, orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';

// The reads behind the purchases pages: one query per kind of row for a whole page of
// orders, never one per order or per key.

const orderColumns = {
  id: orders.id,
  publicId: orders.publicId,
  userId: orders.userId,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  deliveredAt: orders.deliveredAt,
  refundedAt: orders.refundedAt,
  currency: orders.currency,
  subtotalMinor: orders.subtotalMinor,
  discountMinor: orders.discountMinor,
  loyaltyDiscountMinor: orders.loyaltyDiscountMinor,
  totalMinor: orders.totalMinor,
};

/** Orders a customer sees: all but those given up before paying. */
const listedBy = (userId: number) => and(eq(orders.userId, userId), ne(orders.status, 'cancelled'));

/** One page of the customer's orders, newest first, and how many there are in all. */
export async function findOrdersPage(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select(orderColumns)
      .from(orders)
      .where(listedBy(userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(listedBy(userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type OrderRow = Awaited<ReturnType<typeof findOrdersPage>>['rows'][number];

/** One of the customer's orders by its public id; undefined for anyone else's. */
export async function findOwnOrder(
  db: Db,
  userId: number,
  publicId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(listedBy(userId), eq(orders.publicId, publicId)));
  return row;
}

/** The lines of these orders with their product title and platform. */
export async function findOrderLines(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      platformGroupId: orderLines.platformGroupId,
      quantity: orderLines.quantity,
      unitPriceMinor: orderLines.unitPriceMinor,
      salePriceMinor: orderLines.salePriceMinor,
      title: products.title,
      platformId: platforms.id,
      platformName: platforms.name,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productPlatforms, eq(productPlatforms.id, orderLines.platformGroupId))
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id));
}
export type OrderLineRow = Awaited<ReturnType<typeof findOrderLines>>[number];

const keyColumns = {
  id: orderKeys.id,
  publicId: orderKeys.publicId,
  orderId: orderKeys.orderId,
  orderPublicId: orders.publicId,
  buyerUserId: orders.userId,
  ownerUserId: orderKeys.ownerUserId,
  revealedAt: orderKeys.revealedAt,
  voidedAt: orderKeys.voidedAt,
  productId: orderLines.productId,
  platformGroupId: orderLines.platformGroupId,
  title: products.title,
  platformId: platforms.id,
  platformName: platforms.name,
};

function selectKeys(db: Db) {
  return db
    .select(keyColumns)
    .from(orderKeys)
    .innerJoin(orders, eq(orders.id, orderKeys.orderId))
    .innerJoin(orderLines, eq(orderLines.id, orderKeys.orderLineId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productPlatforms, eq(productPlatforms.id, orderLines.platformGroupId))
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId));
}

/** The owned keys of these orders, whoever owns them now. */
export async function findKeysOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return selectKeys(db)
    .where(inArray(orderKeys.orderId, [...orderIds]))
    .orderBy(asc(orderKeys.id));
}
export type KeyRow = Awaited<ReturnType<typeof findKeysOfOrders>>[number];

/** Keys the customer owns from other people's orders (claimed gifts), newest first. */
export async function findReceivedKeys(db: Db, userId: number): Promise<KeyRow[]> {
  return selectKeys(db)
    .where(and(eq(orderKeys.ownerUserId, userId), ne(orders.userId, userId)))
    .orderBy(desc(orderKeys.id));
}

/** Every gift ever sent of these keys, oldest first. */
export async function findGiftsOfKeys(db: Db, keyIds: readonly number[]) {
  if (keyIds.length === 0) return [];
  return db
    .select({
      orderKeyId: gifts.orderKeyId,
      giverUserId: gifts.giverUserId,
      recipientEmail: gifts.recipientEmail,
      createdAt: gifts.createdAt,
      claimedAt: gifts.claimedAt,
    })
    .from(gifts)
    .where(inArray(gifts.orderKeyId, [...keyIds]))
    .orderBy(asc(gifts.id));
}
export type GiftRow = Awaited<ReturnType<typeof findGiftsOfKeys>>[number];

/** The invoice of each of these orders that has one. */
export async function findInvoicesOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: invoices.orderId, publicId: invoices.publicId, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
}
export type OrderInvoiceRow = Awaited<ReturnType<typeof findInvoicesOfOrders>>[number];
