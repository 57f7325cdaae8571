/** Money rules: integer minor units, conversion by exchange rate, display with two decimals. */

/** Exchange rates are stored as integer millionths of the target currency per 1 EUR. */
export const RATE_SCALE = 1_000_000;

/** Converts an amount in EUR minor units to another currency's minor units, rounding half up. */
export function convertMinor(eurMinor: number, rateMicros: number): number {
  if (!Number.isInteger(eurMinor) || !Number.isInteger(rateMicros)) {
    throw new RangeError('Money amounts and rates must be integers');
  }
  return Number(
    (BigInt(eurMinor) * BigInt(rateMicros) + BigInt(RATE_SCALE / 2)) / BigInt(RATE_SCALE),
  );
}

/** Formats minor units as "€12.34"-style text: two decimals plus the currency symbol. */
export function formatMoney(minor: number, symbol: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${symbol}${whole}.${cents}`;
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
