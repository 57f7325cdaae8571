import { z } from 'zod';
import { ORDER_STATUSES } from '../rules/order-state';

/** Days of the dashboard's sales chart, today included. */
export const DASHBOARD_SERIES_DAYS = 30;

/** Money taken in one currency over a period: paid orders less refunds, in minor units. */
export const CurrencySales = z.object({
  currency: z.string(),
  /** Sum of the totals of orders paid in the period, minor units. */
  grossMinor: z.number().int(),
  /** Sum of the refunds made in the period, minor units. */
  refundedMinor: z.number().int(),
  /** gross − refunded; negative on a day with more refunds than sales. */
  netMinor: z.number().int(),
  /** Orders paid in the period. */
  orders: z.number().int(),
});
export type CurrencySales = z.infer<typeof CurrencySales>;

/** One day of the chart: its date (YYYY-MM-DD in the store's time zone) and net sales. */
export const SalesDay = z.object({ date: z.string(), netMinor: z.number().int() });
export type SalesDay = z.infer<typeof SalesDay>;

export const SalesSeries = z.object({ currency: z.string(), days: z.array(SalesDay) });
export type SalesSeries = z.infer<typeof SalesSeries>;

/** A platform entry whose available keys are at or below its alert threshold. */
export const LowStockEntry = z.object({
  productPlatformId: z.string(),
  productName: z.string(),
  platform: z.string(),
  available: z.number().int(),
  threshold: z.number().int(),
});
export type LowStockEntry = z.infer<typeof LowStockEntry>;

/** GET /api/v1/admin/dashboard: the store at a glance, for every staff role. */
export const DashboardReply = z.object({
  generatedAt: z.string(),
  /** The zone days and months are counted in (IANA name). */
  timeZone: z.string(),
  today: z.array(CurrencySales),
  month: z.array(CurrencySales),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Orders held by the fraud rules, waiting for a decision. */
  reviewQueue: z.number().int(),
  /** Support tickets waiting for a person (status open). */
  openTickets: z.number().int(),
  lowStock: z.array(LowStockEntry),
  /** The last DASHBOARD_SERIES_DAYS days, oldest first, one series per currency sold in. */
  series: z.array(SalesSeries),
});
export type DashboardReply = z.infer<typeof DashboardReply>;
