import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canTransitionOrder,
  holdsReservedKeys,
  isFinalOrderStatus,
  isOrderStatus,
  type OrderStatus,
} from './order-state';

// Every pair the lifecycle allows; any pair not listed must be refused.
const ALLOWED: readonly [OrderStatus, OrderStatus][] = [
  ['pending', 'paid'],
  ['pending', 'under_review'],
  ['pending', 'expired'],
  ['pending', 'failed'],
  ['pending', 'cancelled'],
  ['paid', 'delivered'],
  ['paid', 'under_review'],
  ['paid', 'refunded'],
  ['under_review', 'paid'],
  ['under_review', 'failed'],
  ['under_review', 'refunded'],
  ['delivered', 'refunded'],
];

describe('order transitions', () => {
  const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
  const everyPair = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to]));

  it.each(everyPair)('%s → %s', (from, to) => {
    const expected = allowed.has(`${from}>${to}`);
    expect(canTransitionOrder(from, to)).toBe(expected);
  });

  it.each([
    ['pending', false],
    ['paid', false],
    ['under_review', false],
    ['delivered', false],
    ['expired', true],
    ['failed', true],
    ['refunded', true],
    ['cancelled', true],
  ] as const)('%s is final: %s', (status, final) => {
    expect(isFinalOrderStatus(status)).toBe(final);
  });

  it('never cancels an order once paid (that is a refund)', () => {
    for (const from of ['paid', 'under_review', 'delivered'] as const) {
      expect(canTransitionOrder(from, 'cancelled')).toBe(false);
    }
  });

  it.each([
    ['pending', true],
    ['paid', true],
    ['under_review', true],
    ['delivered', false],
    ['expired', false],
    ['failed', false],
    ['refunded', false],
    ['cancelled', false],
  ] as const)('%s holds reserved keys: %s', (status, holds) => {
    expect(holdsReservedKeys(status)).toBe(holds);
  });

  it.each([
    ['pending', true],
    ['under_review', true],
    ['PENDING', false],
    ['shipped', false],
    ['', false],
    [null, false],
    [3, false],
  ])('recognises %j as a status: %s', (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});
