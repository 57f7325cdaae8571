/** Catalogue prices are EUR minor units: two decimals. */
export const CATALOGUE_EXPONENT = 2;

/**
 * A price typed in major units ("12.5", "12,50", "0.99") as whole minor units, computed
 * from the digits (never through a float, so 19.99 is exactly 1999); null for anything that
 * is not a non-negative amount with at most `exponent` decimals.
 */
export function majorToMinor(text: string, exponent = CATALOGUE_EXPONENT): number | null {
  const match = /^(\d{1,8})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** Minor units as the major amount an input shows: 1999 → "19.99", 5 → "0.05". */
export function minorToMajor(minor: number, exponent = CATALOGUE_EXPONENT): string {
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  if (exponent === 0) return digits;
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
