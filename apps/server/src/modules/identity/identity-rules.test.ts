import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import { putIntent } from '../../test/kits/checkout-test-kit';
import { drainOutbox } from '../../test/kits/fulfilment-test-kit';
import {
  deliverIdentityEvent,
  IDENTITY_ENV,
  identityEvent,
  identitySnapshot,
  startCheck,
} from '../../test/kits/identity-test-kit';
import { confirmCard, PAYMENTS_ENV } from '../../test/kits/payments-test-kit';
import type { TestClient } from '../../test/test-client';

// The rules as the store runs them: a paid order above 50 EUR (here), a card from another
// country than the account's, and 3 declines in a day ask for an identity check.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    ...PAYMENTS_ENV,
    ...IDENTITY_ENV,
    IDENTITY_CHECK_ORDER_EUR_MINOR: '5000',
  });
});
afterAll(async () => {
  await t.close();
});

const VISA = '4242424242424242';
const DECLINED = '4000000000000002';
const BRITISH = '4000008260000000';

/** The customer's checkout of `quantity` keys at `priceMinor` EUR cents, paid with `card`. */
async function pay(client: TestClient, card: string, priceMinor = 1000, quantity = 1) {
  const group = await stockedPlatformGroup(t, { priceMinor, keys: 3 });
  const res = await putIntent(client, {
    lines: [{ productId: group.productId, platformGroupId: group.platformGroupId, quantity }],
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  await confirmCard(t, CreatePaymentIntentReply.parse(res.json()), card);
  await drainOutbox(t);
}

const flagOf = async (userId: number) => (await identitySnapshot(t, userId)).user;

describe('the rules ask for an identity check', () => {
  it('after a paid order above the limit, and not at it', async () => {
    const calm = await signedInCustomer(t);
    await pay(calm.client, VISA, 2500, 2);
    expect(await flagOf(calm.userId)).toEqual({ flag: false, reason: null });

    const big = await signedInCustomer(t);
    await pay(big.client, VISA, 2501, 2);
    expect(await flagOf(big.userId)).toEqual({ flag: true, reason: 'order_total' });
  });

  it('after a payment with a card from another country than the account’s', async () => {
    const { client, userId } = await signedInCustomer(t, { country: 'CH' });
    await pay(client, BRITISH);
    expect(await flagOf(userId)).toEqual({ flag: true, reason: 'card_country' });

    const british = await signedInCustomer(t, { country: 'GB' });
    await pay(british.client, BRITISH);
    expect(await flagOf(british.userId)).toEqual({ flag: false, reason: null });
  });

  it('after the third declined payment within a day', async () => {
    const { client, userId } = await signedInCustomer(t);
    await pay(client, DECLINED);
    await pay(client, DECLINED);
    expect(await flagOf(userId)).toEqual({ flag: false, reason: null });
    await pay(client, DECLINED);
    expect(await flagOf(userId)).toEqual({ flag: true, reason: 'declines' });
  });

  it('counts only the declines of the last 24 hours', async () => {
    const { client, userId } = await signedInCustomer(t);
    await pay(client, DECLINED);
    await pay(client, DECLINED);
    await t.database.pool.query(
      `update orders set updated_at = now() - interval '25 hours' where user_id = $1`,
      [userId],
    );
    await pay(client, DECLINED);
    expect(await flagOf(userId)).toEqual({ flag: false, reason: null });
  });

  it('never lifts a check, and keeps the reason it was asked for', async () => {
    const { client, userId } = await signedInCustomer(t);
    // Checkout started before staff asked for a check; the payment arrives after.
    const group = await stockedPlatformGroup(t, { priceMinor: 2501, keys: 3 });
    const res = await putIntent(client, {
      lines: [{ productId: group.productId, platformGroupId: group.platformGroupId, quantity: 2 }],
    });
    await t.database.pool.query(
      `update users set identity_require_check = true, identity_check_reason = 'staff' where id = $1`,
      [userId],
    );
    await confirmCard(t, CreatePaymentIntentReply.parse(res.json()), VISA);
    await drainOutbox(t);
    expect(await flagOf(userId)).toEqual({ flag: true, reason: 'staff' });
  });

  it('does not ask a customer whose identity is verified again', async () => {
    const { client, userId } = await signedInCustomer(t, {
      identityRequireCheck: true,
      identityCheckReason: 'staff',
    });
    const verification = await startCheck(client);
    await deliverIdentityEvent(t, JSON.stringify(identityEvent(verification)));
    expect(await flagOf(userId)).toEqual({ flag: false, reason: 'staff' });
    await pay(client, VISA, 2501, 2);
    expect(await flagOf(userId)).toEqual({ flag: false, reason: 'staff' });
  });
});

describe('checkout while a check is asked for', () => {
  it('refuses to pay until the identity is verified', async () => {
    const { client } = await signedInCustomer(t, { country: 'CH' });
    await pay(client, BRITISH);
    const group = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 1 });
    const res = await putIntent(client, {
      lines: [{ productId: group.productId, platformGroupId: group.platformGroupId, quantity: 1 }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'IDENTITY_CHECK_REQUIRED' });
  });
});
