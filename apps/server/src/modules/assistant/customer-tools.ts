import { refundEligibility } from '@store/shared/rules/refund';
import { PublicId } from '@store/shared/schemas/purchases';
import type { Db } from '../../db/types';
import { groupBy, isGiftedAway, platformFamilyOf } from '../purchases/order-summary.presenter';
import {
  findGiftsOfKeys,
  findInvoicesOfOrders,
  findKeysOfOrders,
  findOrderLines,
  findOrdersPage,
  findOwnOrder,
  type OrderRow,
} from '../purchases/purchases.repository';
import type { AssistantOrder, CustomerTools } from './assistant-port';
import { PURCHASES_URL } from './knowledge';

// The assistant's view of the signed-in customer's own orders, read with the purchases
// module's queries. The customer is fixed when the tools are made, from the session: nothing
// a conversation says can point them at another customer. Keys appear only as counts of
// revealed ones; their values are never read.

/** Orders the assistant lists when the customer asks about "my orders". */
const DEFAULT_LIST_LIMIT = 5;
const MAX_LIST_LIMIT = 20;

/** Where one order is shown in the purchases page. */
export function orderUrl(orderId: string): string {
  return `${PURCHASES_URL}?order=${encodeURIComponent(orderId)}`;
}

async function describeOrders(
  db: Db,
  rows: readonly OrderRow[],
  now: Date,
): Promise<AssistantOrder[]> {
  const ids = rows.map((row) => row.id);
  const [lines, keys, invoices] = await Promise.all([
    findOrderLines(db, ids),
    findKeysOfOrders(db, ids),
    findInvoicesOfOrders(db, ids),
  ]);
  const everGifted = new Set(
    (
      await findGiftsOfKeys(
        db,
        keys.map((key) => key.id),
      )
    ).map((gift) => gift.orderKeyId),
  );
  const linesOf = groupBy(lines, (line) => line.orderId);
  const keysOf = groupBy(keys, (key) => key.orderId);
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.orderId, invoice]));
  return rows.map((row) => {
    const orderKeys = keysOf.get(row.id) ?? [];
    const refund = refundEligibility(
      {
        status: row.status,
        paidAt: row.paidAt,
        keys: orderKeys.map((key) => ({
          revealed: key.revealedAt !== null,
          gifted: isGiftedAway(key, everGifted.has(key.id)),
        })),
      },
      now,
    );
    return {
      orderId: row.publicId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      totalMinor: row.totalMinor,
      currency: row.currency,
      items: (linesOf.get(row.id) ?? []).map((line) => ({
        title: line.title,
        platform: platformFamilyOf(line.platformId),
        quantity: line.quantity,
        revealed: orderKeys.filter(
          (key) => key.platformGroupId === line.platformGroupId && key.revealedAt !== null,
        ).length,
      })),
      invoiceNumber: invoiceOf.get(row.id)?.number ?? null,
      refund: refund.ok
        ? { eligible: true, reason: null, until: refund.until.toISOString() }
        : { eligible: false, reason: refund.reason, until: null },
      url: orderUrl(row.publicId),
    };
  });
}

/** The assistant's tools for one signed-in customer, who is fixed from the session. */
export function createCustomerTools(
  deps: { db: Db; now: () => Date },
  customer: { userId: number; firstName: string | null },
): CustomerTools {
  const { db, now } = deps;
  return {
    firstName: customer.firstName,
    async listOrders(limit = DEFAULT_LIST_LIMIT) {
      const size = Math.min(Math.max(1, Math.floor(limit) || DEFAULT_LIST_LIMIT), MAX_LIST_LIMIT);
      const { rows } = await findOrdersPage(db, customer.userId, { offset: 0, limit: size });
      return describeOrders(db, rows, now());
    },
    async findOrder(orderId) {
      // Whatever a model or a message made of the id: not an id, not found.
      if (!PublicId.safeParse(orderId).success) return undefined;
      const row = await findOwnOrder(db, customer.userId, orderId);
      if (!row) return undefined;
      const [order] = await describeOrders(db, [row], now());
      return order;
    },
  };
}
