import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { formatCountdown } from './countdown';
import { orderCurrencySymbol } from '../../../lib/currency-symbol';
import { intentProblem } from './intent-problem';
import { paymentReturnPath } from './return-path';

describe('intentProblem', () => {
  it.each([
    [new ApiRequestError(429, 'Too many failed requests', 'ERATELIMIT'), 'tooManyFailures'],
    [new ApiRequestError(409, 'Out of stock', 'OUT_OF_STOCK'), 'outOfStock'],
    [new ApiRequestError(404, 'Produkt nicht gefunden', 'PRODUCT_NOT_FOUND'), 'productNotFound'],
    [new ApiRequestError(403, 'Verify', 'EMAIL_NOT_VERIFIED'), 'emailNotVerified'],
    [new ApiRequestError(403, 'Complete', 'PROFILE_INCOMPLETE'), 'profileIncomplete'],
    [new ApiRequestError(409, 'Reused', 'IDEMPOTENCY_KEY_REUSED'), 'checkoutChanged'],
    [new ApiRequestError(409, 'Replaced', 'CHECKOUT_REPLACED'), 'checkoutReplaced'],
    [new ApiRequestError(500, 'Internal Server Error', 'INTERNAL'), 'failed'],
    [new ApiRequestError(400, 'Bad', 'EVALIDATION'), 'failed'],
    [new ApiRequestError(0, 'Network request failed', 'ENETWORK'), 'unexpected'],
    [new ApiRequestError(200, 'Unexpected response', 'EBADRESPONSE'), 'unexpected'],
    [new TypeError('boom'), 'unexpected'],
  ])('sorts %o as %s', (error, problem) => {
    expect(intentProblem(error)).toBe(problem);
  });
});

describe('formatCountdown', () => {
  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [61, '1:01'],
    [5, '0:05'],
    [3723, '1:02:03'],
    [0, null],
    [-3, null],
  ])('shows %i seconds as %j', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

describe('paymentReturnPath', () => {
  const origin = 'https://bigkeys.example';
  it('keeps the store return page with its query', () => {
    expect(paymentReturnPath('/cart/payment/complete?payment_intent=pi_1&x=2', origin)).toBe(
      '/cart/payment/complete?payment_intent=pi_1&x=2',
    );
    expect(paymentReturnPath(`${origin}/cart/payment/complete?a=1`, origin)).toBe(
      '/cart/payment/complete?a=1',
    );
  });

  it('refuses any other site or page', () => {
    expect(paymentReturnPath('https://evil.example/cart/payment/complete', origin)).toBeNull();
    expect(paymentReturnPath('//evil.example/cart/payment/complete', origin)).toBeNull();
    expect(paymentReturnPath('/dashboard', origin)).toBeNull();
  });
});

describe('orderCurrencySymbol', () => {
  it('uses the announced symbol for the announced currency, else the browser’s', () => {
    expect(orderCurrencySymbol('chf', { currency: 'CHF', currencySymbol: 'CHF ' })).toBe('CHF ');
    expect(orderCurrencySymbol('USD', { currency: 'EUR', currencySymbol: '€' })).toBe('$');
    expect(orderCurrencySymbol('XYZ1', { currency: 'EUR', currencySymbol: '€' })).toBe('XYZ1 ');
  });
});
