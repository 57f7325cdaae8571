import { currencyExponent, formatMoney } from '@store/shared/rules/money';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';

/** A currency as prices show it: its ISO code, which fixes the decimals, and its symbol. */
export interface PriceCurrency {
  code: string;
  symbol: string;
}

/**
 * Minor units of `currency` as the store shows money, with the currency's own decimals:
 * "€12.34", "¥1967", "KD6.070". Every price on the web goes through here.
 */
export function formatPrice(minor: number, currency: PriceCurrency): string {
  return formatMoney(minor, currency.symbol, currencyExponent(currency.code));
}

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
