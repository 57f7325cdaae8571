import { RATE_SCALE } from '@store/shared/rules/money';

/**
 * The highest EUR price (minor units) whose conversion into a currency, as the list shows it
 * (convertMinor: half up), is at most `maxMinor` of that currency. Comparing stored EUR
 * prices with this bound gives exactly the products whose shown price fits the filter.
 *
 * convertMinor(p) = floor((p × rate + SCALE/2) / SCALE) ≤ M  ⇔  p × rate < (M + 1) × SCALE − SCALE/2.
 */
export function maxEurMinorFor(maxMinor: number, rateMicros: number): number {
  if (!Number.isInteger(maxMinor) || maxMinor < 0) {
    throw new RangeError('maxMinor must be a whole number of at least 0');
  }
  if (!Number.isInteger(rateMicros) || rateMicros <= 0) {
    throw new RangeError('rateMicros must be a positive whole number');
  }
  const limit = BigInt(maxMinor + 1) * BigInt(RATE_SCALE) - BigInt(RATE_SCALE / 2);
  const rate = BigInt(rateMicros);
  // The largest p with p × rate < limit.
  const largest = (limit - 1n) / rate;
  // Prices are PostgreSQL integers; anything above fits every product anyway.
  return Number(largest > 2_147_483_647n ? 2_147_483_647n : largest);
}
