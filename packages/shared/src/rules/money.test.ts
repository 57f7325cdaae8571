import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  currencyExponent,
  currencySymbol,
  FALLBACK_CURRENCY_SYMBOL,
  formatMoney,
  minorWithinMilli,
  percentOfMinor,
  priceStep,
  RATE_SCALE,
  toEurMinor,
} from './money';

const rate = (perEur: number) => Math.round(perEur * RATE_SCALE);

describe('currencyExponent and priceStep', () => {
  it.each([
    ['EUR', 2, 1],
    ['usd', 2, 1],
    ['JPY', 0, 1],
    ['KRW', 0, 1],
    ['ISK', 0, 1],
    ['CLP', 0, 1],
    ['VND', 0, 1],
    ['UGX', 0, 1],
    ['KWD', 3, 10],
    ['BHD', 3, 10],
    ['OMR', 3, 10],
    ['JOD', 3, 10],
    ['TND', 3, 10],
    ['HUF', 2, 100],
    ['TWD', 2, 100],
    ['MGA', 2, 100],
    [' kwd ', 3, 10],
    ['XYZ', 2, 1],
  ])('%j has %i decimals and prices in steps of %i', (code, exponent, step) => {
    expect(currencyExponent(code)).toBe(exponent);
    expect(priceStep(code)).toBe(step);
  });
});

describe('convertMinor', () => {
  it.each([
    // EUR cents, currency, units per EUR, result in the currency's own minor units
    [1999, 'EUR', 1, 1999],
    [1000, 'USD', 1.0835, 1084], // 10.835 rounds half up
    [1000, 'USD', 1.0834, 1083],
    [0, 'CHF', 1.5, 0],
    [1099, 'JPY', 179, 1967], // ¥1967.21
    [1099, 'JPY', 179.0455, 1968], // ¥1967.71
    [5999, 'KRW', 1450.123, 86_993], // ₩86 992.88
    [1699, 'ISK', 146, 2481], // 2480.54 kr
    [1699, 'KWD', 0.357, 6070], // KD 6.065 43 → 6.070
    [1099, 'KWD', 0.357, 3920], // KD 3.923 43 → 3.920
    [1099, 'BHD', 0.437, 4800], // BD 4.802 63 → 4.800
    [1099, 'BHD', 0.4375, 4810], // BD 4.808 13 → 4.810
    [1699, 'HUF', 385, 654_100], // Ft 6541.15 → 6541.00
    [1050, 'TWD', 36, 37_800], // NT$378.00 exactly
    [1699, 'TWD', 36, 61_200], // NT$611.64 → 612.00
  ])('%i EUR cents in %s at %d is %i', (eurMinor, code, perEur, expected) => {
    const minor = convertMinor(eurMinor, { code, rateMicros: rate(perEur) });
    expect(minor).toBe(expected);
    expect(minor % priceStep(code)).toBe(0);
  });

  it('keeps the exact half-up rounding of the old two-decimal rule for two-decimal currencies', () => {
    expect(convertMinor(1000, { code: 'USD', rateMicros: 1_083_500 })).toBe(1084);
    expect(convertMinor(5999, { code: 'CAD', rateMicros: 1_450_123_000 })).toBe(8_699_288);
  });

  it.each([
    [10.5, RATE_SCALE],
    [1000, 1.5],
    [Number.NaN, RATE_SCALE],
  ])('refuses fractional money or rates (%d at %d)', (amount, rateMicros) => {
    expect(() => convertMinor(amount, { code: 'EUR', rateMicros })).toThrow(RangeError);
  });
});

describe('toEurMinor', () => {
  it.each([
    [1999, 'EUR', 1, 1999],
    [1967, 'JPY', 179, 1099], // €10.9888 → 10.99
    [6070, 'KWD', 0.357, 1700], // €17.0028
    [2481, 'ISK', 146, 1699], // €16.9932
    [654_100, 'HUF', 385, 1699], // €16.9896
    [0, 'KRW', 1700, 0],
  ])('%i minor units of %s at %d are %i EUR cents', (minor, code, perEur, expected) => {
    expect(toEurMinor(minor, { code, rateMicros: rate(perEur) })).toBe(expected);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => toEurMinor(100, { code: 'USD', rateMicros: 0 })).toThrow(RangeError);
  });
});

describe('percentOfMinor', () => {
  it.each([
    [5999, 3, 'EUR', 180], // 179.97
    [5999, 10, 'EUR', 600],
    [1050, 5, 'EUR', 53], // 52.5 rounds up
    [1967, 3, 'JPY', 59], // ¥59.01
    [6070, 3, 'KWD', 180], // KD 0.1821 → 0.180
    [6070, 7, 'KWD', 420], // KD 0.4249 → 0.420
    [654_100, 5, 'HUF', 32_700], // Ft 327.05 → 327.00
    [1234, 0, 'EUR', 0],
  ])('%i × %i %% in %s is %i', (minor, percent, code, expected) => {
    const share = percentOfMinor(minor, percent, code);
    expect(share).toBe(expected);
    expect((minor - share) % priceStep(code)).toBe(0);
  });
});

describe('minorWithinMilli', () => {
  it.each([
    [19_990, 2, 1999],
    [19_999, 2, 1999],
    [19_990, 0, 19],
    [20_000, 0, 20],
    [6_075, 3, 6075],
    [0, 2, 0],
  ])('%i thousandths with %i decimals are %i minor units', (milli, exponent, expected) => {
    expect(minorWithinMilli(milli, exponent)).toBe(expected);
  });

  it('refuses an exponent no currency has', () => {
    expect(() => minorWithinMilli(1000, 4)).toThrow(RangeError);
    expect(() => minorWithinMilli(1000, -1)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [1999, '€', 2, '€19.99'],
    [5, '$', 2, '$0.05'],
    [100, 'CHF ', 2, 'CHF 1.00'],
    [0, '€', 2, '€0.00'],
    [-250, '€', 2, '-€2.50'],
    [1967, '¥', 0, '¥1967'],
    [0, '¥', 0, '¥0'],
    [86_993, '₩', 0, '₩86993'],
    [6070, 'KD', 3, 'KD6.070'],
    [5, 'BD', 3, 'BD0.005'],
    [-420, 'KD', 3, '-KD0.420'],
    [654_100, 'Ft', 2, 'Ft6541.00'],
  ])('%i with %s and %i decimals is %s', (minor, symbol, exponent, text) => {
    expect(formatMoney(minor, symbol, exponent)).toBe(text);
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
