import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { ProductList } from '@store/shared/schemas/products';
import { createPaymentsFromConfig } from '../adapters/payments/select-payments';
import { createStripeClient } from '../adapters/payments/stripe-payments';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { putIntent } from '../test/kits/checkout-test-kit';
import { confirmCard, orderSnapshot, PAYMENTS_ENV } from '../test/kits/payments-test-kit';
import { buildTestApp, createTestDatabase, type TestApp } from '../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../test/factories';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';
import { TEST_KEY_SECRET } from '../test/test-constants';

// Security item 2, wrong amounts: every currency used to be priced in hundredths, so a
// €10.99 game cost ¥196,721 and a €16.99 one KD 0.605, and Stripe charged those numbers.
// Each currency is now priced in its own ISO 4217 minor unit, rounded to a step every
// payment provider can charge, and the Stripe adapter converts to and from Stripe's units.
//
// The expectations are written out by hand from the seeded exchange rates, not computed
// with the store's own money rules, so a wrong rule cannot agree with itself.
type Case = {
  code: string;
  /** The seeded rate, units per EUR, that the figures below were worked out with. */
  perEur: number;
  /** The catalogue price, EUR cents. */
  eurMinor: number;
  /** The price the list shows, in the currency's own minor units. */
  unitMinor: number;
  /** Stripe's `amount` for two of them. */
  stripeAmount: number;
};

const CASES: Case[] = [
  // €10.99 → €10.99; two are €21.98.
  { code: 'EUR', perEur: 1, eurMinor: 1099, unitMinor: 1099, stripeAmount: 2198 },
  // €10.99 × 179 = ¥1967.21 → ¥1967 (JPY has no decimals, nor has Stripe's yen).
  { code: 'JPY', perEur: 179, eurMinor: 1099, unitMinor: 1967, stripeAmount: 3934 },
  // €10.99 × 1700 = ₩18 683.
  { code: 'KRW', perEur: 1700, eurMinor: 1099, unitMinor: 18_683, stripeAmount: 37_366 },
  // €16.99 × 146 = 2480.54 kr → 2481 kr; Stripe wants ISK as hundredths ending in 00.
  { code: 'ISK', perEur: 146, eurMinor: 1699, unitMinor: 2481, stripeAmount: 496_200 },
  // €16.99 × 0.356 = KD 6.04844 → KD 6.050: three decimals, the last one 0 for Stripe.
  { code: 'KWD', perEur: 0.356, eurMinor: 1699, unitMinor: 6050, stripeAmount: 12_100 },
  // €10.99 × 0.437 = BD 4.80263 → BD 4.800.
  { code: 'BHD', perEur: 0.437, eurMinor: 1099, unitMinor: 4800, stripeAmount: 9600 },
];

const QUANTITY = 2;

/** The seeded rate of a currency, checked against the one the case was worked out with. */
async function expectSeededRate(t: TestApp, { code, perEur }: Case): Promise<void> {
  const { rows } = await t.database.pool.query<{ rate: string }>(
    'select rate_micros as rate from currencies where code = $1',
    [code],
  );
  expect(Number(rows[0]?.rate), `seeded rate of ${code}`).toBe(Math.round(perEur * 1_000_000));
}

/**
 * A fresh product at the case's EUR price, its price as the catalogue list shows it in the
 * case's currency, and a customer who has opened checkout for two of it in that currency.
 */
async function listAndCheckout(t: TestApp, c: Case) {
  await expectSeededRate(t, c);
  const group = await stockedPlatformGroup(t, { priceMinor: c.eurMinor, keys: 3 });
  const { client } = await signedInCustomer(t);
  client.setCookie('currency', c.code);

  const { rows } = await t.database.pool.query<{ title: string }>(
    'select title from products where id = $1',
    [group.productId],
  );
  const search = encodeURIComponent(rows[0]?.title ?? '');
  const listed = await client.request({ url: `/api/v1/product/products?search=${search}` });
  expect(listed.statusCode, listed.body).toBe(200);
  const list = ProductList.parse(listed.json());
  expect(list.currency).toBe(c.code);
  const product = list.products.find((p) => p._id === String(group.productId));
  expect(product, 'the new product is listed').toBeDefined();

  const res = await putIntent(client, {
    lines: [
      { productId: group.productId, platformGroupId: group.platformGroupId, quantity: QUANTITY },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  const intent = CreatePaymentIntentReply.parse(res.json());
  return { listPrice: product?.platforms[0]?.price, intent };
}

/** The order's stored total and currency. */
async function storedOrder(t: TestApp, publicId: string) {
  const { rows } = await t.database.pool.query<{ total_minor: number; currency: string }>(
    'select total_minor, currency from orders where public_id = $1',
    [publicId],
  );
  return rows[0];
}

describe('currency amounts through the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(PAYMENTS_ENV);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(CASES)(
    '$code: list price, order total and the amount the sandbox takes agree',
    async (c) => {
      const { listPrice, intent } = await listAndCheckout(t, c);
      expect(listPrice).toBe(c.unitMinor);
      expect(intent).toMatchObject({ currency: c.code, total: c.unitMinor * QUANTITY });
      expect(await storedOrder(t, intent.orderId)).toEqual({
        total_minor: c.unitMinor * QUANTITY,
        currency: c.code,
      });

      const paid = await confirmCard(t, intent, '4242 4242 4242 4242');
      expect(paid.status).toBe('succeeded');
      const { rows } = await t.database.pool.query<{ amount_minor: number; currency: string }>(
        'select amount_minor, currency from sandbox_payments where intent_id = $1',
        [intent.paymentId],
      );
      // The sandbox takes the store's minor units with the currency code.
      expect(rows).toEqual([{ amount_minor: c.unitMinor * QUANTITY, currency: c.code }]);
      const order = await orderSnapshot(t, intent.orderId);
      expect(order.status).toBe('paid');
      expect(order.events['payment.refund_required']).toBeUndefined();
    },
  );
});

describe('currency amounts through Stripe', () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  /** The SDK confirming a payment, as Stripe.js does in the browser. */
  let stripe: Stripe;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const { database, dataDir, drop } = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      KEYS_ENCRYPTION_KEY: TEST_KEY_SECRET.toString('base64'),
      OUTBOX_WORKER: 'false',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_URL: standIn.url,
    });
    const payments = createPaymentsFromConfig(config, {
      storeSecret: randomBytes(32),
      db: database.db,
    });
    expect(payments.name).toBe('stripe');
    const app = await buildApp({ config, database, payments: payments.provider });
    await app.ready();
    t = {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await drop();
      },
    };
    stripe = createStripeClient({ secretKey: standIn.secretKey, apiUrl: standIn.url });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it.each(CASES)(
    '$code: Stripe is asked for the order total in its own units, and its webhook pays the order',
    async (c) => {
      const { listPrice, intent } = await listAndCheckout(t, c);
      expect(listPrice).toBe(c.unitMinor);
      expect(intent).toMatchObject({ currency: c.code, total: c.unitMinor * QUANTITY });

      const atStripe = standIn.paymentIntents().find((i) => i.id === intent.paymentId);
      expect(atStripe).toMatchObject({
        amount: c.stripeAmount,
        currency: c.code.toLowerCase(),
        metadata: { reference: intent.orderId },
      });

      await stripe.paymentIntents.confirm(intent.paymentId, { payment_method: 'pm_card_visa' });
      const delivery = standIn.webhookFor(intent.paymentId);
      expect(delivery.type).toBe('payment_intent.succeeded');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/stripe/webhook',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': delivery.signature,
        },
        payload: delivery.body,
      });
      expect(res.statusCode, res.body).toBe(200);
      // Read back into the store's units, Stripe's amount is exactly the order's total.
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      const order = await orderSnapshot(t, intent.orderId);
      expect(order.status).toBe('paid');
      expect(order.events['order.paid']).toBe(1);
      expect(order.events['payment.refund_required']).toBeUndefined();
      expect(standIn.refunds().filter((r) => r.payment_intent === intent.paymentId)).toEqual([]);
    },
  );
});
