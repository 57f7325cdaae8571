import { toEurMinor } from '@store/shared/rules/money';
import { staffRefundCheck, type StaffRefundRefusal } from '@store/shared/rules/staff-refunds';
import type { AdminRefundReply } from '@store/shared/schemas/orders-admin';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { lockPurchase } from '../purchases/owned-keys.repository';
import { refundCheckOf, refundLockedOrder } from '../purchases/refunds.service';
import { auditEntry } from '../staff/audit-actor';
import { insertAudit } from '../staff/staff.repository';
import type { OrdersAdminActor, OrdersAdminContext } from './orders-admin-context';
import { findOrderRef } from './orders-admin.repository';

export type StaffRefundFailure = Failure<
  'order-not-found' | 'already-refunded' | 'under-review' | 'refund-status' | StaffRefundRefusal
>;

/**
 * Refunds an order in full from the back office, through the same path as the customer's
 * own refund (the provider pays it back, the keys void, the customer is told). Within the
 * customer refund rules any refund role may; outside them only with `overrideRules` and a
 * reason; support agents up to their limit. The order row is locked first, so a second
 * refund (or a reveal at the same moment) finds it decided.
 */
export async function refundOrderAsStaff(
  ctx: OrdersAdminContext,
  actor: OrdersAdminActor,
  orderId: string,
  input: { reason?: string | undefined; overrideRules: boolean },
): Promise<Result<AdminRefundReply, StaffRefundFailure>> {
  const ref = await findOrderRef(ctx.db, orderId);
  if (!ref) return fail('order-not-found');
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchase(tx, ref.id);
    if (!order) return fail('order-not-found');
    if (order.status === 'refunded') return fail('already-refunded');
    // A held order is decided in the review queue, where a rejection also frees its keys.
    if (order.status === 'under_review') return fail('under-review');
    const now = ctx.now();
    const rules = await refundCheckOf(tx, order, now);
    if (!rules.ok && rules.reason === 'status') return fail('refund-status');
    const check = staffRefundCheck({
      withinRules: rules.ok,
      overrideRules: input.overrideRules,
      reason: input.reason,
      amountEurMinor: toEurMinor(order.totalMinor, {
        code: order.currency,
        rateMicros: ref.rateMicros,
      }),
      limitEurMinor: actor.role === 'support' ? ctx.supportRefundLimitEurMinor : null,
    });
    if (!check.ok) return fail(check.reason);
    await refundLockedOrder(tx, order, { now, reason: 'staff' });
    await insertAudit(
      tx,
      auditEntry(actor, now, {
        action: 'order.refund',
        targetType: 'order',
        targetId: order.publicId,
        before: { status: order.status },
        after: {
          status: 'refunded',
          amount: order.totalMinor,
          currency: order.currency,
          overridden: check.overridden,
          ...(check.overridden ? { rulesRefused: rules.ok ? null : rules.reason } : {}),
          ...(input.reason ? { reason: input.reason } : {}),
        },
      }),
    );
    return ok({
      orderId: order.publicId,
      status: 'refunded' as const,
      amount: order.totalMinor,
      currency: order.currency,
      overridden: check.overridden,
    });
  });
}
