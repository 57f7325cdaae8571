import {
  DASHBOARD_SERIES_DAYS,
  type CurrencySales,
  type DashboardReply,
  type LowStockEntry,
} from '@store/shared/schemas/admin-dashboard';
import { ORDER_STATUSES, type OrderStatus } from '@store/shared/rules/order-state';
import type { Db } from '../../db/types';
import { listLowStockEntries } from '../key-stock/key-stock.repository';
import { countOpenTickets } from '../support/support.repository';
import {
  countOrdersByStatus,
  dailyPaidTotals,
  dailyRefunds,
  type DailyAmount,
} from './dashboard.repository';

/** What the dashboard reads: the database and the clock. */
export type DashboardContext = { db: Db; now: () => Date };

/** Days and months are counted in UTC: the store has no time zone of its own. */
export const STORE_TIME_ZONE = 'UTC';
const DAY_MS = 86_400_000;
const LOW_STOCK_SHOWN = 20;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Sums the days from `fromDay` (YYYY-MM-DD, included) per currency. */
function salesSince(
  paid: DailyAmount[],
  refunded: DailyAmount[],
  fromDay: string,
): CurrencySales[] {
  const byCurrency = new Map<string, CurrencySales>();
  const entry = (currency: string) => {
    let sales = byCurrency.get(currency);
    if (!sales) {
      sales = { currency, grossMinor: 0, refundedMinor: 0, netMinor: 0, orders: 0 };
      byCurrency.set(currency, sales);
    }
    return sales;
  };
  for (const row of paid) {
    if (row.day < fromDay) continue;
    const sales = entry(row.currency);
    sales.grossMinor += row.amountMinor;
    sales.orders += row.orders;
  }
  for (const row of refunded) {
    if (row.day < fromDay) continue;
    entry(row.currency).refundedMinor += row.amountMinor;
  }
  return [...byCurrency.values()]
    .map((sales) => ({ ...sales, netMinor: sales.grossMinor - sales.refundedMinor }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** One series per currency with money on any of `days`; a day without any is 0. */
function dailySeries(paid: DailyAmount[], refunded: DailyAmount[], days: string[]) {
  const net = new Map<string, Map<string, number>>();
  const add = (row: DailyAmount, sign: 1 | -1) => {
    const perDay = net.get(row.currency) ?? new Map<string, number>();
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + sign * row.amountMinor);
    net.set(row.currency, perDay);
  };
  const first = days[0] ?? '';
  for (const row of paid) if (row.day >= first) add(row, 1);
  for (const row of refunded) if (row.day >= first) add(row, -1);
  return [...net.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, perDay]) => ({
      currency,
      days: days.map((date) => ({ date, netMinor: perDay.get(date) ?? 0 })),
    }));
}

/**
 * The store at a glance in five queries: sales today and this month per currency (money
 * taken on paid orders less refunds made, minor units), a daily series for the chart,
 * orders per status (the review queue among them), the entries low on keys and the support
 * tickets waiting for a person.
 */
export async function getDashboard(ctx: DashboardContext): Promise<DashboardReply> {
  const now = ctx.now();
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const seriesStart = todayStart - (DASHBOARD_SERIES_DAYS - 1) * DAY_MS;
  const from = new Date(Math.min(monthStart, seriesStart));

  const [paid, refunded, statuses, low, openTickets] = await Promise.all([
    dailyPaidTotals(ctx.db, from, STORE_TIME_ZONE),
    dailyRefunds(ctx.db, from, STORE_TIME_ZONE),
    countOrdersByStatus(ctx.db),
    listLowStockEntries(ctx.db, LOW_STOCK_SHOWN),
    countOpenTickets(ctx.db),
  ]);

  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of statuses) ordersByStatus[row.status] = row.orders;
  const days = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) =>
    isoDay(new Date(seriesStart + i * DAY_MS)),
  );
  const lowStock: LowStockEntry[] = low.map((entry) => ({
    productPlatformId: String(entry.entryId),
    productName: entry.edition ? `${entry.title} (${entry.edition})` : entry.title,
    platform: entry.platform,
    available: entry.available,
    threshold: entry.threshold ?? 0,
  }));

  return {
    generatedAt: now.toISOString(),
    timeZone: STORE_TIME_ZONE,
    today: salesSince(paid, refunded, isoDay(new Date(todayStart))),
    month: salesSince(paid, refunded, isoDay(new Date(monthStart))),
    ordersByStatus,
    reviewQueue: ordersByStatus.under_review,
    openTickets,
    lowStock,
    series: dailySeries(paid, refunded, days),
  };
}
