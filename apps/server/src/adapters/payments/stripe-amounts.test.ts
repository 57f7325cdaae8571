import { describe, expect, it } from 'vitest';
import { convertMinor, priceStep } from '@store/shared/rules/money';
import { CURRENCY_ROWS } from '../../db/seed/lookups-data';
import { fromStripeAmount, stripeExponent, toStripeAmount } from './stripe-amounts';

describe('Stripe amounts', () => {
  it.each([
    // store minor units, currency, Stripe amount
    [1999, 'EUR', 1999],
    [1967, 'JPY', 1967],
    [18_683, 'KRW', 18_683],
    [2481, 'ISK', 248_100], // two decimals that are always 00
    [37, 'UGX', 3700],
    [6050, 'KWD', 6050],
    [4800, 'BHD', 4800],
    [654_100, 'HUF', 654_100],
    [61_200, 'TWD', 61_200],
    [150_000, 'MGA', 1500], // two ISO decimals, none at Stripe
    [0, 'EUR', 0],
  ])('%i minor units of %s are %i for Stripe, and back', (minor, currency, amount) => {
    expect(toStripeAmount(minor, currency)).toBe(amount);
    expect(fromStripeAmount(amount, currency)).toBe(minor);
    expect(fromStripeAmount(amount, currency.toLowerCase())).toBe(minor);
  });

  it.each([
    [6055, 'KWD'], // Stripe needs the last of three decimals to be 0
    [4801, 'BHD'],
    [150_050, 'MGA'], // half an ariary
    [19.5, 'EUR'],
    [-100, 'EUR'],
  ])('refuses to send %d of %s, which Stripe cannot charge exactly', (minor, currency) => {
    expect(() => toStripeAmount(minor, currency)).toThrow(RangeError);
  });

  it.each([
    [150, 'ISK'], // 1.50 kr is no whole number of krónur
    [3750, 'UGX'],
    [-1, 'EUR'],
    [1.5, 'JPY'],
  ])('reads no store amount from %d of %s', (amount, currency) => {
    expect(fromStripeAmount(amount, currency)).toBeNull();
  });

  it.each([
    ['JPY', 0],
    ['ISK', 2],
    ['KWD', 3],
    ['HUF', 2],
    ['eur', 2],
  ])('%s has %i decimals at Stripe', (currency, exponent) => {
    expect(stripeExponent(currency)).toBe(exponent);
  });

  it.each(CURRENCY_ROWS.map((row) => [row.code, row.rateMicros] as const))(
    'every price the store shows in %s can be charged by Stripe exactly',
    (code, rateMicros) => {
      for (const eurMinor of [1, 99, 1099, 1699, 5999, 123_456]) {
        const minor = convertMinor(eurMinor, { code, rateMicros });
        expect(minor % priceStep(code)).toBe(0);
        expect(fromStripeAmount(toStripeAmount(minor, code), code)).toBe(minor);
      }
    },
  );
});
