import { toEurMinor } from '@store/shared/rules/money';
import { refundEligibility } from '@store/shared/rules/refund';
import type {
  AdminOrderDetail,
  AdminOrderKey,
  AdminOrderSearchReply,
} from '@store/shared/schemas/orders-admin';
import type { StaffRole } from '@store/shared/schemas/staff';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import type { OrdersAdminContext } from './orders-admin-context';
import {
  countAllocatedKeys,
  findAdminOrder,
  findAdminOrderKeys,
  findAdminOrderLines,
  findOrderEvents,
  findRefundOf,
  searchOrders,
} from './orders-admin.repository';
import { customerEmailFor, presentReason } from './review-queue.service';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * Orders whose number, customer e-mail, invoice number or payment id starts with `q` (or
 * all of them), newest first, one page at a time.
 */
export async function findOrders(
  ctx: OrdersAdminContext,
  role: StaffRole,
  query: { q?: string | undefined; page: number; limit: number },
): Promise<AdminOrderSearchReply> {
  const { rows, total } = await searchOrders(ctx.db, query.q || undefined, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    orders: rows.map((r) => ({
      orderId: r.publicId,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      email: customerEmailFor(role, r.email),
      total: r.totalMinor,
      currency: r.currency,
      invoiceNumber: r.invoiceNumber,
      paymentId: r.paymentId,
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** A key's state as staff see it: never its text. */
function keyState(key: {
  revealedAt: Date | null;
  voidedAt: Date | null;
  giftedAt: Date | null;
  ownedByOther: boolean;
}): AdminOrderKey['state'] {
  if (key.voidedAt) return 'voided';
  if (key.giftedAt || key.ownedByOther) return 'gifted';
  if (key.revealedAt) return 'revealed';
  return 'hidden';
}

/**
 * Everything staff may see of one order: lines, totals, invoice, payment, refund, keys by
 * id and state, whether the customer refund rules would allow a refund now, and its
 * timeline (the outbox events about it, with whether each was handled).
 */
export async function getOrderDetail(
  ctx: OrdersAdminContext,
  role: StaffRole,
  orderId: string,
): Promise<Result<AdminOrderDetail, Failure<'order-not-found'>>> {
  const order = await findAdminOrder(ctx.db, orderId);
  if (!order) return fail('order-not-found');
  const [lines, keyRows, allocated, refund, events] = await Promise.all([
    findAdminOrderLines(ctx.db, order.id),
    findAdminOrderKeys(ctx.db, order.id),
    countAllocatedKeys(ctx.db, order.id),
    findRefundOf(ctx.db, order.id),
    findOrderEvents(ctx.db, order.publicId),
  ]);
  const keys = keyRows.map((k) => {
    const ownedByOther = k.ownerUserId !== order.userId;
    return {
      keyId: k.publicId,
      title: k.title,
      platformName: k.platformName,
      state: keyState({ ...k, ownedByOther }),
      revealedAt: iso(k.revealedAt),
      giftedAt: iso(k.giftedAt),
      giftClaimedAt: iso(k.giftClaimedAt),
      ownedByOther,
    };
  });
  const rules = refundEligibility(
    {
      status: order.status,
      paidAt: order.paidAt,
      keys: keyRows.map((k) => ({
        revealed: k.revealedAt !== null,
        gifted: k.giftedAt !== null || k.ownerUserId !== order.userId,
      })),
    },
    ctx.now(),
  );
  return ok({
    orderId: order.publicId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    deliveredAt: iso(order.deliveredAt),
    refundedAt: iso(order.refundedAt),
    customer: { id: order.userId, email: customerEmailFor(role, order.email) },
    currency: order.currency,
    subtotal: order.subtotalMinor,
    discount: order.discountMinor,
    loyaltyDiscount: order.loyaltyDiscountMinor,
    total: order.totalMinor,
    totalEurMinor: toEurMinor(order.totalMinor, {
      code: order.currency,
      rateMicros: order.rateMicros,
    }),
    reviewReasons: (order.reviewReasons ?? []).map(presentReason),
    lines: lines.map((l) => ({
      title: l.title,
      platformName: l.platformName,
      edition: l.edition,
      quantity: l.quantity,
      unitPrice: l.unitPriceMinor,
      salePrice: l.salePriceMinor,
    })),
    invoice:
      order.invoiceId && order.invoiceNumber && order.invoiceIssuedAt
        ? {
            invoiceId: order.invoiceId,
            number: order.invoiceNumber,
            issuedAt: order.invoiceIssuedAt.toISOString(),
          }
        : null,
    payment:
      order.provider && order.paymentId
        ? { provider: order.provider, paymentId: order.paymentId, cardCountry: order.cardCountry }
        : null,
    refund: refund
      ? {
          amount: refund.amountMinor,
          currency: refund.currency,
          reason: refund.reason,
          createdAt: refund.createdAt.toISOString(),
          completedAt: iso(refund.completedAt),
          providerRefundId: refund.providerRefundId,
        }
      : null,
    keys,
    undeliveredKeys: Math.max(0, allocated - keys.length),
    refundable: { withinRules: rules.ok, refusal: rules.ok ? null : rules.reason },
    timeline: events.map((e) => ({
      id: e.id,
      topic: e.topic,
      at: e.createdAt.toISOString(),
      processedAt: iso(e.processedAt),
      delivered: e.processedAt !== null,
      attempts: e.attempts,
      lastError: e.lastError,
    })),
  });
}
