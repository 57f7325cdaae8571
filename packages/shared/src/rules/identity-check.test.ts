import { describe, expect, it } from 'vitest';
import {
  declineCheckReason,
  DEFAULT_IDENTITY_CHECK_LIMITS,
  paidOrderCheckReasons,
  type PaidOrderSignals,
} from './identity-check';

const calm: PaidOrderSignals = { totalEurMinor: 2_599, cardCountry: null, accountCountry: 'CH' };
const limit = DEFAULT_IDENTITY_CHECK_LIMITS.orderEurMinor;

describe('paidOrderCheckReasons', () => {
  it.each([
    ['a small order with a card of no known country', calm, []],
    ['an order at the limit', { ...calm, totalEurMinor: limit }, []],
    ['an order one cent above the limit', { ...calm, totalEurMinor: limit + 1 }, ['order_total']],
    ['a card of the account’s country', { ...calm, cardCountry: 'CH' }, []],
    ['the same country in other letter cases', { ...calm, cardCountry: 'ch' }, []],
    ['a card from another country', { ...calm, cardCountry: 'GB' }, ['card_country']],
    ['an account without a country', { ...calm, cardCountry: 'GB', accountCountry: null }, []],
    [
      'both at once, the amount first',
      { ...calm, totalEurMinor: limit + 1, cardCountry: 'BR' },
      ['order_total', 'card_country'],
    ],
  ] as const)('%s', (_name, signals, reasons) => {
    expect(paidOrderCheckReasons(signals)).toEqual(reasons);
  });

  it('reads the limit it is given', () => {
    const limits = { ...DEFAULT_IDENTITY_CHECK_LIMITS, orderEurMinor: 1_000 };
    expect(paidOrderCheckReasons({ ...calm, totalEurMinor: 1_001 }, limits)).toEqual([
      'order_total',
    ]);
    expect(paidOrderCheckReasons({ ...calm, totalEurMinor: 1_000 }, limits)).toEqual([]);
  });
});

describe('declineCheckReason', () => {
  it.each([
    [0, null],
    [1, null],
    [2, null],
    [3, 'declines'],
    [7, 'declines'],
  ] as const)('%i declines in the window → %s', (declines, reason) => {
    expect(declineCheckReason(declines)).toBe(reason);
  });

  it('reads the count it is given', () => {
    const limits = { ...DEFAULT_IDENTITY_CHECK_LIMITS, declines: 5 };
    expect(declineCheckReason(4, limits)).toBeNull();
    expect(declineCheckReason(5, limits)).toBe('declines');
  });
});
