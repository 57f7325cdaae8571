import { and, asc, eq, inArray, lte, notExists } from 'drizzle-orm';
import { canTransitionOrder, type OrderStatus } from '@store/shared/rules/order-state';
import { orderKeys } from '../../db/schema/fulfilment';
import { keyAllocations, orderLines, orders } from '../../db/schema/orders';
import { productKeys } from '../../db/schema/stock';
import type { Db } from '../../db/types';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** Inserts a pending order and its lines; returns the order id and each line's id by platform group. */
export async function insertOrder(
  db: Db,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ orderId: number; lineIdByGroup: Map<number, number> }> {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('The order was not stored');
  const inserted = await db
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId: row.id })))
    .returning({ id: orderLines.id, platformGroupId: orderLines.platformGroupId });
  return {
    orderId: row.id,
    lineIdByGroup: new Map(inserted.map((l) => [l.platformGroupId, l.id])),
  };
}

/**
 * Ties keys to order lines. The unique key id refuses a key that already belongs to an
 * order line, so this fails (and the transaction with it) rather than sell a key twice.
 */
export async function insertKeyAllocations(
  db: Db,
  allocations: readonly { orderLineId: number; productKeyId: number }[],
): Promise<void> {
  if (allocations.length === 0) return;
  await db.insert(keyAllocations).values([...allocations]);
}

/** A move of an order's status, and the facts that change with it in the same statement. */
export type OrderMove = {
  /** The statuses the order may be in for the move to happen. */
  from: readonly OrderStatus[];
  to: OrderStatus;
  now: Date;
  set?: Partial<
    Pick<NewOrder, 'paidAt' | 'cardCountry' | 'deliveredAt' | 'refundedAt' | 'reviewReasons'>
  >;
};

/**
 * The one way an order's status changes: moves the given orders to `to`, only those still
 * in one of `from` and only as the shared lifecycle allows; returns the ids that moved.
 */
export async function transitionOrders(
  db: Db,
  ids: readonly number[],
  move: OrderMove,
): Promise<number[]> {
  const { from, to, now, set } = move;
  const refused = from.find((status) => !canTransitionOrder(status, to));
  if (refused) throw new Error(`An order cannot go from ${refused} to ${to}`);
  if (ids.length === 0) return [];
  const moved = await db
    .update(orders)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(inArray(orders.id, [...ids]), inArray(orders.status, [...from])))
    .returning({ id: orders.id });
  return moved.map((o) => o.id);
}

/** Moves one order as `transitionOrders` does; true when it moved. */
export async function transitionOrder(db: Db, id: number, move: OrderMove): Promise<boolean> {
  const moved = await transitionOrders(db, [id], move);
  return moved.length === 1;
}

/**
 * Pending orders whose reservation ended by `now`, oldest first, locked for this
 * transaction. SKIP LOCKED lets several instances sweep at once without waiting on each
 * other, and leaves alone an order that a payment is confirming right now.
 */
export function lockExpiredPendingOrders(db: Db, now: Date, limit: number) {
  return db
    .select({ id: orders.id, publicId: orders.publicId, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * The customer's unpaid orders, locked for this transaction. It waits for (rather than skips)
 * an order a payment is being applied to, and then no longer finds it if it was paid.
 */
export function lockPendingOrdersOf(db: Db, userId: number) {
  return db
    .select({ id: orders.id, publicId: orders.publicId, expiresAt: orders.expiresAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .orderBy(asc(orders.id))
    .for('update');
}

/**
 * Puts the reserved keys of the given orders back on sale and drops their allocations, so
 * the keys can be allocated to another order. Sold keys are never touched.
 */
export async function releaseOrderKeys(db: Db, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const released = await db
    .delete(keyAllocations)
    .where(
      inArray(
        keyAllocations.orderLineId,
        db
          .select({ id: orderLines.id })
          .from(orderLines)
          .where(inArray(orderLines.orderId, [...orderIds])),
      ),
    )
    .returning({ keyId: keyAllocations.productKeyId });
  return putKeysBackOnSale(
    db,
    released.map((r) => r.keyId),
    'reserved',
  );
}

/** Makes the keys available again, those still in `from`; returns how many. */
async function putKeysBackOnSale(
  db: Db,
  keyIds: readonly number[],
  from: 'reserved' | 'sold',
): Promise<number> {
  if (keyIds.length === 0) return 0;
  const keys = await db
    .update(productKeys)
    .set({ status: 'available', reservedUntil: null })
    .where(and(inArray(productKeys.id, [...keyIds]), eq(productKeys.status, from)))
    .returning({ id: productKeys.id });
  return keys.length;
}

/**
 * Puts the keys sold to an order back on sale when none of them was ever handed out (an
 * order rejected in its fraud review): drops the allocations and makes the keys available.
 * A key that became an owned key is left alone, so a delivered key is never sold twice.
 */
export async function returnUndeliveredKeys(db: Db, orderId: number): Promise<number> {
  const released = await db
    .delete(keyAllocations)
    .where(
      and(
        inArray(
          keyAllocations.orderLineId,
          db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId)),
        ),
        notExists(
          db
            .select({ id: orderKeys.id })
            .from(orderKeys)
            .where(eq(orderKeys.productKeyId, keyAllocations.productKeyId)),
        ),
      ),
    )
    .returning({ keyId: keyAllocations.productKeyId });
  return putKeysBackOnSale(
    db,
    released.map((r) => r.keyId),
    'sold',
  );
}

/** An order as payments see it, locked for this transaction; undefined when it does not exist. */
export async function lockOrder(db: Db, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      userId: orders.userId,
      status: orders.status,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}

/**
 * Marks every key reserved for the order as sold and ends its reservation; returns how many.
 * Throws when one of the order's keys is not reserved, since a paid order must get every key
 * it reserved and nothing else may have touched them.
 */
export async function sellOrderKeys(db: Db, orderId: number): Promise<number> {
  const allocated = await db
    .select({ keyId: keyAllocations.productKeyId })
    .from(keyAllocations)
    .innerJoin(orderLines, eq(orderLines.id, keyAllocations.orderLineId))
    .where(eq(orderLines.orderId, orderId));
  if (allocated.length === 0) throw new Error('A paid order has no reserved keys');
  const sold = await db
    .update(productKeys)
    .set({ status: 'sold', reservedUntil: null })
    .where(
      and(
        inArray(
          productKeys.id,
          allocated.map((a) => a.keyId),
        ),
        eq(productKeys.status, 'reserved'),
      ),
    )
    .returning({ id: productKeys.id });
  if (sold.length !== allocated.length) throw new Error('A paid order’s key was not reserved');
  return sold.length;
}
