import { describe, expect, it } from 'vitest';
import { discountPercent, displayPrice, formatPrice } from './money';

describe('formatPrice', () => {
  it.each([
    [0, 'EUR', '€', '€0.00'],
    [5, 'EUR', '€', '€0.05'],
    [999, 'EUR', '€', '€9.99'],
    [5999, 'EUR', '€', '€59.99'],
    [123456, 'USD', '$', '$1234.56'],
    [-250, 'EUR', '€', '-€2.50'],
    [4500, 'CHF', 'CHF ', 'CHF 45.00'],
    [1967, 'JPY', '¥', '¥1967'],
    [18683, 'KRW', '₩', '₩18683'],
    [2481, 'ISK', 'kr', 'kr2481'],
    [6050, 'KWD', 'KD', 'KD6.050'],
    [4800, 'bhd', 'BD', 'BD4.800'],
  ])('formats %i minor units of %s with %j as %j', (minor, code, symbol, expected) => {
    expect(formatPrice(minor, { code, symbol })).toBe(expected);
  });
});

describe('displayPrice', () => {
  it.each([
    [
      { price: 5999, salePrice: null },
      { amount: 5999, original: null },
    ],
    [
      { price: 5999, salePrice: 3999 },
      { amount: 3999, original: 5999 },
    ],
    // A "sale" that does not lower the price shows no struck-through original.
    [
      { price: 5999, salePrice: 5999 },
      { amount: 5999, original: null },
    ],
    [
      { price: 5999, salePrice: 6999 },
      { amount: 6999, original: null },
    ],
  ])('of %j is %j', (entry, expected) => {
    expect(displayPrice(entry)).toEqual(expected);
  });
});

describe('discountPercent', () => {
  it.each([
    [{ amount: 3999, original: 5999 }, 33],
    [{ amount: 2500, original: 5000 }, 50],
    [{ amount: 5999, original: null }, 0],
    [{ amount: 0, original: 0 }, 0],
  ])('of %j is %i', (price, expected) => {
    expect(discountPercent(price)).toBe(expected);
  });
});
