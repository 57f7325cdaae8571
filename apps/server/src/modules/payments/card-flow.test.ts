import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, PAYMENT_RETURN_PATH } from '@store/shared/schemas/payments';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { keyStatuses } from '../../test/kits/checkout-test-kit';
import {
  activate,
  confirmCard,
  orderSnapshot,
  PAYMENTS_ENV,
  pendingOrder,
  processedEvents,
  sandboxCall,
} from '../../test/kits/payments-test-kit';

// The whole card flow as the browser drives it: checkout, the sandbox card form, the signed
// webhook the sandbox delivers, and the return to the store's game-activation check.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV);
});
afterAll(async () => {
  await t.close();
});

describe('paying with the sandbox test cards', () => {
  it.each(['4242 4242 4242 4242', '5555555555554444', '378282246310005'])(
    '%s succeeds: the order is paid and delivered, its keys sold',
    async (number) => {
      const { client, group, intent } = await pendingOrder(t);
      const cvcCard = number.startsWith('37') ? { cvc: '1234' } : {};
      const res = await sandboxCall(t, intent.paymentId, 'confirm', {
        clientSecret: intent.clientSecret,
        card: { number, expMonth: 1, expYear: 40, cvc: '123', holder: ' Ada ', ...cvcCard },
      });
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json<{ status: string; paymentId: string; returnUrl: string }>();
      expect(reply).toMatchObject({ status: 'succeeded', paymentId: intent.paymentId });

      const url = new URL(reply.returnUrl, 'http://store.test');
      expect(url.pathname).toBe(PAYMENT_RETURN_PATH);
      expect([...url.searchParams.keys()].sort()).toEqual([
        'cko_payment_id',
        'payment_intent',
        'payment_intent_client_secret',
        'payment_session',
        'payment_session_secret',
      ]);
      expect(url.searchParams.get('payment_intent')).toBe(intent.paymentId);
      expect(url.searchParams.get('payment_intent_client_secret')).toBe(intent.clientSecret);
      expect(url.searchParams.get('payment_session')).toBe(intent.paymentSession);
      expect(url.searchParams.get('cko_payment_id')).toBe(intent.paymentId);

      // The webhook was delivered and applied before the card form got its answer: the
      // order is paid and its keys sold; fulfilment follows from the outbox.
      expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
        status: 'paid',
        allocatedKeys: { sold: 2 },
        events: { 'order.created': 1, 'order.paid': 1 },
      });
      await t.app.outbox.drain();
      expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
        status: 'delivered',
        allocatedKeys: { sold: 2 },
        events: { 'order.created': 1, 'order.paid': 1, 'order.delivered': 1 },
      });
      expect(await keyStatuses(t, group.platformGroupId)).toEqual({
        available: 1,
        reserved: 0,
        sold: 2,
      });

      const activation = await activate(client, reply.returnUrl);
      expect(activation.statusCode, activation.body).toBe(200);
      expect(activation.headers['cache-control']).toBe('no-store');
      expect(activation.json()).toEqual({
        paymentId: intent.paymentId,
        orderId: intent.orderId,
        status: 'delivered',
      });
    },
  );

  it.each([
    ['4000 0000 0000 0002', PAYMENT_MESSAGES.cardDeclined],
    ['4000 0000 0000 9995', PAYMENT_MESSAGES.insufficientFunds],
  ])('%s fails: the order fails and its keys are back on sale at once', async (number, message) => {
    const { client, group, intent } = await pendingOrder(t);
    const reply = await confirmCard(t, intent, number);
    expect(reply).toMatchObject({ status: 'failed', message, paymentId: intent.paymentId });
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
      status: 'failed',
      allocatedKeys: {},
      events: { 'order.created': 1, 'order.failed': 1 },
    });
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 3,
      reserved: 0,
      sold: 0,
    });
    if (reply.status !== 'failed') return;
    const activation = await activate(client, reply.returnUrl);
    expect(activation.statusCode).toBe(402);
    expect(activation.json()).toMatchObject({
      message: PAYMENT_MESSAGES.verificationFailed,
      code: 'PAYMENT_FAILED',
    });
  });

  it('keeps a final outcome: confirming again with another card changes nothing', async () => {
    const { intent } = await pendingOrder(t);
    const first = await confirmCard(t, intent, '4000000000000002');
    const before = await orderSnapshot(t, intent.orderId);
    const again = await confirmCard(t, intent, '4242424242424242');
    expect(again).toEqual(first);
    expect(await orderSnapshot(t, intent.orderId)).toEqual(before);
    expect(await processedEvents(t, intent.paymentId)).toBe(1);
  });
});

describe('3-D Secure', () => {
  it('asks for a challenge and succeeds when the customer approves', async () => {
    const { client, intent } = await pendingOrder(t);
    const pending = await confirmCard(t, intent, '4000 0027 6000 3184');
    expect(pending).toMatchObject({ status: 'requires_action', paymentId: intent.paymentId });
    if (pending.status !== 'requires_action') return;
    expect(pending.challengeId).toMatch(/^chl_/);
    // Nothing is decided while the challenge is open.
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'pending' });
    const waiting = await activate(
      client,
      `/x?payment_intent=${intent.paymentId}&payment_intent_client_secret=${intent.clientSecret}` +
        `&payment_session=${intent.paymentSession}&payment_session_secret=unknown&cko_payment_id=${intent.paymentId}`,
    );
    expect(waiting.statusCode).toBe(403);

    const wrong = await sandboxCall(t, intent.paymentId, 'challenge', {
      challengeId: `${pending.challengeId}x`,
      approve: true,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CHALLENGE' });
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'pending' });

    const res = await sandboxCall(t, intent.paymentId, 'challenge', {
      challengeId: pending.challengeId,
      approve: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ status: string; returnUrl: string }>();
    expect(reply.status).toBe('succeeded');
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
      status: 'paid',
      allocatedKeys: { sold: 2 },
    });
    const activation = await activate(client, reply.returnUrl);
    expect(activation.statusCode).toBe(200);

    // Answering the same challenge again (a double click) repeats the outcome.
    const repeat = await sandboxCall(t, intent.paymentId, 'challenge', {
      challengeId: pending.challengeId,
      approve: false,
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(reply);
    expect(await processedEvents(t, intent.paymentId)).toBe(1);
  });

  it('fails the payment and releases the keys when the customer denies', async () => {
    const { client, group, intent } = await pendingOrder(t);
    const pending = await confirmCard(t, intent, '4000002760003184');
    if (pending.status !== 'requires_action') throw new Error('no challenge');
    const res = await sandboxCall(t, intent.paymentId, 'challenge', {
      challengeId: pending.challengeId,
      approve: false,
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ status: string; message: string; returnUrl: string }>();
    expect(reply).toMatchObject({
      status: 'failed',
      message: PAYMENT_MESSAGES.authenticationFailed,
    });
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'failed' });
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ available: 3 });
    expect((await activate(client, reply.returnUrl)).statusCode).toBe(402);
  });

  it('only honours the latest challenge when the card is confirmed twice', async () => {
    const { intent } = await pendingOrder(t);
    const first = await confirmCard(t, intent, '4000002760003184');
    const second = await confirmCard(t, intent, '4000002760003184');
    if (first.status !== 'requires_action' || second.status !== 'requires_action') {
      throw new Error('no challenge');
    }
    expect(second.challengeId).not.toBe(first.challengeId);
    const stale = await sandboxCall(t, intent.paymentId, 'challenge', {
      challengeId: first.challengeId,
      approve: true,
    });
    expect(stale.statusCode).toBe(403);
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'pending' });
  });
});

describe('the sandbox flow across a restart', () => {
  it('finishes a challenge opened before the server restarted', async () => {
    const { client, intent } = await pendingOrder(t);
    const pending = await confirmCard(t, intent, '4000002760003184');
    if (pending.status !== 'requires_action') throw new Error('no challenge');
    const { rows } = await t.database.pool.query<{ challenge_hash: string }>(
      'select challenge_hash from sandbox_payments where intent_id = $1',
      [intent.paymentId],
    );
    expect(rows[0]?.challenge_hash).not.toContain(pending.challengeId);

    // A new instance on the same database and data directory, as after a restart.
    const restarted = await buildApp({ config: t.config, database: t.database });
    try {
      await restarted.ready();
      const res = await restarted.inject({
        method: 'POST',
        url: `/api/v1/sandbox/payments/${intent.paymentId}/challenge`,
        payload: { challengeId: pending.challengeId, approve: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json<{ status: string; returnUrl: string }>();
      expect(reply.status).toBe('succeeded');
      expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'paid' });
      expect((await activate(client, reply.returnUrl)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
