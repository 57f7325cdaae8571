import { CATEGORY_IDS, PLATFORM_GROUPS, type CategoryId } from '@store/shared/constants';
import { refundEligibility, type RefundRefusal } from '@store/shared/rules/refund';
import {
  PURCHASE_MESSAGES,
  type OrderSummary,
  type OwnedKey,
  type PlatformFamily,
} from '@store/shared/schemas/purchases';
import type {
  GiftRow,
  KeyRow,
  OrderInvoiceRow,
  OrderLineRow,
  OrderRow,
} from './purchases.repository';

const FAMILY_OF_CATEGORY: Readonly<Record<CategoryId, PlatformFamily>> = {
  pc: 'pc',
  xb: 'xbox',
  ps: 'playstation',
  nt: 'nintendo',
};

/** The platform family of a platform id (spec section 3), which picks the activation guide. */
export function platformFamilyOf(platformId: number): PlatformFamily {
  const category = CATEGORY_IDS.find((c) => PLATFORM_GROUPS[c].includes(platformId));
  return category ? FAMILY_OF_CATEGORY[category] : 'pc';
}

/** Why an order cannot be refunded, in the customer's words. */
export const REFUND_REFUSALS: Readonly<Record<RefundRefusal, string>> = {
  status: PURCHASE_MESSAGES.refundStatus,
  revealed: PURCHASE_MESSAGES.refundRevealed,
  gifted: PURCHASE_MESSAGES.refundGifted,
  window: PURCHASE_MESSAGES.refundWindow,
};

/**
 * True once a key has left its buyer as a gift: a gift of it was ever sent (open or claimed),
 * or it belongs to someone else now. Either way its order can no longer be refunded.
 */
export function isGiftedAway(
  key: { ownerUserId: number; buyerUserId: number },
  everGifted: boolean,
): boolean {
  return everGifted || key.ownerUserId !== key.buyerUserId;
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * A key as `viewerId` sees it. `voided` once refunded; `gifted` while a gift of it is open
 * or after someone else came to own it; then `revealed` or `hidden`. Only its owner learns
 * when it was revealed.
 */
export function presentOwnedKey(
  key: KeyRow,
  giftsOfKey: readonly GiftRow[],
  viewerId: number,
): OwnedKey {
  const owns = key.ownerUserId === viewerId;
  const openGift = giftsOfKey.some((g) => g.claimedAt === null);
  const state: OwnedKey['state'] = key.voidedAt
    ? 'voided'
    : !owns || openGift
      ? 'gifted'
      : key.revealedAt
        ? 'revealed'
        : 'hidden';
  const sent = giftsOfKey.filter((g) => g.giverUserId === viewerId).at(-1);
  return {
    keyId: key.publicId,
    orderId: key.orderPublicId,
    productId: String(key.productId),
    platformGroupId: String(key.platformGroupId),
    title: key.title,
    platformName: key.platformName,
    platformFamily: platformFamilyOf(key.platformId),
    state,
    revealedAt: owns ? (key.revealedAt?.toISOString() ?? null) : null,
    gift:
      state === 'gifted' && sent
        ? {
            recipientEmail: sent.recipientEmail,
            sentAt: sent.createdAt.toISOString(),
            claimedAt: sent.claimedAt?.toISOString() ?? null,
          }
        : null,
    received: owns && key.buyerUserId !== viewerId,
  };
}

/** What the summaries of a set of orders are built from, each read once for all of them. */
export type OrderFacts = {
  lines: readonly OrderLineRow[];
  keys: readonly KeyRow[];
  gifts: readonly GiftRow[];
  invoices: readonly OrderInvoiceRow[];
};

/** The orders as their buyer sees them, with items, keys, invoice and refund eligibility. */
export function presentOrders(
  orders: readonly OrderRow[],
  facts: OrderFacts,
  viewerId: number,
  now: Date,
): OrderSummary[] {
  const linesOf = groupBy(facts.lines, (l) => l.orderId);
  const keysOf = groupBy(facts.keys, (k) => k.orderId);
  const giftsOf = groupBy(facts.gifts, (g) => g.orderKeyId);
  const invoiceOf = new Map(facts.invoices.map((i) => [i.orderId, i]));
  return orders.map((order) => {
    const keys = keysOf.get(order.id) ?? [];
    const invoice = invoiceOf.get(order.id);
    const refund = refundEligibility(
      {
        status: order.status,
        paidAt: order.paidAt,
        keys: keys.map((k) => ({
          revealed: k.revealedAt !== null,
          gifted: isGiftedAway(k, giftsOf.has(k.id)),
        })),
      },
      now,
    );
    return {
      orderId: order.publicId,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      refundedAt: order.refundedAt?.toISOString() ?? null,
      currency: order.currency,
      subtotal: order.subtotalMinor,
      discount: order.discountMinor,
      loyaltyDiscount: order.loyaltyDiscountMinor,
      total: order.totalMinor,
      items: (linesOf.get(order.id) ?? []).map((l) => ({
        productId: String(l.productId),
        platformGroupId: String(l.platformGroupId),
        title: l.title,
        platformName: l.platformName,
        quantity: l.quantity,
        unitPrice: l.unitPriceMinor,
        salePrice: l.salePriceMinor,
      })),
      keys: keys.map((k) => presentOwnedKey(k, giftsOf.get(k.id) ?? [], viewerId)),
      invoice: invoice ? { invoiceId: invoice.publicId, number: invoice.number } : null,
      refund: refund.ok
        ? { eligible: true as const, until: refund.until.toISOString() }
        : { eligible: false as const, reason: REFUND_REFUSALS[refund.reason] },
    };
  });
}
