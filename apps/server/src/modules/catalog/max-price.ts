import {
  currencyExponent,
  priceStep,
  RATE_SCALE,
  type PricingCurrency,
} from '@store/shared/rules/money';

/**
 * The highest EUR price (cents) whose conversion into the currency, as the list shows it
 * (convertMinor: half up to the currency's price step), is at most `maxMinor` of that
 * currency's own minor units. Comparing stored EUR prices with this bound gives exactly the
 * products whose shown price fits the filter.
 *
 * With N = rate × 10^exponent, D = 100 × SCALE × step and k = floor(M / step):
 * convertMinor(p) = step × floor((p × N + D/2) / D) ≤ M  ⇔  p × N < (k + 1) × D − D/2.
 */
export function maxEurMinorFor(maxMinor: number, currency: PricingCurrency): number {
  if (!Number.isInteger(maxMinor) || maxMinor < 0) {
    throw new RangeError('maxMinor must be a whole number of at least 0');
  }
  if (!Number.isInteger(currency.rateMicros) || currency.rateMicros <= 0) {
    throw new RangeError('rateMicros must be a positive whole number');
  }
  const step = BigInt(priceStep(currency.code));
  const scaledRate = BigInt(currency.rateMicros) * 10n ** BigInt(currencyExponent(currency.code));
  const denominator = 100n * BigInt(RATE_SCALE) * step;
  const steps = BigInt(maxMinor) / step;
  const limit = (steps + 1n) * denominator - denominator / 2n;
  // The largest p with p × N < limit.
  const largest = (limit - 1n) / scaledRate;
  // Prices are PostgreSQL integers; anything above fits every product anyway.
  return Number(largest > 2_147_483_647n ? 2_147_483_647n : largest);
}
