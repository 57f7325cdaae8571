import { and, asc, eq, isNull } from 'drizzle-orm';
import { productPlatforms, products } from '../../db/schema/catalogue';
import { gifts, invoices, orderKeys } from '../../db/schema/fulfilment';
import { orderLines, orders } from '../../db/schema/orders';
import { productKeys } from '../../db/schema/stock';
import type { Db } from '../../db/types';

// Everything that changes an owned key (reveal, gift, claim, refund) locks the key's order
// row first and the key after it. One order of locks means no deadlocks, and the order row
// makes a reveal and a refund of the same order wait for each other: never both.

/** A key's row id and its order's, read without a lock, so both can be locked in order. */
export async function findKeyRef(db: Db, publicId: string) {
  const [row] = await db
    .select({ id: orderKeys.id, orderId: orderKeys.orderId })
    .from(orderKeys)
    .where(eq(orderKeys.publicId, publicId));
  return row;
}

/** An order as refunds and key changes need it, locked for the caller's transaction. */
export async function lockPurchase(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      userId: orders.userId,
      status: orders.status,
      paidAt: orders.paidAt,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}
export type LockedPurchase = NonNullable<Awaited<ReturnType<typeof lockPurchase>>>;

/** An owned key with its encrypted text and what it is for, locked after its order. */
export async function lockOwnedKey(db: Db, id: number) {
  const [row] = await db
    .select({
      id: orderKeys.id,
      publicId: orderKeys.publicId,
      orderId: orderKeys.orderId,
      ownerUserId: orderKeys.ownerUserId,
      revealedAt: orderKeys.revealedAt,
      voidedAt: orderKeys.voidedAt,
      encryptedKey: productKeys.encryptedKey,
      platformGroupId: productKeys.productPlatformId,
      platformId: productPlatforms.platformId,
      title: products.title,
    })
    .from(orderKeys)
    .innerJoin(productKeys, eq(productKeys.id, orderKeys.productKeyId))
    .innerJoin(orderLines, eq(orderLines.id, orderKeys.orderLineId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productPlatforms, eq(productPlatforms.id, orderLines.platformGroupId))
    .where(eq(orderKeys.id, id))
    .for('update', { of: orderKeys });
  return row;
}
export type LockedKey = NonNullable<Awaited<ReturnType<typeof lockOwnedKey>>>;

/** The keys of an order, locked after the order, for a refund. */
export async function lockKeysOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: orderKeys.id,
      ownerUserId: orderKeys.ownerUserId,
      revealedAt: orderKeys.revealedAt,
    })
    .from(orderKeys)
    .where(eq(orderKeys.orderId, orderId))
    .orderBy(asc(orderKeys.id))
    .for('update');
}

/** Every gift of a key, oldest first. */
export async function findGiftsOfKey(db: Db, orderKeyId: number) {
  return db
    .select({ id: gifts.id, giverUserId: gifts.giverUserId, claimedAt: gifts.claimedAt })
    .from(gifts)
    .where(eq(gifts.orderKeyId, orderKeyId))
    .orderBy(asc(gifts.id));
}

/** The public id of an order's invoice, if it has one. */
export async function findInvoicePublicId(db: Db, orderId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ publicId: invoices.publicId })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row?.publicId;
}

/** Stamps the first reveal of a key; a later reveal keeps the first moment. */
export async function markRevealed(db: Db, id: number, userId: number, now: Date): Promise<Date> {
  const [row] = await db
    .update(orderKeys)
    .set({ revealedAt: now, revealedByUserId: userId })
    .where(and(eq(orderKeys.id, id), isNull(orderKeys.revealedAt)))
    .returning({ revealedAt: orderKeys.revealedAt });
  if (!row?.revealedAt) throw new Error(`Key ${id} was revealed already`);
  return row.revealedAt;
}
