import { currencyExponent } from '@store/shared/rules/money';

// Stripe's own view of minor units (docs.stripe.com/currencies): most currencies have two
// decimals, a list of zero-decimal ones has none, and five dinars have three, whose last digit
// must be 0. Two special cases keep two decimals in the API although the currency has none:
// ISK and UGX are sent as whole units × 100 ("to charge 5 ISK, provide an amount of 500").
// HUF and TWD are charged with two decimals like any other; only their payouts are whole.

const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);
/** Three-decimal amounts must be a multiple of this many of Stripe's units. */
const THREE_DECIMAL_STEP = 10;

/** The number of decimals Stripe's `amount` has for a currency. */
export function stripeExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/**
 * Stripe's `amount` for an amount in the store's minor units (the ISO 4217 exponent):
 * ¥1967 stays 1967, 2481 kr becomes 248100, KD 6.070 stays 6070. Throws a RangeError for an
 * amount Stripe cannot charge exactly (a fraction of its unit, or a dinar amount whose last
 * digit is not 0), so a wrong price is never rounded silently into another charge; the
 * store's pricing steps (priceStep) keep every total clear of this.
 */
export function toStripeAmount(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError('A payment amount must be a whole number of minor units');
  }
  const shift = stripeExponent(currency) - currencyExponent(currency);
  const amount = shift >= 0 ? minor * 10 ** shift : minor / 10 ** -shift;
  const step = THREE_DECIMAL.has(currency.toUpperCase()) ? THREE_DECIMAL_STEP : 1;
  if (!Number.isSafeInteger(amount) || amount % step !== 0) {
    throw new RangeError(`${minor} minor units of ${currency} cannot be charged exactly by Stripe`);
  }
  return amount;
}

/**
 * The store's minor units for a Stripe `amount`: the exact inverse of toStripeAmount, or null
 * when the amount is no whole number of the store's minor units (such as 150 for ISK, which
 * Stripe itself refuses to charge), so that it is never rounded into a matching total.
 */
export function fromStripeAmount(amount: number, currency: string): number | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  const shift = stripeExponent(currency) - currencyExponent(currency);
  const minor = shift >= 0 ? amount / 10 ** shift : amount * 10 ** -shift;
  return Number.isSafeInteger(minor) ? minor : null;
}
