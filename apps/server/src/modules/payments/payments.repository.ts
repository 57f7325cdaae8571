import { and, eq } from 'drizzle-orm';
import { orders, paymentIntents } from '../../db/schema/orders';
import { processedPaymentEvents } from '../../db/schema/payments';
import type { Db } from '../../db/types';

/**
 * Claims a webhook event for processing by inserting its id first. The primary key decides
 * between concurrent deliveries of one event: PostgreSQL makes a second insert wait until
 * the first transaction ends and then skips it if that one committed. Returns false for an
 * event seen before.
 */
export async function claimPaymentEvent(
  db: Db,
  event: { provider: string; eventId: string; type: string; intentId: string },
): Promise<boolean> {
  const rows = await db
    .insert(processedPaymentEvents)
    .values({ ...event, outcome: {} })
    .onConflictDoNothing()
    .returning({ eventId: processedPaymentEvents.eventId });
  return rows.length === 1;
}

/** Notes what applying a claimed event did, for support and for tests. */
export async function recordEventOutcome(
  db: Db,
  provider: string,
  eventId: string,
  outcome: Record<string, unknown>,
): Promise<void> {
  await db
    .update(processedPaymentEvents)
    .set({ outcome })
    .where(
      and(
        eq(processedPaymentEvents.provider, provider),
        eq(processedPaymentEvents.eventId, eventId),
      ),
    );
}

/** The store's record of a provider's intent with its order, or undefined for an unknown one. */
export async function findPaymentByIntent(db: Db, providerIntentId: string) {
  const [row] = await db
    .select({
      provider: paymentIntents.provider,
      clientSecretHash: paymentIntents.clientSecretHash,
      paymentSessionHash: paymentIntents.paymentSessionHash,
      orderId: orders.id,
      publicOrderId: orders.publicId,
      userId: orders.userId,
      status: orders.status,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(paymentIntents)
    .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
    .where(eq(paymentIntents.providerIntentId, providerIntentId));
  return row;
}

/**
 * What the store opened a provider intent for (its order reference, amount and currency),
 * as the provider was asked; undefined for an intent the store never opened.
 */
export async function findOpenedIntentTerms(db: Db, providerIntentId: string) {
  const [row] = await db
    .select({
      reference: orders.publicId,
      amountMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(paymentIntents)
    .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
    .where(eq(paymentIntents.providerIntentId, providerIntentId));
  return row;
}
