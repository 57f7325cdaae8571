import { describe, expect, it } from 'vitest';
import { RATE_SCALE } from '@store/shared/rules/money';
import { loyaltyDiscountMinor, priceCheckout, type LoyaltyLevel } from './checkout-pricing';

const EURO = { code: 'EUR', rateMicros: RATE_SCALE };

const line = (quantity: number, priceMinor: number, salePriceMinor: number | null = null) => ({
  productId: 1,
  platformGroupId: 10,
  quantity,
  priceMinor,
  salePriceMinor,
});

describe('loyalty discount', () => {
  it.each([
    [10_000, 1, 0],
    [10_000, 2, 300],
    [10_000, 3, 500],
    [10_000, 4, 700],
    [10_000, 5, 1000],
    [999, 2, 30], // 29.97 rounds up
    [1050, 3, 53], // 52.5 rounds half up
    [1049, 3, 52],
    [0, 5, 0],
  ] as const)('%i at level %i takes off %i', (amount, level, expected) => {
    expect(loyaltyDiscountMinor(amount, level, 'EUR')).toBe(expected);
  });

  it.each([
    [1967, 2, 'JPY', 59], // ¥59.01
    [6070, 2, 'KWD', 180], // KD 0.1821 → 0.180, a total of KD 5.890
    [6070, 5, 'KWD', 610], // KD 0.607 → 0.610
    [654_100, 3, 'HUF', 32_700], // Ft 327.05 → Ft 327.00
  ] as const)(
    '%i at level %i in %s takes off %i, a step the provider can charge',
    (amount, level, code, expected) => {
      expect(loyaltyDiscountMinor(amount, level, code)).toBe(expected);
    },
  );
});

describe('checkout pricing', () => {
  it('converts each unit price, then applies the sale discount per unit', () => {
    // 1.5 per EUR: 1999 → 2998.5 → 2999 (half up); 1499 → 2248.5 → 2249.
    const { lines, totals } = priceCheckout(
      [line(3, 1999, 1499)],
      { code: 'USD', rateMicros: 1_500_000 },
      1,
    );
    expect(lines[0]).toMatchObject({ unitPriceMinor: 2999, salePriceMinor: 2249 });
    expect(totals).toEqual({
      subtotalMinor: 8997,
      discountMinor: 2250,
      loyaltyDiscountMinor: 0,
      totalMinor: 6747,
    });
  });

  it('gives no discount (and no surcharge) for a sale price above the price', () => {
    const { totals } = priceCheckout([line(2, 1000, 1200)], EURO, 1);
    expect(totals).toMatchObject({ subtotalMinor: 2000, discountMinor: 0, totalMinor: 2000 });
  });

  it.each([1, 2, 3, 4, 5] as LoyaltyLevel[])(
    'takes the level %i discount off what remains after sales',
    (level) => {
      const { totals } = priceCheckout([line(2, 2000, 1500), line(1, 4000)], EURO, level);
      const afterSales = 3000 + 4000;
      const loyalty = loyaltyDiscountMinor(afterSales, level, 'EUR');
      expect(totals).toEqual({
        subtotalMinor: 8000,
        discountMinor: 1000,
        loyaltyDiscountMinor: loyalty,
        totalMinor: afterSales - loyalty,
      });
      expect(totals.totalMinor).toBe(
        totals.subtotalMinor - totals.discountMinor - totals.loyaltyDiscountMinor,
      );
    },
  );

  it.each([
    // EUR cents, currency, units per EUR, unit price in the currency
    [1099, 'JPY', 179, 1967],
    [1099, 'KRW', 1700, 18_683],
    [1699, 'ISK', 146, 2481],
    [1699, 'KWD', 0.357, 6070],
    [1099, 'BHD', 0.437, 4800],
  ] as const)(
    'prices %i EUR cents in %s in its own minor units, totals included',
    (eurMinor, code, perEur, unit) => {
      const currency = { code, rateMicros: Math.round(perEur * RATE_SCALE) };
      const { lines, totals } = priceCheckout([line(2, eurMinor)], currency, 4);
      expect(lines[0]?.unitPriceMinor).toBe(unit);
      const loyalty = loyaltyDiscountMinor(unit * 2, 4, code);
      expect(totals).toEqual({
        subtotalMinor: unit * 2,
        discountMinor: 0,
        loyaltyDiscountMinor: loyalty,
        totalMinor: unit * 2 - loyalty,
      });
    },
  );
});
