import { and, desc, eq, notInArray } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { pushSubscriptions } from '../../db/schema/notifications';
import type { Db } from '../../db/types';

/** A stored device: where its push service is and the keys its pushes are encrypted for. */
export type StoredPushSubscription = {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

export type NewPushSubscription = {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
};

/**
 * Stores a device for the customer. An endpoint already stored (the browser subscribed again,
 * perhaps for someone else who signed in on it) moves to this customer with its new keys.
 * Beyond `maxDevices` the customer's oldest devices are forgotten.
 */
export async function saveSubscription(
  db: Db,
  subscription: NewPushSubscription,
  now: Date,
  maxDevices: number,
): Promise<void> {
  const { userId } = subscription;
  await db.transaction(async (tx) => {
    // One save per customer at a time, so devices subscribing together still keep the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const { endpoint: _endpoint, ...changes } = subscription;
    await tx
      .insert(pushSubscriptions)
      .values({ ...subscription, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...changes, createdAt: now, lastSentAt: null },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(maxDevices);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Forgets the customer's own device; true when it was theirs and stored. */
export async function removeOwnSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Whether the store sends the customer's notifications to the device at `endpoint`. */
export async function hasOwnSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .limit(1);
  return found !== undefined;
}

/** Every device the customer receives browser notifications on, newest first. */
export function listSubscriptionsOf(db: Db, userId: number): Promise<StoredPushSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Forgets a device whoever it belongs to: its push service said it is gone. */
export async function removeSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Notes when a device was last sent a push. */
export async function stampSubscriptionSent(db: Db, endpoint: string, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: at })
    .where(eq(pushSubscriptions.endpoint, endpoint));
}
