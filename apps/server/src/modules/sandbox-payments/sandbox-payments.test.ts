import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { createSandboxKeys } from '../../adapters/payments/sandbox-payments';
import { WEBHOOK_SIGNATURE_HEADER } from '../../adapters/payments/webhook-signature';
import { loadSecret } from '../../adapters/secrets/load-secret';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkoutRowCounts } from '../../test/kits/checkout-test-kit';
import { findOpenedIntentTerms } from '../payments/payments.repository';
import {
  card,
  orderSnapshot,
  PAYMENTS_ENV,
  pendingOrder,
  processedEvents,
  sandboxCall,
  TEST_WEBHOOK_SECRET,
  WEBHOOK_URL,
} from '../../test/kits/payments-test-kit';
import { confirmSandboxPayment, type SandboxContext } from './sandbox-payments.service';
import { deliverPaymentEvents, type WebhookSender } from './sandbox-webhooks';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV);
});
afterAll(async () => {
  await t.close();
});

const year = new Date().getUTCFullYear();
const now = new Date();

async function sandboxRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select (select count(*) from sandbox_payments) + (select count(*) from sandbox_webhook_events) as n',
  );
  return Number(rows[0]?.n);
}

describe('sandbox card confirmation refuses bad input and changes nothing', () => {
  it.each([
    [
      'a number failing the Luhn check',
      card('4242424242424241'),
      PAYMENT_MESSAGES.cardNumberInvalid,
    ],
    ['letters in the number', card('4242 4242 4242 424x'), PAYMENT_MESSAGES.cardNumberInvalid],
    [
      'a number too short for its brand',
      card('42424242424242'),
      PAYMENT_MESSAGES.cardNumberInvalid,
    ],
    [
      'an expiry last month',
      card('4242424242424242', {
        expMonth: now.getUTCMonth() === 0 ? 12 : now.getUTCMonth(),
        expYear: now.getUTCMonth() === 0 ? year - 1 : year,
      }),
      PAYMENT_MESSAGES.cardExpired,
    ],
    [
      'an expiry last year',
      card('4242424242424242', { expYear: year - 1 }),
      PAYMENT_MESSAGES.cardExpired,
    ],
    ['month 13', card('4242424242424242', { expMonth: 13 }), PAYMENT_MESSAGES.cardExpired],
    ['a two-digit CVC', card('4242424242424242', { cvc: '12' }), PAYMENT_MESSAGES.cvcInvalid],
    ['a three-digit American Express CVC', card('378282246310005'), PAYMENT_MESSAGES.cvcInvalid],
    [
      'a blank holder',
      card('4242424242424242', { holder: '   ' }),
      PAYMENT_MESSAGES.holderRequired,
    ],
    [
      'no holder',
      { ...card('4242424242424242'), holder: undefined },
      PAYMENT_MESSAGES.holderRequired,
    ],
    [
      'no number',
      { ...card('4242424242424242'), number: undefined },
      PAYMENT_MESSAGES.cardNumberInvalid,
    ],
    [
      'the expiry as text',
      card('4242424242424242', { expYear: '2099' as unknown as number }),
      PAYMENT_MESSAGES.cardExpired,
    ],
  ])('%s → 400', async (_name, badCard, message) => {
    const { intent } = await pendingOrder(t);
    const before = await orderSnapshot(t, intent.orderId);
    const rows = await sandboxRows();
    const res = await sandboxCall(t, intent.paymentId, 'confirm', {
      clientSecret: intent.clientSecret,
      card: badCard,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await orderSnapshot(t, intent.orderId)).toEqual(before);
    expect(await sandboxRows()).toBe(rows);
  });

  it.each([
    ['no card', (secret: string) => ({ clientSecret: secret })],
    ['no client secret', () => ({ card: card('4242424242424242') })],
    ['an empty body', () => ({})],
    ['a body that is not JSON', () => '{"clientSecret":'],
  ])('%s → 400', async (_name, body) => {
    const { intent } = await pendingOrder(t);
    const before = await orderSnapshot(t, intent.orderId);
    const res = await sandboxCall(t, intent.paymentId, 'confirm', body(intent.clientSecret));
    expect(res.statusCode).toBe(400);
    expect(await orderSnapshot(t, intent.orderId)).toEqual(before);
  });

  it('refuses a wrong client secret with 403, whatever the card', async () => {
    const { intent } = await pendingOrder(t);
    const before = await orderSnapshot(t, intent.orderId);
    const rows = await sandboxRows();
    for (const clientSecret of [`${intent.clientSecret}x`, intent.paymentSession, 'secret']) {
      const res = await sandboxCall(t, intent.paymentId, 'confirm', {
        clientSecret,
        card: card('4242424242424242'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: PAYMENT_MESSAGES.invalidPaymentIntent,
        code: 'INVALID_CLIENT_SECRET',
      });
    }
    // Another intent's secret does not open this one either.
    const other = await pendingOrder(t);
    const res = await sandboxCall(t, intent.paymentId, 'confirm', {
      clientSecret: other.intent.clientSecret,
      card: card('4242424242424242'),
    });
    expect(res.statusCode).toBe(403);
    expect(await orderSnapshot(t, intent.orderId)).toEqual(before);
    expect(await sandboxRows()).toBe(rows);
  });

  it('answers 404 for an intent the store never opened, and 400 for a malformed id', async () => {
    const keys = createSandboxKeys(
      await loadSecret(t.config.sessionSecret, t.config.dataDir, 'session.key'),
    );
    const intentId = keys.intentIdFor({ reference: 'ord_none', amountMinor: 100, currency: 'EUR' });
    const counts = await checkoutRowCounts(t);
    const res = await sandboxCall(t, intentId, 'confirm', {
      clientSecret: keys.clientSecretFor(intentId),
      card: card('4242424242424242'),
    });
    expect(res.statusCode).toBe(404);
    expect(await checkoutRowCounts(t)).toEqual(counts);
    const bad = await sandboxCall(t, 'pay%20x', 'confirm', {
      clientSecret: 'x',
      card: card('4242424242424242'),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a challenge answer for a payment that has no challenge', async () => {
    const { intent } = await pendingOrder(t);
    const res = await sandboxCall(t, intent.paymentId, 'challenge', {
      challengeId: 'chl_sbx_guess',
      approve: true,
    });
    expect(res.statusCode).toBe(403);
    const { rows } = await t.database.pool.query(
      'select 1 from sandbox_payments where intent_id = $1',
      [intent.paymentId],
    );
    expect(rows).toEqual([]);
  });
});

describe('sandbox webhook delivery', () => {
  it('keeps an event the store did not acknowledge and delivers it on the next try', async () => {
    const { intent } = await pendingOrder(t);
    const secret = await loadSecret(t.config.sessionSecret, t.config.dataDir, 'session.key');
    let storeDown = true;
    const statuses: number[] = [];
    const send: WebhookSender = async ({ body, signature }) => {
      if (storeDown) throw new Error('connection refused');
      const res = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_URL,
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      statuses.push(res.statusCode);
      return res.statusCode;
    };
    const ctx: SandboxContext = {
      db: t.database.db,
      keys: createSandboxKeys(secret),
      findTerms: findOpenedIntentTerms,
      webhooks: {
        db: t.database.db,
        webhookSecret: TEST_WEBHOOK_SECRET,
        send,
        now: () => new Date(),
      },
      now: () => new Date(),
    };
    const result = await confirmSandboxPayment(ctx, {
      intentId: intent.paymentId,
      clientSecret: intent.clientSecret,
      card: card('4242424242424242'),
    });
    expect(result).toMatchObject({ ok: true, value: { status: 'succeeded' } });
    // The payment succeeded at the provider; the store has not heard of it yet.
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'pending' });
    const { rows } = await t.database.pool.query<{ attempts: number; delivered_at: Date | null }>(
      'select attempts, delivered_at from sandbox_webhook_events where intent_id = $1',
      [intent.paymentId],
    );
    expect(rows).toEqual([{ attempts: 1, delivered_at: null }]);

    storeDown = false;
    await deliverPaymentEvents(ctx.webhooks, intent.paymentId);
    await deliverPaymentEvents(ctx.webhooks, intent.paymentId);
    expect(statuses).toEqual([200]);
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'paid' });
    expect(await processedEvents(t, intent.paymentId)).toBe(1);
  });
});
