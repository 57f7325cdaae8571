import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralShareMinor } from '@store/shared/rules/referrals';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { ReferralEarningsReply } from '@store/shared/schemas/referrals';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import { putIntent } from '../../test/kits/checkout-test-kit';
import { confirmCard, PAYMENTS_ENV } from '../../test/kits/payments-test-kit';
import { readOrder, refund, rows } from '../../test/kits/purchases-test-kit';
import { getReferrals, newReferrer, referralProfile } from '../../test/kits/referrals-test-kit';
import { createTestClient } from '../../test/test-client';

// The programme through the whole store: a link's cookie, a checkout with the sandbox card,
// fulfilment and its invoice, the outbox, a refund, and the test clock.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ...PAYMENTS_ENV, TEST_CLOCK: 'true' });
});
afterAll(async () => {
  await t.close();
});

/** A customer who opened the referrer's link, then bought one key with the card 4242. */
async function friendBuysThroughLink(code: string) {
  const group = await stockedPlatformGroup(t, { priceMinor: 4999, keys: 2 });
  const friend = await signedInCustomer(t);
  await friend.client.request({ url: `/?ref=${code}` });
  // As the web does on load: an API call hands the page's guest token over to the session.
  await friend.client.request({ url: '/api/v1/auth/me' });
  const res = await putIntent(friend.client, {
    lines: [{ productId: group.productId, platformGroupId: group.platformGroupId, quantity: 1 }],
  });
  expect(res.statusCode).toBe(200);
  const intent = CreatePaymentIntentReply.parse(res.json());
  await confirmCard(t, intent, '4242424242424242');
  await t.app.outbox.drain();
  return { ...friend, orderId: intent.orderId };
}

describe('a friend brought by a link', () => {
  it('earns the referrer a pending share of the invoice’s net amount, available after the window', async () => {
    const referrer = await newReferrer(t);
    const friend = await friendBuysThroughLink(referrer.code);
    const [invoice] = await rows<{ net_minor: number }>(
      t,
      `select i.net_minor from invoices i join orders o on o.id = i.order_id
       where o.public_id = $1`,
      [friend.orderId],
    );
    const expected = referralShareMinor(invoice?.net_minor ?? 0, 500);
    expect(expected).toBeGreaterThan(0);
    const [before] = (await referralProfile(referrer.client)).balances;
    expect(before).toMatchObject({ currency: 'EUR', pending: expected, unpaid: 0 });
    const { earnings } = ReferralEarningsReply.parse(
      await getReferrals(referrer.client, '/me/earnings'),
    );
    expect(earnings[0]).toMatchObject({ amount: expected, status: 'pending' });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceDays: 8 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ matured: number }>().matured).toBeGreaterThanOrEqual(1);
    const [after] = (await referralProfile(referrer.client)).balances;
    expect(after).toMatchObject({ pending: 0, unpaid: expected, lifetime: expected });
  });

  it('cancels the earning when the friend takes a refund within the window', async () => {
    const referrer = await newReferrer(t);
    const friend = await friendBuysThroughLink(referrer.code);
    expect((await readOrder(friend.client, friend.orderId)).status).toBe('delivered');
    expect((await refund(friend.client, friend.orderId)).statusCode).toBe(200);
    await t.app.outbox.drain();
    const [balance] = (await referralProfile(referrer.client)).balances;
    expect(balance).toMatchObject({ pending: 0, unpaid: 0, lifetime: 0 });
    const { earnings } = ReferralEarningsReply.parse(
      await getReferrals(referrer.client, '/me/earnings'),
    );
    expect(earnings[0]?.status).toBe('cancelled');
  });
});

describe('the test clock', () => {
  it('does not exist in a store started without it', async () => {
    const plain = await buildTestApp();
    try {
      const res = await createTestClient(plain.app).request({
        method: 'POST',
        url: '/dev/clock',
        payload: { advanceDays: 8 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('only moves forward', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceDays: -1 },
    });
    expect(res.statusCode).toBe(400);
  });
});
