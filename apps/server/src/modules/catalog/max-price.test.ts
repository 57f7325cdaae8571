import { describe, expect, it } from 'vitest';
import { convertMinor } from '@store/shared/rules/money';
import { maxEurMinorFor } from './max-price';

describe('maxEurMinorFor', () => {
  it('is the bound itself in EUR', () => {
    expect(maxEurMinorFor(1999, 1_000_000)).toBe(1999);
    expect(maxEurMinorFor(0, 1_000_000)).toBe(0);
  });

  it.each([1_083_400, 857_300, 162_450_000, 1_000_001, 999_999, 11_500])(
    'keeps exactly the EUR prices whose shown price fits, at rate %i',
    (rate) => {
      for (const maxMinor of [0, 1, 99, 500, 1999, 2000, 12_345]) {
        const bound = maxEurMinorFor(maxMinor, rate);
        if (bound >= 0) expect(convertMinor(bound, rate)).toBeLessThanOrEqual(maxMinor);
        expect(convertMinor(bound + 1, rate)).toBeGreaterThan(maxMinor);
      }
    },
  );

  it('refuses amounts and rates it cannot use', () => {
    expect(() => maxEurMinorFor(-1, 1_000_000)).toThrow(RangeError);
    expect(() => maxEurMinorFor(1.5, 1_000_000)).toThrow(RangeError);
    expect(() => maxEurMinorFor(100, 0)).toThrow(RangeError);
  });
});
