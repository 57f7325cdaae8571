import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsFromConfig } from '../../adapters/payments/select-payments';
import { createStripeClient } from '../../adapters/payments/stripe-payments';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestApp } from '../../test/build-test-app';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { TEST_KEY_SECRET } from '../../test/test-constants';
import { keyStatuses } from '../../test/kits/checkout-test-kit';
import { orderSnapshot, pendingOrder, processedEvents } from '../../test/kits/payments-test-kit';

const STRIPE_WEBHOOK_URL = '/api/v1/payment/stripe/webhook';

/**
 * The whole store configured for Stripe at the stand-in, with the Stripe webhook route
 * registered as the store registers it, before the app is ready.
 */
async function buildStripeTestApp(standIn: StripeStandIn): Promise<TestApp> {
  const { database, dataDir, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    KEYS_ENCRYPTION_KEY: TEST_KEY_SECRET.toString('base64'),
    // No background outbox run, so what a test sees depends on its deliveries alone.
    OUTBOX_WORKER: 'false',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
  });
  if (config.payments.provider !== 'stripe') throw new Error('not configured for Stripe');
  const payments = createPaymentsFromConfig(config, {
    storeSecret: randomBytes(32),
    db: database.db,
  });
  expect(payments.name).toBe('stripe');
  // The app registers the Stripe webhook route itself when Stripe is the provider.
  const app = await buildApp({ config, database, payments: payments.provider });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

let standIn: StripeStandIn;
let t: TestApp;
/** The SDK confirming a payment, as Stripe.js does in the browser. */
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await buildStripeTestApp(standIn);
  stripe = createStripeClient({ secretKey: standIn.secretKey, apiUrl: standIn.url });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** POSTs a body to the Stripe webhook route as Stripe does: raw JSON, no session, no CSRF. */
function deliver(body: string, signature?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_URL,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });
}

/** A pending order whose intent the customer has just confirmed with a test payment method. */
async function confirmedOrder(paymentMethod: 'pm_card_visa' | 'pm_card_chargeDeclined') {
  const order = await pendingOrder(t);
  await stripe.paymentIntents
    .confirm(order.intent.paymentId, { payment_method: paymentMethod })
    .catch((error: unknown) => {
      // A decline is Stripe's 402 card error; the order learns of it by webhook.
      if (!(error instanceof Error && 'code' in error && error.code === 'card_declined'))
        throw error;
    });
  return order;
}

describe('Stripe webhook', () => {
  it('opens the checkout intent at Stripe with the order total and currency', async () => {
    const { intent } = await pendingOrder(t);
    expect(intent.paymentId).toMatch(/^pi_/);
    const atStripe = standIn.paymentIntents().find((i) => i.id === intent.paymentId);
    expect(atStripe).toMatchObject({
      amount: intent.total,
      currency: intent.currency.toLowerCase(),
      metadata: { reference: intent.orderId },
    });
  });

  it('makes the order paid on a signed payment_intent.succeeded, once for repeated deliveries', async () => {
    const { intent } = await confirmedOrder('pm_card_visa');
    const delivery = standIn.webhookFor(intent.paymentId);
    expect(delivery.type).toBe('payment_intent.succeeded');

    const first = await deliver(delivery.body, delivery.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const after = await orderSnapshot(t, intent.orderId);
    expect(after).toMatchObject({ allocatedKeys: { sold: 2 }, events: { 'order.paid': 1 } });
    expect(['paid', 'delivered']).toContain(after.status);

    // The same delivery again, and Stripe's retry of the event signed later: no change.
    const retry = standIn.webhookFor(intent.paymentId, { at: new Date(Date.now() + 60_000) });
    for (const [body, signature] of [
      [delivery.body, delivery.signature],
      [retry.body, retry.signature],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'duplicate' });
    }
    expect(await orderSnapshot(t, intent.orderId)).toEqual(after);
    expect(await processedEvents(t, intent.paymentId)).toBe(1);
  });

  it('fails the order on a declined card and puts its keys back', async () => {
    const { group, intent } = await confirmedOrder('pm_card_chargeDeclined');
    const delivery = standIn.webhookFor(intent.paymentId);
    expect(delivery.type).toBe('payment_intent.payment_failed');

    const res = await deliver(delivery.body, delivery.signature);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
      status: 'failed',
      events: { 'order.failed': 1 },
    });
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 3,
      reserved: 0,
      sold: 0,
    });
    const { rows } = await t.database.pool.query<{ code: string }>(
      `select payload->>'failureCode' as code from outbox
       where topic = 'order.failed' and payload->>'orderId' = $1`,
      [intent.orderId],
    );
    expect(rows).toEqual([{ code: 'card_declined' }]);
  });

  it.each([
    [
      'signed with another secret',
      { secret: 'whsec_not_the_endpoints' },
      'WEBHOOK_SIGNATURE_INVALID',
    ],
    [
      'signed more than five minutes ago',
      { at: new Date(Date.now() - 6 * 60_000) },
      'WEBHOOK_TIMESTAMP_STALE',
    ],
  ])('refuses a delivery %s with 400 and changes nothing', async (_, signing, code) => {
    const { intent } = await confirmedOrder('pm_card_visa');
    const before = await orderSnapshot(t, intent.orderId);
    const delivery = standIn.webhookFor(intent.paymentId, signing);

    const res = await deliver(delivery.body, delivery.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
    expect(await orderSnapshot(t, intent.orderId)).toEqual(before);
    expect(await processedEvents(t, intent.paymentId)).toBe(0);

    // Nothing was recorded: the genuine delivery still applies.
    const genuine = standIn.webhookFor(intent.paymentId);
    expect((await deliver(genuine.body, genuine.signature)).json()).toMatchObject({
      outcome: 'applied',
    });
  });

  it('refuses a body changed after signing', async () => {
    const { intent } = await confirmedOrder('pm_card_visa');
    const before = await orderSnapshot(t, intent.orderId);
    const delivery = standIn.webhookFor(intent.paymentId);
    const forged = delivery.body.replace(`"amount": ${intent.total}`, '"amount": 1');
    expect(forged).not.toBe(delivery.body);

    const res = await deliver(forged, delivery.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await orderSnapshot(t, intent.orderId)).toEqual(before);
  });

  it.each([
    ['no Stripe-Signature header', '{}', undefined, 'VALIDATION_ERROR'],
    ['a header that is not a signature', '{}', 'v1=abc', 'WEBHOOK_SIGNATURE_INVALID'],
    ['a signed body that is not JSON', '{"id":', 'sign', 'WEBHOOK_EVENT_INVALID'],
    ['a signed body that is not an event', '{"id":"evt_x"}', 'sign', 'WEBHOOK_EVENT_INVALID'],
  ])('answers %s with 400', async (_, body, signature, code) => {
    const res = await deliver(body, signature === 'sign' ? standIn.sign(body) : signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message: expect.any(String) as unknown });
  });

  it('acknowledges an authentic event of another type and ignores it', async () => {
    const body = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'charge.refund.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 're_1', object: 'refund' } },
    });
    const res = await deliver(body, standIn.sign(body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('ignores an authentic event about an intent the store does not know', async () => {
    const order = await confirmedOrder('pm_card_visa');
    const delivery = standIn.webhookFor(order.intent.paymentId);
    const unknown = delivery.body.replaceAll(order.intent.paymentId, 'pi_unknown');
    const res = await deliver(unknown, standIn.sign(unknown));
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
