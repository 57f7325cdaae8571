import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { describe, expect, it } from 'vitest';
import { cardFormErrors, toCardDetails, type CardFormValues } from './card-form';

const NOW = new Date('2026-11-24T12:00:00Z');
const VALID: CardFormValues = {
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  holder: 'Ada Lovelace',
};

describe('cardFormErrors', () => {
  it('finds nothing wrong with a complete, valid card', () => {
    expect(cardFormErrors(VALID, NOW)).toEqual({});
    expect(cardFormErrors({ ...VALID, number: '3782 822463 10005', cvc: '1234' }, NOW)).toEqual({});
    // Valid through the last day of its month.
    expect(cardFormErrors({ ...VALID, expiry: '11/26' }, NOW)).toEqual({});
  });

  it.each<[string, Partial<CardFormValues>, keyof CardFormValues, string]>([
    [
      'a number failing Luhn',
      { number: '4242 4242 4242 4241' },
      'number',
      PAYMENT_MESSAGES.cardNumberInvalid,
    ],
    ['a short number', { number: '4242 4242' }, 'number', PAYMENT_MESSAGES.cardNumberInvalid],
    ['an empty number', { number: '' }, 'number', PAYMENT_MESSAGES.cardNumberInvalid],
    ['a past month', { expiry: '10/26' }, 'expiry', PAYMENT_MESSAGES.cardExpired],
    ['a past year', { expiry: '12/25' }, 'expiry', PAYMENT_MESSAGES.cardExpired],
    ['an incomplete expiry', { expiry: '12/' }, 'expiry', PAYMENT_MESSAGES.cardExpired],
    ['month 13', { expiry: '13/30' }, 'expiry', PAYMENT_MESSAGES.cardExpired],
    ['a short security code', { cvc: '12' }, 'cvc', PAYMENT_MESSAGES.cvcInvalid],
    ['four digits on Visa', { cvc: '1234' }, 'cvc', PAYMENT_MESSAGES.cvcInvalid],
    [
      'three digits on American Express',
      { number: '3782 822463 10005', cvc: '123' },
      'cvc',
      PAYMENT_MESSAGES.cvcInvalid,
    ],
    ['a missing name', { holder: '' }, 'holder', PAYMENT_MESSAGES.holderRequired],
    ['a blank name', { holder: '   ' }, 'holder', PAYMENT_MESSAGES.holderRequired],
  ])('refuses %s', (_case, change, field, message) => {
    expect(cardFormErrors({ ...VALID, ...change }, NOW)).toEqual({ [field]: message });
  });
});

describe('toCardDetails', () => {
  it('sends the digits, the month and full year, and the trimmed name', () => {
    expect(toCardDetails({ ...VALID, holder: '  Ada Lovelace ' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holder: 'Ada Lovelace',
    });
  });
});
