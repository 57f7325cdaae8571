import { toEurMinor } from '@store/shared/rules/money';
import type { OrderStatus } from '@store/shared/rules/order-state';
import { seesCustomerDatum } from '@store/shared/rules/customer-privacy';
import {
  REVIEW_REASON_LABELS,
  type CustomerHistory,
  type ReviewDecisionReply,
  type ReviewQueueReply,
} from '@store/shared/schemas/orders-admin';
import type { StaffRole } from '@store/shared/schemas/staff';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { approveOrder, rejectOrder } from '../fulfilment/fulfilment.service';
import { auditEntry } from '../staff/audit-actor';
import { insertAudit } from '../staff/staff.repository';
import type { OrdersAdminActor, OrdersAdminContext } from './orders-admin-context';
import { findCustomerHistories, findOrdersUnderReview } from './orders-admin.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fraud reason with its readable label; a reason the rules no longer give keeps its code. */
export function presentReason(code: string) {
  const labels: Readonly<Record<string, string | undefined>> = REVIEW_REASON_LABELS;
  return { code, label: labels[code] ?? code };
}

/** The e-mail a role may see of a customer, or a stand-in that says it is hidden. */
export function customerEmailFor(role: StaffRole, email: string): string {
  return seesCustomerDatum(role, 'email') ? email : 'hidden';
}

/**
 * The orders held for review, oldest first, each with its reasons, the card's and the
 * account's countries and what the customer did before (other orders only).
 */
export async function listReviewQueue(
  ctx: OrdersAdminContext,
  role: StaffRole,
): Promise<ReviewQueueReply> {
  const held = await findOrdersUnderReview(ctx.db);
  const histories = await findCustomerHistories(
    ctx.db,
    held.map((o) => o.userId),
  );
  const now = ctx.now();
  const historyOf = (userId: number, orderId: number, createdAt: Date): CustomerHistory => {
    const paid = histories.paid.filter((p) => p.userId === userId && p.orderId !== orderId);
    return {
      accountCreatedAt: createdAt.toISOString(),
      accountAgeDays: Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS),
      paidOrders: paid.length,
      paidTotalEurMinor: paid.reduce(
        (total, p) =>
          total + toEurMinor(p.totalMinor, { code: p.currency, rateMicros: p.rateMicros }),
        0,
      ),
      refunds: histories.refunded.find((r) => r.userId === userId)?.n ?? 0,
      previousReviews: histories.reviewed.filter(
        (r) => r.userId === userId && r.orderId !== orderId,
      ).length,
    };
  };
  return {
    orders: held.map((o) => ({
      orderId: o.publicId,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      customer: { id: o.userId, email: customerEmailFor(role, o.email) },
      total: o.totalMinor,
      currency: o.currency,
      totalEurMinor: toEurMinor(o.totalMinor, { code: o.currency, rateMicros: o.rateMicros }),
      reasons: (o.reviewReasons ?? []).map(presentReason),
      countries: { card: o.cardCountry, account: o.accountCountry },
      history: historyOf(o.userId, o.id, o.accountCreatedAt),
    })),
  };
}

export type ReviewDecisionFailure =
  Failure<'order-not-found'> | { readonly reason: 'not-under-review'; status: OrderStatus };

/**
 * Approves (delivers) or rejects (refunds, keys back on sale) an order held for review
 * through the fulfilment services, with the audit entry in the same transaction. The order
 * row is locked first, so of two decisions at once exactly one wins; the other finds the
 * order decided.
 */
export async function decideReview(
  ctx: OrdersAdminContext,
  actor: OrdersAdminActor,
  orderId: string,
  decision: { approve: boolean; reason?: string | undefined },
): Promise<Result<ReviewDecisionReply, ReviewDecisionFailure>> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const decided = decision.approve
      ? await approveOrder(tx, orderId, at)
      : await rejectOrder(tx, orderId, at);
    if (!decided.ok) {
      return decided.failure.reason === 'not-found'
        ? fail('order-not-found')
        : fail({ reason: 'not-under-review', status: decided.failure.status });
    }
    const status: OrderStatus = decided.value.outcome === 'delivered' ? 'delivered' : 'refunded';
    await insertAudit(
      tx,
      auditEntry(actor, at, {
        action: decision.approve ? 'order.approve' : 'order.reject',
        targetType: 'order',
        targetId: orderId,
        before: { status: 'under_review' },
        after: { status, ...(decision.reason ? { reason: decision.reason } : {}) },
      }),
    );
    return ok({ orderId, status });
  });
}
