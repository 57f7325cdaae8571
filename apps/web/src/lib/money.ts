import type { ProductPlatformEntry } from '@store/shared/schemas/products';

/** The price a customer pays for an entry and, when on sale, the price it replaces. */
export interface DisplayPrice {
  amount: number;
  original: number | null;
}

/** Sale price wins when set; the original is only kept when the sale actually lowers it. */
export function displayPrice(
  entry: Pick<ProductPlatformEntry, 'price' | 'salePrice'>,
): DisplayPrice {
  if (entry.salePrice === null) return { amount: entry.price, original: null };
  return {
    amount: entry.salePrice,
    original: entry.salePrice < entry.price ? entry.price : null,
  };
}

/** Whole-percent saving of a sale, 0 when there is none. */
export function discountPercent(price: DisplayPrice): number {
  if (price.original === null || price.original <= 0) return 0;
  return Math.round(((price.original - price.amount) / price.original) * 100);
}
