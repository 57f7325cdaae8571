import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient } from '../../test/test-client';
import { releaseExpiredReservations } from '../orders/reservation-sweeper';
import {
  activate,
  confirmCard,
  PAYMENTS_ENV,
  pendingOrder,
} from '../../test/kits/payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV);
});
afterAll(async () => {
  await t.close();
});

/** The return URL of a payment that succeeded, with one parameter replaced. */
async function paidReturn() {
  const order = await pendingOrder(t);
  const reply = await confirmCard(t, order.intent, '4242424242424242');
  if (reply.status !== 'succeeded') throw new Error('payment failed');
  const withParam = (name: string, value: string | null): string => {
    const url = new URL(reply.returnUrl, 'http://store.test');
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
    return `${url.pathname}${url.search}`;
  };
  return { ...order, returnUrl: reply.returnUrl, withParam };
}

const INVALID = { message: PAYMENT_MESSAGES.invalidPaymentIntent, code: 'INVALID_PAYMENT_INTENT' };

describe('game activation', () => {
  it('refuses another customer, with the same answer as a wrong secret', async () => {
    const { returnUrl } = await paidReturn();
    const { client: other } = await signedInCustomer(t);
    const res = await activate(other, returnUrl);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(INVALID);
  });

  it('asks a guest to sign in', async () => {
    const { returnUrl } = await paidReturn();
    const res = await activate(createTestClient(t.app), returnUrl);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['payment_intent_client_secret', 'pay_x_secret_wrong'],
    ['payment_session', 'ps_sbx_wrong'],
    ['payment_session_secret', 'pss_sbx_wrong'],
    ['cko_payment_id', 'pay_sbx_other'],
    ['payment_intent', 'pay_sbx_unknown'],
  ])('refuses a wrong %s', async (name, value) => {
    const { client, withParam } = await paidReturn();
    const res = await activate(client, withParam(name, value));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(INVALID);
  });

  it.each([
    'payment_intent',
    'payment_intent_client_secret',
    'payment_session',
    'payment_session_secret',
    'cko_payment_id',
  ])('answers 400 without %s', async (name) => {
    const { client, withParam } = await paidReturn();
    const res = await activate(client, withParam(name, null));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 409 "still processing" for a pending order and 402 once it expired', async () => {
    const { client, intent, returnUrl } = await paidReturn();
    // Put the order back to pending, as it is between the browser's return and the webhook.
    await t.database.pool.query(`update orders set status = 'pending' where public_id = $1`, [
      intent.orderId,
    ]);
    const processing = await activate(client, returnUrl);
    expect(processing.statusCode).toBe(409);
    expect(processing.json()).toEqual({
      message: PAYMENT_MESSAGES.stillProcessing,
      code: 'PAYMENT_PROCESSING',
    });
    await t.database.pool.query(`update orders set status = 'expired' where public_id = $1`, [
      intent.orderId,
    ]);
    const expired = await activate(client, returnUrl);
    expect(expired.statusCode).toBe(402);
    expect(expired.json()).toMatchObject({ message: PAYMENT_MESSAGES.verificationFailed });
  });

  it('answers 402 for an order whose reservation ran out unpaid', async () => {
    const { client, intent } = await pendingOrder(t);
    await releaseExpiredReservations(t.database.db, new Date(Date.now() + 16 * 60_000));
    const declined = await confirmCard(t, intent, '4000000000000002');
    if (declined.status !== 'failed') throw new Error('not declined');
    const res = await activate(client, declined.returnUrl);
    expect(res.statusCode).toBe(402);
  });

  it('verifies a paid order held for review, saying so', async () => {
    const order = await pendingOrder(t, { keys: 1, quantity: 1 });
    // A card from abroad, for an account in Switzerland: the fraud rules hold it.
    const reply = await confirmCard(t, order.intent, '4000000760000002');
    if (reply.status !== 'succeeded') throw new Error('payment failed');
    await t.app.outbox.drain();
    const res = await activate(order.client, reply.returnUrl);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      paymentId: order.intent.paymentId,
      orderId: order.intent.orderId,
      status: 'under_review',
    });
  });
});
