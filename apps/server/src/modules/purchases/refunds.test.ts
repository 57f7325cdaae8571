import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import type { TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient } from '../../test/test-client';
import { capturedMails } from '../../test/kits/fulfilment-test-kit';
import type { PayloadOf } from '../outbox/outbox-events';
import type { StoredEvent } from '../outbox/outbox-worker';
import { pendingOrder } from '../../test/kits/payments-test-kit';
import { payRefund } from './purchase-handlers';
import {
  API,
  boughtOrder,
  buildPurchasesTestApp,
  purchaseOutbox,
  readOrder,
  refund,
  revealOk,
  rows,
} from '../../test/kits/purchases-test-kit';

// Cancelling an order for a full refund: who may, until when, and the refund that follows
// through the provider, once, with its e-mail and live message.
let t: TestApp;
beforeAll(async () => {
  t = await buildPurchasesTestApp();
});
afterAll(async () => {
  await t.close();
});

type RefundRow = {
  id: number;
  provider: string;
  payment_id: string;
  amount_minor: number;
  currency: string;
  reason: string;
  provider_refund_id: string | null;
  completed_at: Date | null;
};

async function stateOf(orderId: string) {
  const [order] = await rows<{ id: number; status: string; refunded_at: Date | null }>(
    t,
    'select id, status, refunded_at from orders where public_id = $1',
    [orderId],
  );
  if (!order) throw new Error(`no order ${orderId}`);
  const keys = await rows<{ voided_at: Date | null }>(
    t,
    'select voided_at from order_keys where order_id = $1 order by id',
    [order.id],
  );
  const refunds = await rows<RefundRow>(t, 'select * from refunds where order_id = $1', [order.id]);
  const [events] = await rows<{ n: number }>(
    t,
    `select count(*)::int as n from outbox where topic = 'order.refunded' and payload->>'orderId' = $1`,
    [orderId],
  );
  return { order, keys, refunds, refundEvents: events?.n ?? 0 };
}

async function refundEvent(orderId: string): Promise<StoredEvent<'order.refunded'>> {
  const [row] = await rows<{ id: number; payload: PayloadOf<'order.refunded'>; attempts: number }>(
    t,
    `select id::int as id, payload, attempts from outbox where topic = 'order.refunded' and payload->>'orderId' = $1`,
    [orderId],
  );
  if (!row) throw new Error(`no refund event for ${orderId}`);
  return { ...row, topic: 'order.refunded' };
}

describe('refunding an order', () => {
  it('refunds a delivered order with hidden keys: voids its keys and pays the money back once', async () => {
    const { client, orderId, intent, email, userId } = await boughtOrder(t);
    const res = await refund(client, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId, status: 'refunded' });

    const state = await stateOf(orderId);
    expect(state.order.status).toBe('refunded');
    expect(state.order.refunded_at).not.toBeNull();
    expect(state.keys).toHaveLength(2);
    expect(state.keys.every((k) => k.voided_at !== null)).toBe(true);
    expect(state.refunds).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        payment_id: intent.paymentId,
        amount_minor: 5198,
        currency: 'EUR',
        reason: 'customer',
        completed_at: null,
      }),
    ]);
    expect(state.refundEvents).toBe(1);

    const order = await readOrder(client, orderId);
    expect(order).toMatchObject({
      status: 'refunded',
      refund: { eligible: false, reason: PURCHASE_MESSAGES.refundStatus },
    });
    expect(order.keys.map((k) => k.state)).toEqual(['voided', 'voided']);
    const again = await refund(client, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PURCHASE_MESSAGES.refundStatus });

    const outbox = await purchaseOutbox(t);
    await outbox.drain();
    expect(outbox.errors).toEqual([]);
    const refundId = state.refunds[0]?.id;
    expect(outbox.payments.refunds).toEqual([
      {
        reference: `refund_${refundId}`,
        intentId: intent.paymentId,
        amountMinor: 5198,
        currency: 'EUR',
      },
    ]);
    const [done] = (await stateOf(orderId)).refunds;
    expect(done?.completed_at).not.toBeNull();
    expect(done?.provider_refund_id).toMatch(/^re_sbx_/);
    const [sandbox] = await rows<{ refund_id: string }>(
      t,
      'select refund_id from sandbox_payments where intent_id = $1',
      [intent.paymentId],
    );
    expect(sandbox?.refund_id).toBe(done?.provider_refund_id);
    expect(outbox.realtime.sent).toEqual([
      {
        userId,
        message: {
          event: 'paymentStatus',
          message: { orderId, paymentId: intent.paymentId, status: 'refunded' },
        },
      },
    ]);
    const mails = await capturedMails(t, 'order-refunded', email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your refund is on its way');
    expect(mails[0]?.text).toContain('€51.98');
    expect(mails[0]?.text).toContain('5–10 business days');

    // Handed the same event again (a crash before the worker's stamp): nothing repeats.
    await payRefund(await refundEvent(orderId), outbox.deps);
    expect(outbox.payments.refunds).toHaveLength(1);
    expect(await capturedMails(t, 'order-refunded', email)).toHaveLength(1);
  });

  it('asks the provider again after a failed e-mail, and the provider pays only once', async () => {
    const { client, orderId, intent, email } = await boughtOrder(t, { keys: 1, quantity: 1 });
    expect((await refund(client, orderId)).statusCode).toBe(200);
    const outbox = await purchaseOutbox(t);
    const event = await refundEvent(orderId);
    const failing = {
      ...outbox.deps,
      mailer: { send: () => Promise.reject(new Error('SMTP is down')), close: async () => {} },
    };
    await expect(payRefund(event, failing)).rejects.toThrow(/SMTP/);
    expect((await stateOf(orderId)).refunds[0]?.completed_at).toBeNull();
    await payRefund(event, outbox.deps);
    expect(outbox.payments.refunds).toHaveLength(2);
    expect(new Set(outbox.payments.refunds.map((r) => r.reference)).size).toBe(1);
    const [sandbox] = await rows<{ refund_id: string }>(
      t,
      'select refund_id from sandbox_payments where intent_id = $1',
      [intent.paymentId],
    );
    expect((await stateOf(orderId)).refunds[0]?.provider_refund_id).toBe(sandbox?.refund_id);
    expect(await capturedMails(t, 'order-refunded', email)).toHaveLength(1);
  });
});

describe('refused refunds', () => {
  it('refuses once a key was revealed, and changes nothing', async () => {
    const { client, orderId, summary, invoiceId } = await boughtOrder(t);
    await revealOk(client, summary.keys[0]?.keyId ?? '', invoiceId);
    const res = await refund(client, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.refundRevealed });
    const state = await stateOf(orderId);
    expect(state.order.status).toBe('delivered');
    expect(state.refunds).toEqual([]);
    expect(state.keys.every((k) => k.voided_at === null)).toBe(true);
  });

  it('refuses after the 7-day window', async () => {
    const { client, orderId } = await boughtOrder(t, { keys: 1, quantity: 1 });
    await t.database.pool.query(
      `update orders set paid_at = now() - interval '7 days 1 minute' where public_id = $1`,
      [orderId],
    );
    expect((await readOrder(client, orderId)).refund).toEqual({
      eligible: false,
      reason: PURCHASE_MESSAGES.refundWindow,
    });
    const res = await refund(client, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.refundWindow });
    expect((await stateOf(orderId)).order.status).toBe('delivered');
  });

  it('refuses an order that was never paid', async () => {
    const { client, intent } = await pendingOrder(t);
    const res = await refund(client, intent.orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.refundStatus });
  });

  it('answers 404 for another customer’s order, 401 to a guest, 403 without CSRF, 400 to bad ids', async () => {
    const { orderId } = await boughtOrder(t, { keys: 1, quantity: 1 });
    const { client } = await signedInCustomer(t);
    for (const id of [orderId, 'ord_unknown']) {
      const res = await refund(client, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.orderNotFound });
    }
    expect((await refund(createTestClient(t.app), orderId)).statusCode).toBe(401);
    const noCsrf = await client.request({
      method: 'POST',
      url: `${API}/users/orders/${orderId}/refund`,
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    for (const id of ['a%20b', 'x'.repeat(65)]) {
      const res = await refund(client, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Must be an id' });
    }
    const state = await stateOf(orderId);
    expect(state.order.status).toBe('delivered');
    expect(state.refunds).toEqual([]);
    expect(state.refundEvents).toBe(0);
  });
});

describe('the refund e-mail of a German customer', () => {
  it('says what goes back and when, in German, with the amount as Germans write it', async () => {
    const { client, orderId, email } = await boughtOrder(t);
    await client.request({
      method: 'PUT',
      url: `${API}/users/me/language`,
      payload: { language: 'de' },
    });
    expect((await refund(client, orderId)).statusCode).toBe(200);
    const outbox = await purchaseOutbox(t);
    await outbox.drain();
    expect(outbox.errors).toEqual([]);

    const [mail] = await capturedMails(t, 'order-refunded', email);
    expect(mail?.subject).toBe('Deine Erstattung ist unterwegs');
    expect(mail?.text).toContain(
      `Du hast die Bestellung ${orderId} storniert, und wir haben 51,98\u00a0€ auf die Karte erstattet`,
    );
    expect(mail?.text).toContain('innerhalb von 5–10 Werktagen');
    expect(mail?.text).toContain('Meine Bestellungen ansehen');
  });
});
