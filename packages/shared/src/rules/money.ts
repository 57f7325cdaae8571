/**
 * Money rules: integer minor units in each currency's own ISO 4217 exponent (¥1 is 1, €1 is
 * 100, KD 1 is 1000), conversion from the EUR catalogue by exchange rate, and display with the
 * currency's own number of decimals.
 */

/** Exchange rates are stored as integer millionths of the target currency per 1 EUR. */
export const RATE_SCALE = 1_000_000;

/** Catalogue prices are stored in EUR cents. */
const EUR_EXPONENT = 2;

/** The most decimals any currency the store prices in has (the dinars). */
export const MAX_CURRENCY_EXPONENT = 3;

/**
 * ISO 4217 minor-unit digits of the currencies that do not have two. ISK and UGX have had no
 * subunit in use for decades and ISO lists 0 for both.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/**
 * The step, in the currency's own minor units, that prices are rounded to so that every
 * payment provider can charge exactly the amount shown:
 * - three-decimal dinars: card networks behind Stripe take them only in whole hundredths (the
 *   last of the three digits must be 0), so a price of KD 6.065 could not be charged as shown;
 * - HUF and TWD: Stripe pays them out only in whole units and neither subunit circulates, so
 *   whole forints and dollars keep every charge and refund payable in full;
 * - MGA: ISO gives it two decimals but Stripe charges it in whole ariary only.
 * ISK and UGX need no step here: their exponent is already 0.
 */
const PRICE_STEPS: Readonly<Record<string, number>> = {
  BHD: 10,
  JOD: 10,
  KWD: 10,
  OMR: 10,
  TND: 10,
  HUF: 100,
  TWD: 100,
  MGA: 100,
};

/** A currency as prices are converted into it: its ISO code and its rate against EUR. */
export type PricingCurrency = { code: string; rateMicros: number };

const codeOf = (code: string) => code.trim().toUpperCase();

/** The number of decimals of a currency's minor unit (ISO 4217); 2 for any code not listed. */
export function currencyExponent(code: string): number {
  return EXPONENTS[codeOf(code)] ?? 2;
}

/** The step every price in the currency is a multiple of, in its minor units (1 for most). */
export function priceStep(code: string): number {
  return PRICE_STEPS[codeOf(code)] ?? 1;
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** n / d rounded half away from zero, for a positive d. */
function divideRounded(n: bigint, d: bigint): bigint {
  const half = d / 2n;
  return n < 0n ? -((-n + half) / d) : (n + half) / d;
}

function assertWhole(...values: number[]): void {
  if (!values.every(Number.isSafeInteger)) {
    throw new RangeError('Money amounts and rates must be integers');
  }
}

/**
 * Converts EUR cents into the currency's own minor units at its rate, rounded half up to the
 * currency's price step: €10.99 at 179 JPY is ¥1967, at 0.357 KWD it is KD 3.920 (3923 → 3920).
 */
export function convertMinor(eurMinor: number, currency: PricingCurrency): number {
  assertWhole(eurMinor, currency.rateMicros);
  const step = BigInt(priceStep(currency.code));
  const scaled =
    BigInt(eurMinor) * BigInt(currency.rateMicros) * pow10(currencyExponent(currency.code));
  const denominator = pow10(EUR_EXPONENT) * BigInt(RATE_SCALE) * step;
  return Number(divideRounded(scaled, denominator) * step);
}

/** The EUR cents an amount in the currency's minor units is worth at its rate, half up. */
export function toEurMinor(minor: number, currency: PricingCurrency): number {
  assertWhole(minor, currency.rateMicros);
  if (currency.rateMicros <= 0) throw new RangeError('An exchange rate must be positive');
  const scaled = BigInt(minor) * BigInt(RATE_SCALE) * pow10(EUR_EXPONENT);
  const denominator = BigInt(currency.rateMicros) * pow10(currencyExponent(currency.code));
  return Number(divideRounded(scaled, denominator));
}

/**
 * `percent` of an amount, rounded half up to the currency's price step, so that the amount
 * minus the share stays a price the customer can be charged as shown.
 */
export function percentOfMinor(minor: number, percent: number, code: string): number {
  assertWhole(minor, percent);
  const step = BigInt(priceStep(code));
  return Number(divideRounded(BigInt(minor) * BigInt(percent), 100n * step) * step);
}

/**
 * The most minor units of a currency with `exponent` decimals that are not above `milli`
 * thousandths of its major unit: 19 990 thousandths are ¥19, €19.99 or KD 19.990.
 */
export function minorWithinMilli(milli: number, exponent: number): number {
  assertWhole(milli, exponent);
  if (exponent < 0 || exponent > MAX_CURRENCY_EXPONENT) {
    throw new RangeError(`A currency has 0 to ${MAX_CURRENCY_EXPONENT} decimals`);
  }
  return Math.floor(milli / 10 ** (MAX_CURRENCY_EXPONENT - exponent));
}

/**
 * Formats minor units with the currency's number of decimals after the symbol: "€12.34",
 * "¥1967", "KD6.070"; a negative amount is "-€2.50".
 */
export function formatMoney(minor: number, symbol: string, exponent: number): string {
  assertWhole(minor, exponent);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${sign}${symbol}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

/** The symbol shown for a currency whose own symbol is unknown (spec section 4). */
export const FALLBACK_CURRENCY_SYMBOL = '€';

/**
 * The symbol for a currency code in any letter case, from a table keyed by upper-case code;
 * an unknown, empty or missing code gets € (spec section 4).
 */
export function currencySymbol(
  code: string | null | undefined,
  symbols: Readonly<Record<string, string>>,
): string {
  const key = code?.trim().toUpperCase();
  return (key && symbols[key]) || FALLBACK_CURRENCY_SYMBOL;
}
