import {
  ORDERS_PAGE_SIZE,
  type OrderSummary,
  type OrdersPage,
  type ReceivedKeysReply,
} from '@store/shared/schemas/purchases';
import type { Db } from '../../db/types';
import { groupBy, presentOrders, presentOwnedKey } from './order-summary.presenter';
import { fail, ok } from '../../lib/result';
import type { PurchaseContext, PurchaseResult } from './purchase-results';
import {
  findGiftsOfKeys,
  findInvoicesOfOrders,
  findKeysOfOrders,
  findOrderLines,
  findOrdersPage,
  findOwnOrder,
  findReceivedKeys,
  type OrderRow,
} from './purchases.repository';

/** Builds the summaries of some orders with four queries, however many orders and keys. */
async function summarize(
  db: Db,
  rows: readonly OrderRow[],
  viewerId: number,
  now: Date,
): Promise<OrderSummary[]> {
  const orderIds = rows.map((o) => o.id);
  const [lines, keys, invoices] = await Promise.all([
    findOrderLines(db, orderIds),
    findKeysOfOrders(db, orderIds),
    findInvoicesOfOrders(db, orderIds),
  ]);
  const gifts = await findGiftsOfKeys(
    db,
    keys.map((k) => k.id),
  );
  return presentOrders(rows, { lines, keys, gifts, invoices }, viewerId, now);
}

/** A page of the customer's orders, newest first; a page past the end is empty. */
export async function listOrders(
  ctx: PurchaseContext,
  userId: number,
  page: number,
): Promise<OrdersPage> {
  const { rows, total } = await findOrdersPage(ctx.db, userId, {
    offset: (page - 1) * ORDERS_PAGE_SIZE,
    limit: ORDERS_PAGE_SIZE,
  });
  return {
    orders: await summarize(ctx.db, rows, userId, ctx.now()),
    page,
    pageSize: ORDERS_PAGE_SIZE,
    total,
  };
}

/** One of the customer's orders; anyone else's is not found, exactly as an unknown id. */
export async function getOrder(
  ctx: PurchaseContext,
  userId: number,
  orderId: string,
): Promise<PurchaseResult<OrderSummary>> {
  const row = await findOwnOrder(ctx.db, userId, orderId);
  if (!row) return fail('order-not-found');
  const [summary] = await summarize(ctx.db, [row], userId, ctx.now());
  return summary ? ok(summary) : fail('order-not-found');
}

/** The keys the customer owns from other people's orders: gifts they claimed. */
export async function listReceivedKeys(
  ctx: PurchaseContext,
  userId: number,
): Promise<ReceivedKeysReply> {
  const keys = await findReceivedKeys(ctx.db, userId);
  const gifts = groupBy(
    await findGiftsOfKeys(
      ctx.db,
      keys.map((k) => k.id),
    ),
    (g) => g.orderKeyId,
  );
  return { keys: keys.map((k) => presentOwnedKey(k, gifts.get(k.id) ?? [], userId)) };
}
