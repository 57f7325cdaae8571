import { describe, expect, it } from 'vitest';
import {
  cvcLengthOf,
  detectCardBrand,
  isCardExpired,
  isValidCardNumber,
  normalizeCardNumber,
  passesLuhn,
  type CardBrand,
} from './card';

describe('card brand', () => {
  it.each<[string, CardBrand]>([
    ['4242 4242 4242 4242', 'visa'],
    ['4000 0027 6000 3184', 'visa'],
    ['4', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['222', 'unknown'],
    ['3782 822463 10005', 'amex'],
    ['371449635398431', 'amex'],
    ['3530111333300000', 'unknown'],
    ['6011111111111117', 'unknown'],
    ['5', 'unknown'],
    ['56', 'unknown'],
    ['', 'unknown'],
    ['4242x', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('card number', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['4000002760003184', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['6011111111111117', true],
    ['4242424242424241', false],
    ['0000000000000001', false],
    ['abcd', false],
    ['', false],
  ])('Luhn %s → %s', (number, expected) => {
    expect(passesLuhn(number)).toBe(expected);
  });

  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    // Luhn-valid, but a Visa number is 13, 16 or 19 digits long.
    ['42424242424242', false],
    // Luhn-valid, but American Express numbers have 15 digits.
    ['3782822463100050', false],
    ['378282246310005', true],
    ['0', false],
    ['4242 4242 4242 424a', false],
  ])('complete number %s → %s', (number, expected) => {
    expect(isValidCardNumber(number)).toBe(expected);
  });

  it('drops the spaces and dashes people type between groups', () => {
    expect(normalizeCardNumber(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });

  it.each<[CardBrand, number]>([
    ['amex', 4],
    ['visa', 3],
    ['mastercard', 3],
    ['unknown', 3],
  ])('a %s security code has %i digits', (brand, length) => {
    expect(cvcLengthOf(brand)).toBe(length);
  });
});

describe('card expiry', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it.each([
    [5, 2026, false],
    [6, 2026, false],
    [12, 2030, false],
    [4, 2026, true],
    [12, 2025, true],
  ])('%i/%i expired on 15 May 2026 → %s', (month, year, expected) => {
    expect(isCardExpired(month, year, now)).toBe(expected);
  });

  it('holds through the last moment of the expiry month', () => {
    expect(isCardExpired(5, 2026, new Date('2026-05-31T23:59:59.999Z'))).toBe(false);
    expect(isCardExpired(5, 2026, new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });
});
