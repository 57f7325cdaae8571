/**
 * Card number rules shared by the card form (brand icon, inline errors) and the payment
 * provider's sandbox (which refuses what the form would refuse), so both judge a card alike.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The digits of a card number as typed: spaces and dashes between groups are dropped. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * The card's brand from its leading digits, so the icon can show while the number is still
 * being typed: Visa 4…, Mastercard 51–55 and 2221–2720, American Express 34 and 37.
 */
export function detectCardBrand(input: string): CardBrand {
  const digits = normalizeCardNumber(input);
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return 'unknown';
}

/** The lengths a complete number of each brand has; unknown brands take any usual length. */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

/** True when the digits pass the Luhn checksum every card number carries. */
export function passesLuhn(input: string): boolean {
  const digits = normalizeCardNumber(input);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** True for a complete, well-formed number: digits only, a length its brand uses, Luhn-valid. */
export function isValidCardNumber(input: string): boolean {
  const digits = normalizeCardNumber(input);
  if (!/^\d+$/.test(digits)) return false;
  return LENGTHS[detectCardBrand(digits)].includes(digits.length) && passesLuhn(digits);
}

/** How many digits the brand's security code has: four on American Express, else three. */
export function cvcLengthOf(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/**
 * True when a card expiring at the end of `month` of `year` can no longer pay at `now`.
 * A card is valid through the last day of its expiry month (in UTC).
 */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  const firstInvalidMonth = Date.UTC(year, month, 1);
  return now.getTime() >= firstInvalidMonth;
}
