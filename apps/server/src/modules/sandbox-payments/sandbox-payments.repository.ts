import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { sandboxPayments, sandboxWebhookEvents } from '../../db/schema/payments';
import type { Db } from '../../db/types';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxWebhookEventRow = typeof sandboxWebhookEvents.$inferSelect;

/** Records a payment the sandbox was asked for; a second insert of the same intent is skipped. */
export async function insertSandboxPayment(
  db: Db,
  row: Pick<SandboxPaymentRow, 'intentId' | 'reference' | 'amountMinor' | 'currency'>,
): Promise<void> {
  await db
    .insert(sandboxPayments)
    .values({ ...row, status: 'requires_payment_method' })
    .onConflictDoNothing();
}

/** The sandbox's payment, locked for this transaction so concurrent confirmations queue. */
export async function lockSandboxPayment(
  db: Db,
  intentId: string,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.intentId, intentId))
    .for('update');
  return row;
}

/** Stores a payment's new state. */
export async function updateSandboxPayment(
  db: Db,
  intentId: string,
  values: Partial<
    Pick<
      SandboxPaymentRow,
      'status' | 'failureCode' | 'challengeHash' | 'cardBrand' | 'cardLast4' | 'cardCountry'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ ...values, updatedAt: now })
    .where(eq(sandboxPayments.intentId, intentId));
}

/** Records the webhook event a final outcome owes the store. */
export async function insertSandboxEvent(
  db: Db,
  event: Pick<SandboxWebhookEventRow, 'eventId' | 'intentId' | 'type' | 'body'>,
): Promise<void> {
  await db.insert(sandboxWebhookEvents).values(event);
}

/**
 * Events not yet acknowledged by the store, oldest first: of one payment, or of every
 * payment that has been tried fewer than `maxAttempts` times.
 */
export async function findUndeliveredEvents(
  db: Db,
  filter: { intentId: string } | { maxAttempts: number; limit: number },
): Promise<SandboxWebhookEventRow[]> {
  const which =
    'intentId' in filter
      ? eq(sandboxWebhookEvents.intentId, filter.intentId)
      : lt(sandboxWebhookEvents.attempts, filter.maxAttempts);
  return db
    .select()
    .from(sandboxWebhookEvents)
    .where(and(isNull(sandboxWebhookEvents.deliveredAt), which))
    .orderBy(asc(sandboxWebhookEvents.createdAt))
    .limit('limit' in filter ? filter.limit : 10);
}

/** Counts a delivery attempt, and stamps the event delivered when the store acknowledged it. */
export async function recordDeliveryAttempt(
  db: Db,
  eventId: string,
  deliveredAt: Date | null,
): Promise<void> {
  await db
    .update(sandboxWebhookEvents)
    .set({
      attempts: sql`${sandboxWebhookEvents.attempts} + 1`,
      ...(deliveredAt ? { deliveredAt } : {}),
    })
    .where(eq(sandboxWebhookEvents.eventId, eventId));
}
