import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { displayPrice } from '../../../lib/money';

/** The entry a card advertises: the cheapest one in stock, else the first one listed. */
export function pickDisplayEntry(
  entries: readonly ProductPlatformEntry[],
): ProductPlatformEntry | undefined {
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
