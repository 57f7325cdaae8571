import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import type { TestApp } from '../../test/build-test-app';
import { uniqueEmail } from '../../test/factories';
import {
  boughtOrder,
  buildPurchasesTestApp,
  gift,
  refund,
  reveal,
  rows,
} from '../../test/kits/purchases-test-kit';

// Reveals, gifts and refunds of one order at the same moment. Each locks the order row
// first, so whatever the interleaving: a refunded order has no key shown or sent, and a
// shown or sent key means no refund; a key is never both shown and sent.
let t: TestApp;
beforeAll(async () => {
  t = await buildPurchasesTestApp();
});
afterAll(async () => {
  await t.close();
});

type Attempt = 'reveal' | 'gift' | 'refund';

async function outcome(orderId: string) {
  const [order] = await rows<{ id: number; status: string }>(
    t,
    'select id, status from orders where public_id = $1',
    [orderId],
  );
  if (!order) throw new Error(`no order ${orderId}`);
  const keys = await rows<{
    id: number;
    public_id: string;
    revealed_at: Date | null;
    voided_at: Date | null;
  }>(t, 'select id, public_id, revealed_at, voided_at from order_keys where order_id = $1', [
    order.id,
  ]);
  const gifts = await rows<{ order_key_id: number }>(
    t,
    'select order_key_id from gifts where order_key_id = any($1)',
    [keys.map((k) => k.id)],
  );
  const [refunds] = await rows<{ n: number }>(
    t,
    'select count(*)::int as n from refunds where order_id = $1',
    [order.id],
  );
  return { status: order.status, keys, gifts, refunds: refunds?.n ?? 0 };
}

describe('50 reveals, gifts and refunds of one order at once', () => {
  // Four mixes, from refunds queued ahead of everything to refunds queued last, so the race
  // is won by a refund in some rounds and by a reveal or gift in others.
  const keysOnly = (i: number): Attempt => (i % 3 === 0 ? 'gift' : 'reveal');
  const plans: [string, (i: number) => Attempt][] = [
    ['refunds first', (i) => (i < 30 ? 'refund' : keysOnly(i))],
    ['one refund early', (i) => (i === 7 ? 'refund' : keysOnly(i))],
    ['interleaved', (i) => (i % 2 === 0 ? 'refund' : keysOnly(i))],
    ['refunds last', (i) => (i >= 40 ? 'refund' : keysOnly(i))],
  ];
  it.each(plans)('never both refund and reveal (%s)', async (_name, attemptAt) => {
    const buyer = await boughtOrder(t, { keys: 2, quantity: 2 });
    const [a, b] = buyer.summary.keys;
    if (!a || !b) throw new Error('two keys expected');
    const plan = Array.from({ length: 50 }, (_, i) => attemptAt(i));
    const email = uniqueEmail('friend');
    const responses = await Promise.all(
      plan.map((attempt, i) => {
        if (attempt === 'refund') return refund(buyer.client, buyer.orderId);
        // Gifts and reveals race for key a; reveals alone for key b.
        const keyId = attempt === 'gift' || i % 2 === 0 ? a.keyId : b.keyId;
        return attempt === 'gift'
          ? gift(buyer.client, { keyId, email, confirmEmail: email })
          : reveal(buyer.client, { keyId, invoiceId: buyer.invoiceId });
      }),
    );
    for (const res of responses) expect([200, 409], res.body).toContain(res.statusCode);
    const ok = (kind: Attempt) =>
      responses.filter((res, i) => plan[i] === kind && res.statusCode === 200).length;

    const after = await outcome(buyer.orderId);
    const revealed = after.keys.filter((k) => k.revealed_at !== null);
    if (after.status === 'refunded') {
      expect(ok('refund')).toBe(1);
      expect(after.refunds).toBe(1);
      expect(revealed).toEqual([]);
      expect(after.gifts).toEqual([]);
      expect(ok('reveal') + ok('gift')).toBe(0);
      expect(after.keys.every((k) => k.voided_at !== null)).toBe(true);
    } else {
      expect(after.status).toBe('delivered');
      expect(ok('refund')).toBe(0);
      expect(after.refunds).toBe(0);
      expect(revealed.length + after.gifts.length).toBeGreaterThan(0);
      const refusals = responses
        .filter((_, i) => plan[i] === 'refund')
        .map((res) => res.json<{ message: string }>().message);
      for (const message of refusals) {
        expect([PURCHASE_MESSAGES.refundRevealed, PURCHASE_MESSAGES.refundGifted]).toContain(
          message,
        );
      }
    }
    // Key a went one way only: shown or sent, never both, and sent at most once.
    const keyA = after.keys.find((k) => k.public_id === a.keyId);
    expect(after.gifts.length).toBe(ok('gift'));
    expect(after.gifts.length).toBeLessThanOrEqual(1);
    if (after.gifts.length === 1) {
      expect(after.gifts[0]?.order_key_id).toBe(keyA?.id);
      expect(keyA?.revealed_at).toBeNull();
    }
  });
});
