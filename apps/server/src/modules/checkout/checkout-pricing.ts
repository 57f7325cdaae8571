import { cartTotals } from '@store/shared/rules/cart';
import { LOYALTY_DISCOUNT_PERCENT, type LoyaltyLevel } from '@store/shared/rules/loyalty';
import { convertMinor, percentOfMinor, type PricingCurrency } from '@store/shared/rules/money';

// The levels and their discounts are the shared loyalty rules, so the cart page and the
// server compute the same numbers.
export type { LoyaltyLevel };

/** A checkout line with its platform group's stored prices (EUR minor units). */
export type LineToPrice = {
  productId: number;
  platformGroupId: number;
  quantity: number;
  priceMinor: number;
  salePriceMinor: number | null;
};

/** A line priced in the order's currency. */
export type PricedLine = {
  productId: number;
  platformGroupId: number;
  quantity: number;
  unitPriceMinor: number;
  salePriceMinor: number | null;
};

export type CheckoutTotals = {
  subtotalMinor: number;
  discountMinor: number;
  loyaltyDiscountMinor: number;
  totalMinor: number;
};

/**
 * The loyalty discount on an amount in `currency`, rounded half up to the currency's price
 * step, so the total after it is still an amount the customer can be charged as shown.
 */
export function loyaltyDiscountMinor(
  amountMinor: number,
  level: LoyaltyLevel,
  currency: string,
): number {
  return percentOfMinor(amountMinor, LOYALTY_DISCOUNT_PERCENT[level], currency);
}

/**
 * Prices lines from the stored EUR prices in `currency`, unit by unit as the catalogue shows
 * them (its own minor units and price step), then totals them with the cart rule (sale
 * discount) and takes the loyalty discount off what remains. Whatever price a client sent
 * never gets here.
 */
export function priceCheckout(
  lines: readonly LineToPrice[],
  currency: PricingCurrency,
  level: LoyaltyLevel,
): { lines: PricedLine[]; totals: CheckoutTotals } {
  const priced = lines.map((line) => ({
    productId: line.productId,
    platformGroupId: line.platformGroupId,
    quantity: line.quantity,
    unitPriceMinor: convertMinor(line.priceMinor, currency),
    salePriceMinor:
      line.salePriceMinor === null ? null : convertMinor(line.salePriceMinor, currency),
  }));
  const cart = cartTotals(
    priced.map((l) => ({
      quantity: l.quantity,
      price: l.unitPriceMinor,
      salePrice: l.salePriceMinor,
    })),
  );
  const loyalty = loyaltyDiscountMinor(cart.total, level, currency.code);
  return {
    lines: priced,
    totals: {
      subtotalMinor: cart.subtotal,
      discountMinor: cart.discount,
      loyaltyDiscountMinor: loyalty,
      totalMinor: cart.total - loyalty,
    },
  };
}
