import { count, gte, sql } from 'drizzle-orm';
import type { OrderStatus } from '@store/shared/rules/order-state';
import { refunds } from '../../db/schema/fulfilment';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';

// By position: the day's expression carries the zone as a parameter, and PostgreSQL does not
// take two parameters as the same expression.
const currencyAndDay = [sql`1`, sql`2`] as const;

/** Money of one currency on one day (YYYY-MM-DD in the given zone), minor units. */
export type DailyAmount = { currency: string; day: string; amountMinor: number; orders: number };

/**
 * Totals of the orders paid since `from`, per currency and day of payment in `timeZone`.
 * Every order that was paid counts, whatever happened to it after: refunds are their own
 * money movement (dailyRefunds), on the day they were made.
 */
export async function dailyPaidTotals(
  db: Db,
  from: Date,
  timeZone: string,
): Promise<DailyAmount[]> {
  const day = sql<string>`to_char(${orders.paidAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({
      currency: orders.currency,
      day,
      amountMinor: sql<number>`sum(${orders.totalMinor})::bigint`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(gte(orders.paidAt, from))
    .groupBy(...currencyAndDay);
}

/** Refunds made since `from`, per currency and day in `timeZone`. */
export async function dailyRefunds(db: Db, from: Date, timeZone: string): Promise<DailyAmount[]> {
  const day = sql<string>`to_char(${refunds.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({
      currency: refunds.currency,
      day,
      amountMinor: sql<number>`sum(${refunds.amountMinor})::bigint`.mapWith(Number),
      orders: count(),
    })
    .from(refunds)
    .where(gte(refunds.createdAt, from))
    .groupBy(...currencyAndDay);
}

/** How many orders are in each status (statuses without orders are left out). */
export async function countOrdersByStatus(
  db: Db,
): Promise<{ status: OrderStatus; orders: number }[]> {
  return db.select({ status: orders.status, orders: count() }).from(orders).groupBy(orders.status);
}
