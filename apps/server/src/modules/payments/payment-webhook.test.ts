import { capturedMails } from '../../test/kits/fulfilment-test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { keyStatuses, putIntent } from '../../test/kits/checkout-test-kit';
import { releaseExpiredReservations } from '../orders/reservation-sweeper';
import { signWebhook } from '../../adapters/payments/webhook-signature';
import {
  deliver,
  orderSnapshot,
  paymentEvent,
  PAYMENTS_ENV,
  pendingOrder,
  processedEvents,
  TEST_WEBHOOK_SECRET,
} from '../../test/kits/payments-test-kit';

// Meaningful on PostgreSQL (DATABASE_URL), where concurrent deliveries really run side by
// side on several connections; on PGlite they queue on its one connection and must agree too.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV);
});
afterAll(async () => {
  await t.close();
});

type DeliveryOptions = { skewSeconds?: number; secret?: Buffer; signature?: string };

const SUCCEEDED = 'payment_intent.succeeded';
const FAILED = 'payment_intent.payment_failed';

describe('payment webhook', () => {
  it('applies one event delivered 100 times, 50 of them at once, exactly once', async () => {
    const { group, intent, email } = await pendingOrder(t, { keys: 4, quantity: 3 });
    const body = JSON.stringify(paymentEvent(intent, SUCCEEDED));
    const together = await Promise.all(Array.from({ length: 50 }, () => deliver(t, body)));
    const oneByOne = [];
    for (let i = 0; i < 50; i += 1) oneByOne.push(await deliver(t, body));
    const replies = [...together, ...oneByOne];
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    const outcomes = replies.map((r) => r.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);

    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
      status: 'paid',
      allocatedKeys: { sold: 3 },
      events: { 'order.created': 1, 'order.paid': 1 },
    });
    await t.app.outbox.drain();
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
      status: 'delivered',
      allocatedKeys: { sold: 3 },
      events: { 'order.created': 1, 'order.paid': 1, 'order.delivered': 1 },
    });
    // One state change, one receipt.
    expect(await capturedMails(t, 'order-receipt', email)).toHaveLength(1);
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 1,
      reserved: 0,
      sold: 3,
    });
    expect(await processedEvents(t, intent.paymentId)).toBe(1);
  });

  it('answers a replay, signed afresh, with a no-op', async () => {
    const { intent } = await pendingOrder(t);
    const body = JSON.stringify(paymentEvent(intent, SUCCEEDED));
    expect((await deliver(t, body)).json()).toEqual({ received: true, outcome: 'applied' });
    const after = await orderSnapshot(t, intent.orderId);
    const replay = await deliver(t, body, { at: new Date(Date.now() + 60_000) });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await orderSnapshot(t, intent.orderId)).toEqual(after);
  });

  it('changes nothing for a later failure event about a delivered order', async () => {
    const { intent } = await pendingOrder(t);
    await deliver(t, JSON.stringify(paymentEvent(intent, SUCCEEDED)));
    await t.app.outbox.drain();
    const after = await orderSnapshot(t, intent.orderId);
    const res = await deliver(t, JSON.stringify(paymentEvent(intent, FAILED)));
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderSnapshot(t, intent.orderId)).toEqual(after);
  });

  it('fails a pending order and releases its keys at once', async () => {
    const { group, intent } = await pendingOrder(t);
    const res = await deliver(t, JSON.stringify(paymentEvent(intent, FAILED)));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
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
  });

  describe('refuses with 400 and changes nothing', () => {
    it.each([
      ['a signature made with another secret', { secret: Buffer.alloc(32, 9) }],
      ['a timestamp more than 5 minutes old', { skewSeconds: -310 }],
      ['a timestamp more than 5 minutes ahead', { skewSeconds: 310 }],
      ['a malformed signature header', { signature: 'v1=abc' }],
      ['a signature without a timestamp', { signature: `v1=${'0'.repeat(64)}` }],
    ])('%s', async (_name, { skewSeconds, ...options }: DeliveryOptions) => {
      const { intent } = await pendingOrder(t);
      const before = await orderSnapshot(t, intent.orderId);
      const at = new Date(Date.now() + (skewSeconds ?? 0) * 1000);
      const body = JSON.stringify(paymentEvent(intent, SUCCEEDED));
      const res = await deliver(t, body, { at, ...options });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string }>().code).toMatch(/^WEBHOOK_/);
      expect(await orderSnapshot(t, intent.orderId)).toEqual(before);
      expect(await processedEvents(t, intent.paymentId)).toBe(0);
    });

    it('a body changed after it was signed', async () => {
      const { intent } = await pendingOrder(t);
      const body = JSON.stringify(paymentEvent(intent, SUCCEEDED));
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = signWebhook(TEST_WEBHOOK_SECRET, timestamp, body);
      const tampered = body.replace(`"amount":${intent.total}`, '"amount":1');
      const res = await deliver(t, tampered, { signature });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
      expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'pending' });
    });

    it('a signed body that is not an event', async () => {
      const res = await deliver(t, '{"id": 1}');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_EVENT_INVALID' });
      const notJson = await deliver(t, '{"id": ');
      expect(notJson.statusCode).toBe(400);
    });

    it('a delivery without a signature', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  it('acknowledges events it does not act on', async () => {
    const { intent } = await pendingOrder(t);
    const other = await deliver(t, JSON.stringify(paymentEvent(intent, 'charge.refunded')));
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const unknown = await deliver(
      t,
      JSON.stringify(paymentEvent(intent, SUCCEEDED, { intentId: 'pay_sbx_nobody' })),
    );
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({ status: 'pending' });
  });

  it('does not deliver an order for a payment of another amount, and flags it for refund', async () => {
    const { intent } = await pendingOrder(t);
    const event = paymentEvent(intent, SUCCEEDED, { amount: intent.total - 1 });
    const res = await deliver(t, JSON.stringify(event));
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
      status: 'pending',
      events: { 'order.created': 1, 'payment.refund_required': 1 },
    });
  });

  it('flags a payment that arrives after the reservation ended for refund', async () => {
    const { group, intent } = await pendingOrder(t);
    await releaseExpiredReservations(t.database.db, new Date(Date.now() + 16 * 60_000));
    const res = await deliver(t, JSON.stringify(paymentEvent(intent, SUCCEEDED)));
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
      status: 'expired',
      events: { 'order.created': 1, 'order.expired': 1, 'payment.refund_required': 1 },
    });
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ sold: 0, available: 3 });
  });

  it('never puts the keys of a delivered order back on sale', async () => {
    const { group, intent, client } = await pendingOrder(t, { keys: 2, quantity: 2 });
    await deliver(t, JSON.stringify(paymentEvent(intent, SUCCEEDED)));
    await t.app.outbox.drain();
    // Long after the reservation would have ended.
    await releaseExpiredReservations(t.database.db, new Date(Date.now() + 60 * 60_000));
    expect(await orderSnapshot(t, intent.orderId)).toMatchObject({
      status: 'delivered',
      allocatedKeys: { sold: 2 },
    });
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 0,
      reserved: 0,
      sold: 2,
    });
    const again = await putIntent(client, {
      lines: [{ productId: group.productId, platformGroupId: group.platformGroupId, quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
  });
});
