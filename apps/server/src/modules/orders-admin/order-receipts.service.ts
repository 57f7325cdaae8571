import type { ResendReceiptReply } from '@store/shared/schemas/orders-admin';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { writeOutbox } from '../outbox/outbox.repository';
import { auditEntry } from '../staff/audit-actor';
import { insertAudit } from '../staff/staff.repository';
import type { OrdersAdminActor, OrdersAdminContext } from './orders-admin-context';
import { findReceiptFacts } from './orders-admin.repository';

export type ResendReceiptFailure = Failure<'order-not-found' | 'no-invoice'>;

/**
 * Sends the order's receipt with its invoice again, to the customer's address as of now:
 * an `order.receipt_resent` event (the mail follows from the outbox) and the audit entry,
 * in one transaction. An order without an invoice has no receipt yet.
 */
export async function resendReceipt(
  ctx: OrdersAdminContext,
  actor: OrdersAdminActor,
  orderId: string,
): Promise<Result<ResendReceiptReply, ResendReceiptFailure>> {
  return ctx.db.transaction(async (tx) => {
    const order = await findReceiptFacts(tx, orderId);
    if (!order) return fail('order-not-found');
    if (!order.invoiceId || !order.invoiceNumber) return fail('no-invoice');
    const at = ctx.now();
    await writeOutbox(tx, [
      {
        topic: 'order.receipt_resent',
        payload: {
          orderId: order.publicId,
          userId: order.userId,
          invoiceId: order.invoiceId,
          invoiceNumber: order.invoiceNumber,
          keys: order.keys,
        },
      },
    ]);
    await insertAudit(
      tx,
      auditEntry(actor, at, {
        action: 'order.resend_receipt',
        targetType: 'order',
        targetId: order.publicId,
        before: { status: order.status },
        after: { status: order.status, invoiceNumber: order.invoiceNumber, to: order.email },
      }),
    );
    return ok({ orderId: order.publicId, invoiceNumber: order.invoiceNumber, email: order.email });
  });
}
