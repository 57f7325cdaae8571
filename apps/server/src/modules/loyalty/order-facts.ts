import { PRODUCT_TYPES } from '@store/shared/constants';
import type { LoyaltyOrderFact } from '@store/shared/rules/loyalty';
import { toEurMinor } from '@store/shared/rules/money';
import type { OrderSource } from './loyalty.repository';

const HOUR_MS = 3_600_000;
/** A purchase counts as made at launch up to this long after the release day begins. */
const LAUNCH_WINDOW_MS = 24 * HOUR_MS;

/** Months of a subscription card's edition from its slug ('1-month', '3-months'); 0 otherwise. */
function monthsOf(typeId: number, editionSlug: string | null): number {
  if (typeId !== PRODUCT_TYPES.subscriptionCard || editionSlug === null) return 0;
  const match = /^(\d+)-months?$/.exec(editionSlug);
  return match ? Number(match[1]) : 0;
}

/**
 * The loyalty facts of an order from its stored rows: its total in EUR at the rate it was
 * priced with, its items, storefronts, longest subscription and whether some product was
 * bought within 24 hours of its release (release dates are days, taken as 00:00 UTC).
 */
export function orderFactOf(orderId: string, source: OrderSource, now: Date): LoyaltyOrderFact {
  const paidAt = (source.paidAt ?? source.deliveredAt ?? now).getTime();
  return {
    orderId,
    amountEurMinor: toEurMinor(source.totalMinor, {
      code: source.currency,
      rateMicros: source.rateMicros,
    }),
    items: source.lines.reduce((total, line) => total + line.quantity, 0),
    platformIds: [...new Set(source.lines.map((line) => line.platformId))].sort((a, b) => a - b),
    subscriptionMonths: Math.max(0, ...source.lines.map((l) => monthsOf(l.typeId, l.editionSlug))),
    launchPurchase: source.lines.some((line) => {
      const releasedAt = Date.parse(`${line.releaseDate}T00:00:00Z`);
      return releasedAt <= paidAt && paidAt - releasedAt <= LAUNCH_WINDOW_MS;
    }),
    deliveredAt: (source.deliveredAt ?? now).toISOString(),
  };
}
