import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMinor } from '@store/shared/rules/money';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sha256 } from '../../lib/sha256';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import { createTestClient } from '../../test/test-client';
import { TEST_KEY_SECRET } from '../../test/test-constants';
import {
  checkoutRowCounts,
  keyStatuses,
  newKey,
  ordersOf,
  putIntent,
  rateOf,
} from '../../test/kits/checkout-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const line = (g: { productId: number; platformGroupId: number }, quantity: number) => ({
  productId: g.productId,
  platformGroupId: g.platformGroupId,
  quantity,
});

describe('create payment intent', () => {
  it('prices from the catalogue in the session currency, reserves keys and opens a pending order', async () => {
    const onSale = await stockedPlatformGroup(t, {
      priceMinor: 5999,
      salePriceMinor: 4999,
      keys: 5,
    });
    const full = await stockedPlatformGroup(t, { priceMinor: 1500, keys: 3 });
    const { client, userId } = await signedInCustomer(t);
    client.setCookie('currency', 'CHF');
    const before = Date.now();
    const res = await putIntent(client, {
      lines: [
        // Prices, totals and statuses from the client are ignored.
        { ...line(onSale, 2), price: 1, salePrice: 0, total: 0 },
        { ...line(full, 1), price: 1 },
      ],
      total: 2,
      status: 'paid',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-currency']).toBe('CHF');
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = CreatePaymentIntentReply.parse(res.json());

    const rate = await rateOf(t, 'CHF');
    expect(rate).not.toBe(1_000_000);
    const price = convertMinor(5999, { code: 'CHF', rateMicros: rate });
    const sale = convertMinor(4999, { code: 'CHF', rateMicros: rate });
    const other = convertMinor(1500, { code: 'CHF', rateMicros: rate });
    expect(reply).toMatchObject({
      currency: 'CHF',
      subtotal: price * 2 + other,
      discount: (price - sale) * 2,
      loyaltyDiscount: 0,
      total: sale * 2 + other,
    });
    expect(reply.paymentId).toMatch(/^pay_/);
    expect(reply.clientSecret.startsWith(`${reply.paymentId}_secret_`)).toBe(true);
    expect(reply.paymentSession).toMatch(/^ps_/);

    const [order, ...more] = await ordersOf(t, userId);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      public_id: reply.orderId,
      status: 'pending',
      currency: 'CHF',
      subtotal_minor: reply.subtotal,
      discount_minor: reply.discount,
      loyalty_discount_minor: 0,
      total_minor: reply.total,
    });
    if (!order) return;
    expect(order.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(order.expires_at.getTime() - order.created_at.getTime()).toBe(10 * 60_000);
    expect(new Date(reply.expiresAt).getTime()).toBe(order.expires_at.getTime());

    expect(await keyStatuses(t, onSale.platformGroupId)).toEqual({
      available: 3,
      reserved: 2,
      sold: 0,
    });
    expect(await keyStatuses(t, full.platformGroupId)).toEqual({
      available: 2,
      reserved: 1,
      sold: 0,
    });
    const { rows: reserved } = await t.database.pool.query<{ reserved_until: Date }>(
      `select k.reserved_until from key_allocations ka
       join product_keys k on k.id = ka.product_key_id
       join order_lines ol on ol.id = ka.order_line_id where ol.order_id = $1`,
      [order.id],
    );
    expect(reserved).toHaveLength(3);
    for (const r of reserved) expect(r.reserved_until.getTime()).toBe(order.expires_at.getTime());

    const { rows: lines } = await t.database.pool.query(
      `select platform_group_id, quantity, unit_price_minor, sale_price_minor
       from order_lines where order_id = $1 order by platform_group_id`,
      [order.id],
    );
    expect(lines).toEqual([
      {
        platform_group_id: onSale.platformGroupId,
        quantity: 2,
        unit_price_minor: price,
        sale_price_minor: sale,
      },
      {
        platform_group_id: full.platformGroupId,
        quantity: 1,
        unit_price_minor: other,
        sale_price_minor: null,
      },
    ]);

    // The secrets are kept only as hashes, and the event is written with the order.
    const { rows: intents } = await t.database.pool.query<{
      client_secret_hash: string;
      payment_session_hash: string;
      provider_intent_id: string;
      stored: string;
    }>(
      `select client_secret_hash, payment_session_hash, provider_intent_id, reply::text as stored
       from payment_intents where order_id = $1`,
      [order.id],
    );
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      client_secret_hash: sha256(reply.clientSecret),
      payment_session_hash: sha256(reply.paymentSession),
      provider_intent_id: reply.paymentId,
    });
    expect(intents[0]?.stored).not.toContain(reply.clientSecret);
    expect(intents[0]?.stored).not.toContain(reply.paymentSession);
    const { rows: events } = await t.database.pool.query<{ payload: { orderId: string } }>(
      `select payload from outbox where topic = 'order.created' and payload->>'orderId' = $1`,
      [reply.orderId],
    );
    expect(events).toHaveLength(1);
  });

  it('answers a repeat with the same key and lines with the same reply and no second order', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 2000, keys: 4 });
    const { client, userId } = await signedInCustomer(t);
    const key = newKey();
    const first = await putIntent(client, { lines: [line(group, 2)] }, key);
    expect(first.statusCode).toBe(200);
    const again = await putIntent(client, { lines: [{ ...line(group, 2), price: 1 }] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(t, userId)).toHaveLength(1);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ reserved: 2 });

    // Another checkout (a new key) is another order, which replaces the unpaid first one.
    const other = await putIntent(client, { lines: [line(group, 1)] });
    expect(other.statusCode).toBe(200);
    expect(other.json()).not.toMatchObject({ orderId: first.json<{ orderId: string }>().orderId });
    expect((await ordersOf(t, userId)).map((o) => o.status)).toEqual(['cancelled', 'pending']);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ reserved: 1 });
  });

  it('treats the same lines in another order as the same request', async () => {
    const a = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 2 });
    const b = await stockedPlatformGroup(t, { priceMinor: 3000, keys: 2 });
    const { client, userId } = await signedInCustomer(t);
    const key = newKey();
    const first = await putIntent(client, { lines: [line(a, 1), line(b, 1)] }, key);
    const again = await putIntent(client, { lines: [line(b, 1), line(a, 1)] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(t, userId)).toHaveLength(1);
  });

  it('refuses the same key with other lines or another currency, changing nothing', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 2500, keys: 5 });
    const { client } = await signedInCustomer(t);
    const key = newKey();
    expect((await putIntent(client, { lines: [line(group, 1)] }, key)).statusCode).toBe(200);
    const counts = await checkoutRowCounts(t);

    const otherLines = await putIntent(client, { lines: [line(group, 2)] }, key);
    expect(otherLines.statusCode).toBe(409);
    expect(otherLines.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    client.setCookie('currency', 'USD');
    const otherCurrency = await putIntent(client, { lines: [line(group, 1)] }, key);
    expect(otherCurrency.statusCode).toBe(409);
    expect(await checkoutRowCounts(t)).toEqual(counts);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ reserved: 1 });
  });

  it('keeps keys apart per customer: another customer may use the same idempotency key', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 700, keys: 2 });
    const key = newKey();
    const one = await signedInCustomer(t);
    const two = await signedInCustomer(t);
    const a = await putIntent(one.client, { lines: [line(group, 1)] }, key);
    const b = await putIntent(two.client, { lines: [line(group, 1)] }, key);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<{ orderId: string }>().orderId).not.toBe(b.json<{ orderId: string }>().orderId);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({
      available: 0,
      reserved: 2,
    });
  });

  it('answers Out of stock and changes nothing when a line cannot be served', async () => {
    const plenty = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 3 });
    const scarce = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 1 });
    const { client, userId } = await signedInCustomer(t);
    const counts = await checkoutRowCounts(t);
    const key = newKey();
    const res = await putIntent(client, { lines: [line(plenty, 2), line(scarce, 2)] }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Out of stock', code: 'OUT_OF_STOCK' });
    expect(await checkoutRowCounts(t)).toEqual(counts);
    expect(await keyStatuses(t, plenty.platformGroupId)).toMatchObject({ available: 3 });
    expect(await keyStatuses(t, scarce.platformGroupId)).toMatchObject({ available: 1 });
    expect(await ordersOf(t, userId)).toEqual([]);

    // Nothing was kept under the key, so the customer can retry it with what is in stock.
    const retry = await putIntent(client, { lines: [line(plenty, 2), line(scarce, 1)] }, key);
    expect(retry.statusCode).toBe(200);
  });

  it.each([
    ['an unverified e-mail', { emailVerified: false }, 'EMAIL_NOT_VERIFIED'],
    ['a missing address', { address: null }, 'PROFILE_INCOMPLETE'],
    ["a last name of 'Unknown'", { lastName: 'Unknown' }, 'PROFILE_INCOMPLETE'],
    ['an identity check to pass', { identityRequireCheck: true }, 'IDENTITY_CHECK_REQUIRED'],
    [
      'a placeholder e-mail',
      { email: `x.${Date.now()}@no-email.bigkeys.invalid` },
      'PROFILE_INCOMPLETE',
    ],
  ])('refuses a customer with %s', async (_label, overrides, code) => {
    const group = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 1 });
    const { client } = await signedInCustomer(t, overrides);
    const counts = await checkoutRowCounts(t);
    const res = await putIntent(client, { lines: [line(group, 1)] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code });
    expect(await checkoutRowCounts(t)).toEqual(counts);
  });

  it('answers a guest with 401', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 1 });
    const res = await putIntent(createTestClient(t.app), { lines: [line(group, 1)] });
    expect(res.statusCode).toBe(401);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ available: 1 });
  });

  it("answers 429 'Too many failed requests' after repeated failures, for that customer only", async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 1 });
    const { client } = await signedInCustomer(t);
    const failures = [
      { lines: [line(group, 3)] }, // out of stock
      { lines: [{ ...line(group, 1), productId: 2_000_000_000 }] }, // unknown product
      { lines: [{ ...line(group, 0) }] }, // bad quantity
      { lines: [] }, // empty
    ];
    for (let i = 0; i < 10; i++) {
      const res = await putIntent(client, failures[i % failures.length]);
      expect(res.statusCode).not.toBe(429);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    const blocked = await putIntent(client, { lines: [line(group, 1)] });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: 'Too many failed requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ available: 1 });

    const other = await signedInCustomer(t);
    expect((await putIntent(other.client, { lines: [line(group, 1)] })).statusCode).toBe(200);
  });

  it('does not count successful checkouts and repeats as failures', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 1 });
    const { client } = await signedInCustomer(t);
    const key = newKey();
    for (let i = 0; i < 12; i++) {
      expect((await putIntent(client, { lines: [line(group, 1)] }, key)).statusCode).toBe(200);
    }
  });
});

describe('create payment intent in the API document', () => {
  it('documents the call with its idempotency header', async () => {
    const res = await t.app.inject('/api/docs/json');
    const doc = res.json<{
      paths: Record<string, { put?: { parameters?: { name: string; in: string }[] } }>;
    }>();
    const put = doc.paths['/api/v1/payment/create-payment-intent']?.put;
    expect(put?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'cko-idempotency-key', in: 'header' }),
      ]),
    );
  });
});

describe('create payment intent when the payment provider fails', () => {
  it('leaves no order, reservation or record behind', async () => {
    const { database, dataDir, drop } = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      KEYS_ENCRYPTION_KEY: TEST_KEY_SECRET.toString('base64'),
    });
    const app = await buildApp({
      config,
      database,
      payments: {
        openIntent: async () => {
          throw new Error('provider unavailable');
        },
        refund: async () => {
          throw new Error('provider unavailable');
        },
      },
    });
    const failing: TestApp = { app, database, config, close: async () => app.close() };
    try {
      const group = await stockedPlatformGroup(failing, { priceMinor: 1000, keys: 2 });
      const { client } = await signedInCustomer(failing);
      const counts = await checkoutRowCounts(failing);
      const res = await putIntent(client, { lines: [line(group, 1)] });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      expect(await checkoutRowCounts(failing)).toEqual(counts);
      expect(await keyStatuses(failing, group.platformGroupId)).toMatchObject({ available: 2 });
    } finally {
      await app.close();
      await drop();
    }
  });
});
