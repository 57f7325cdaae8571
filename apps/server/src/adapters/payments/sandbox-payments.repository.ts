import { eq } from 'drizzle-orm';
import { sandboxPayments } from '../../db/schema/payments';
import type { Db } from '../../db/types';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** The sandbox's record of a payment, locked for this transaction so refunds queue. */
export async function lockSandboxPaymentRecord(
  db: Db,
  intentId: string,
): Promise<SandboxPayment | undefined> {
  const [payment] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.intentId, intentId))
    .for('update');
  return payment;
}

/** Stamps the payment refunded under the given refund id. */
export async function stampSandboxRefund(
  db: Db,
  intentId: string,
  refundId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ refundId, refundedAt: now, updatedAt: now })
    .where(eq(sandboxPayments.intentId, intentId));
}
