import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { gifts, invoices, orderKeys, refunds } from '../../db/schema/fulfilment';
import { orders, paymentIntents } from '../../db/schema/orders';
import type { Db } from '../../db/types';

/** An order's row id when it is the customer's; undefined for anyone else's. */
export async function findOwnOrderId(
  db: Db,
  userId: number,
  publicId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.userId, userId)));
  return row?.id;
}

/** Which of these keys were ever sent as gifts. */
export async function findGiftedKeyIds(db: Db, keyIds: readonly number[]): Promise<Set<number>> {
  if (keyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: gifts.orderKeyId })
    .from(gifts)
    .where(inArray(gifts.orderKeyId, [...keyIds]));
  return new Set(rows.map((r) => r.id));
}

/** The provider and the provider's payment id an order was paid with. */
export async function findPaymentOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ provider: paymentIntents.provider, intentId: paymentIntents.providerIntentId })
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId));
  if (!row?.provider || !row.intentId) throw new Error(`Order ${orderId} has no payment`);
  return { provider: row.provider, intentId: row.intentId };
}

/** Voids the order's keys: nobody can reveal or gift them now. */
export async function voidOrderKeys(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .update(orderKeys)
    .set({ voidedAt: now })
    .where(and(eq(orderKeys.orderId, orderId), isNull(orderKeys.voidedAt)));
}

export type NewRefund = typeof refunds.$inferInsert;

export async function insertRefund(db: Db, refund: NewRefund): Promise<number> {
  const [row] = await db.insert(refunds).values(refund).returning({ id: refunds.id });
  if (!row) throw new Error('The refund was not stored');
  return row.id;
}

/** A refund with its order and buyer, as the provider and the refund e-mail need them. */
export async function findRefund(db: Db, id: number) {
  const [row] = await db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      amountMinor: refunds.amountMinor,
      currency: refunds.currency,
      reason: refunds.reason,
      providerRefundId: refunds.providerRefundId,
      completedAt: refunds.completedAt,
      orderPublicId: orders.publicId,
      userId: orders.userId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      invoiceNumber: invoices.number,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(refunds.id, id));
  return row;
}

/** Notes the provider's refund id while the provider is still paying it out. */
export async function recordProviderRefund(
  db: Db,
  id: number,
  providerRefundId: string,
): Promise<void> {
  await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, id));
}

/** Marks a refund done by the provider; false when it was marked already. */
export async function completeRefund(
  db: Db,
  id: number,
  providerRefundId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ providerRefundId, completedAt: now })
    .where(and(eq(refunds.id, id), isNull(refunds.completedAt)))
    .returning({ id: refunds.id });
  return rows.length === 1;
}
