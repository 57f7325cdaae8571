import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  currencySymbol,
  FALLBACK_CURRENCY_SYMBOL,
  formatMoney,
  RATE_SCALE,
} from './money';

describe('convertMinor', () => {
  it.each([
    [1999, RATE_SCALE, 1999],
    [1000, 1_083_500, 1084], // 10.835 rounds half up
    [1000, 1_083_400, 1083],
    [0, 1_500_000, 0],
    [5999, 1_450_123_000, 8_699_288], // 59.99 EUR at 1450.123 KRW
  ])('%i minor at rate %i gives %i', (amount, rate, expected) => {
    expect(convertMinor(amount, rate)).toBe(expected);
  });

  it('refuses fractional money', () => {
    expect(() => convertMinor(10.5, RATE_SCALE)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [1999, '€', '€19.99'],
    [5, '$', '$0.05'],
    [100, 'CHF ', 'CHF 1.00'],
    [0, '€', '€0.00'],
    [-250, '€', '-€2.50'],
  ])('%i with %s is %s', (minor, symbol, text) => {
    expect(formatMoney(minor, symbol)).toBe(text);
  });
});

describe('currencySymbol', () => {
  const symbols = { EUR: '€', USD: '$', CHF: 'CHF', EMPTY: '' };
  it.each([
    ['USD', '$'],
    ['usd', '$'],
    [' chf ', 'CHF'],
    ['EUR', '€'],
    ['XYZ', '€'],
    ['', '€'],
    [null, '€'],
    [undefined, '€'],
    ['EMPTY', '€'],
  ])('%j shows as %s', (code, symbol) => {
    expect(currencySymbol(code, symbols)).toBe(symbol);
  });

  it('uses the fallback for every code of an empty table', () => {
    expect(currencySymbol('GBP', {})).toBe(FALLBACK_CURRENCY_SYMBOL);
  });
});
