import { describe, expect, it } from 'vitest';
import { eventSubscriptions } from './event-subscriptions';

// Only the names are read here: no invoice is ever rendered.
const renderInvoice = () => Promise.reject(new Error('not rendered in this test'));
const namesOf = (loyalty?: boolean) =>
  eventSubscriptions({ renderInvoice, ...(loyalty === undefined ? {} : { loyalty }) }).map(
    (s) => s.name,
  );

describe('event subscriptions', () => {
  it("subscribe loyalty's handlers by default", () => {
    expect(namesOf()).toEqual(expect.arrayContaining(['loyalty.record-delivered-order']));
    expect(namesOf().filter((name) => name.startsWith('loyalty.'))).toHaveLength(4);
    expect(namesOf(true)).toEqual(namesOf());
  });

  it('leave out every loyalty handler and nothing else when loyalty is off', () => {
    const without = namesOf(false);
    expect(without.some((name) => name.startsWith('loyalty.'))).toBe(false);
    expect(without).toEqual(namesOf().filter((name) => !name.startsWith('loyalty.')));
    expect(without).toContain('fulfilment.send-receipt');
  });
});
