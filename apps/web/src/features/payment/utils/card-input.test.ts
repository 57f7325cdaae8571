import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, lastFour, parseExpiry } from './card-input';

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242 123', '4242 4242 4242 4242 123'],
    // Nineteen digits at most.
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
    // American Express is printed 4-6-5 and has 15 digits.
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059999', '3782 822463 10005'],
    ['37828', '3782 8'],
    ['5555555555554444', '5555 5555 5555 4444'],
  ])('groups %j as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12/305', '12/30'],
    ['ab0 9-2 9', '09/29'],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });
});

describe('parseExpiry', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['01/27', { month: 1, year: 2027 }],
    [' 09 / 29 ', { month: 9, year: 2029 }],
    ['00/30', null],
    ['13/30', null],
    ['1/30', null],
    ['12/2030', null],
    ['', null],
  ])('reads %j as %j', (typed, expiry) => {
    expect(parseExpiry(typed)).toEqual(expiry);
  });
});

describe('formatCvc and lastFour', () => {
  it('keeps up to four digits of a security code', () => {
    expect(formatCvc('1a2b3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });

  it('names a card by its last four digits', () => {
    expect(lastFour('4000 0027 6000 3184')).toBe('3184');
  });
});
