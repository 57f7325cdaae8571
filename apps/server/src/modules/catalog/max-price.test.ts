import { describe, expect, it } from 'vitest';
import { convertMinor } from '@store/shared/rules/money';
import { maxEurMinorFor } from './max-price';

describe('maxEurMinorFor', () => {
  it('is the bound itself in EUR', () => {
    expect(maxEurMinorFor(1999, { code: 'EUR', rateMicros: 1_000_000 })).toBe(1999);
    expect(maxEurMinorFor(0, { code: 'EUR', rateMicros: 1_000_000 })).toBe(0);
  });

  it.each([
    ['USD', 1_083_400],
    ['CHF', 857_300],
    ['USD', 162_450_000],
    ['GBP', 1_000_001],
    ['GBP', 999_999],
    ['USD', 11_500],
    ['JPY', 179_000_000],
    ['KRW', 1_700_000_000],
    ['ISK', 146_000_000],
    ['KWD', 357_000],
    ['BHD', 437_000],
    ['HUF', 385_000_000],
    ['TWD', 36_000_000],
  ])('keeps exactly the EUR prices whose shown price fits, in %s at rate %i', (code, rate) => {
    const currency = { code, rateMicros: rate };
    for (const maxMinor of [0, 1, 9, 10, 99, 100, 500, 1999, 2000, 6075, 12_345, 654_199]) {
      const bound = maxEurMinorFor(maxMinor, currency);
      if (bound >= 0) expect(convertMinor(bound, currency)).toBeLessThanOrEqual(maxMinor);
      expect(convertMinor(bound + 1, currency)).toBeGreaterThan(maxMinor);
    }
  });

  it('refuses amounts and rates it cannot use', () => {
    expect(() => maxEurMinorFor(-1, { code: 'EUR', rateMicros: 1_000_000 })).toThrow(RangeError);
    expect(() => maxEurMinorFor(1.5, { code: 'EUR', rateMicros: 1_000_000 })).toThrow(RangeError);
    expect(() => maxEurMinorFor(100, { code: 'EUR', rateMicros: 0 })).toThrow(RangeError);
  });
});
