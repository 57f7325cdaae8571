import { detectCardBrand, normalizeCardNumber } from '@store/shared/rules/card';

/** Most digits any card number has. */
const MAX_CARD_DIGITS = 19;

/**
 * A card number as typed, grouped as printed on the card: 4-6-5 on American Express, groups
 * of four otherwise. Anything but digits is dropped, and so are digits beyond the longest
 * number the brand issues.
 */
export function formatCardNumber(input: string): string {
  const brand = detectCardBrand(input.replace(/\D/g, ''));
  const digits = input.replace(/\D/g, '').slice(0, brand === 'amex' ? 15 : MAX_CARD_DIGITS);
  if (brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry date as typed, shown as MM/YY once the year begins. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and four-digit year of an MM/YY expiry, or null when it is not one. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** The digits of a security code, at most as many as any brand uses. */
export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** The last four digits, for telling the customer which card is being paid with. */
export function lastFour(cardNumber: string): string {
  return normalizeCardNumber(cardNumber).slice(-4);
}
