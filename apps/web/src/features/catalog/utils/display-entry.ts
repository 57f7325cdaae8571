import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { displayPrice } from '../../../lib/money';

/**
 * The entry a card advertises: the cheapest one in stock, else the first one listed. With
 * `platformIds` (the catalogue filtered by platform) only entries of those platforms count,
 * when the product has any, so a list of Steam games shows each game's Steam price.
 */
export function pickDisplayEntry(
  all: readonly ProductPlatformEntry[],
  platformIds: readonly number[] = [],
): ProductPlatformEntry | undefined {
  const matching =
    platformIds.length > 0
      ? all.filter((entry) => platformIds.includes(Number(entry.platformId)))
      : [];
  const entries = matching.length > 0 ? matching : all;
  let best: ProductPlatformEntry | undefined;
  for (const entry of entries) {
    if (!entry.inStock) continue;
    if (!best || displayPrice(entry).amount < displayPrice(best).amount) best = entry;
  }
  return best ?? entries[0];
}

/** Whether entries differ in price, so a card should say "From". */
export function hasPriceChoices(entries: readonly ProductPlatformEntry[]): boolean {
  return new Set(entries.map((entry) => displayPrice(entry).amount)).size > 1;
}
