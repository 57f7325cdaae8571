import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { orders, paymentIntents } from '../../db/schema/orders';
import { productKeys } from '../../db/schema/stock';
import type { Db } from '../../db/types';

export type IntentRecord = typeof paymentIntents.$inferSelect;

/**
 * Claims an idempotency key for the customer by inserting its record first. The unique
 * (user, key) index decides between concurrent calls: PostgreSQL makes a second insert of
 * the same pair wait until the first transaction ends, then skips it if that one committed.
 * Returns the new record's id, or undefined when the key was claimed before.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { userId: number; idempotencyKey: string; requestHash: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(paymentIntents)
    .values(claim)
    .onConflictDoNothing({ target: [paymentIntents.userId, paymentIntents.idempotencyKey] })
    .returning({ id: paymentIntents.id });
  return row?.id;
}

/** The customer's record for an idempotency key, if any. */
export async function findIntentRecord(
  db: Db,
  userId: number,
  idempotencyKey: string,
): Promise<IntentRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.userId, userId), eq(paymentIntents.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** The status of the order a checkout record opened; undefined when there is none. */
export async function findOrderStatus(db: Db, orderId: number) {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

/**
 * Locks the customer's row for this transaction, so one customer's checkouts open one after
 * the other and each sees the order of the one before. NO KEY UPDATE still lets rows that
 * refer to the customer (sessions, orders) be written meanwhile.
 */
export async function lockCustomer(db: Db, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw new Error('A signed-in customer has no account row');
}

/** Completes a claimed record with its order, the provider's intent and the stored reply. */
export async function completeIntentRecord(
  db: Db,
  id: number,
  values: Required<
    Pick<
      IntentRecord,
      | 'orderId'
      | 'provider'
      | 'providerIntentId'
      | 'clientSecretHash'
      | 'paymentSessionHash'
      | 'reply'
    >
  >,
): Promise<void> {
  await db.update(paymentIntents).set(values).where(eq(paymentIntents.id, id));
}

/**
 * Locks up to `count` available keys of a platform group for this transaction. SKIP LOCKED
 * passes over keys another checkout is taking right now instead of waiting for it, so
 * concurrent buyers each get different keys and nobody queues behind a slow payment.
 */
export async function lockAvailableKeys(
  db: Db,
  platformGroupId: number,
  count: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: productKeys.id })
    .from(productKeys)
    .where(
      and(eq(productKeys.productPlatformId, platformGroupId), eq(productKeys.status, 'available')),
    )
    .orderBy(asc(productKeys.id))
    .limit(count)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Marks locked keys reserved until the given time. */
export async function reserveKeys(db: Db, ids: readonly number[], until: Date): Promise<void> {
  if (ids.length === 0) return;
  const reserved = await db
    .update(productKeys)
    .set({ status: 'reserved', reservedUntil: until })
    .where(and(inArray(productKeys.id, [...ids]), eq(productKeys.status, 'available')))
    .returning({ id: productKeys.id });
  // Only locked, available keys get here; anything else means the lock did not hold.
  if (reserved.length !== ids.length) throw new Error('A locked key was no longer available');
}
