import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOrderDetail,
  AdminOrderSearchReply,
  ORDERS_ADMIN_MESSAGES as M,
} from '@store/shared/schemas/orders-admin';
import { AuditReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { capturedMails, drainOutbox } from '../../test/kits/fulfilment-test-kit';
import {
  dbRows,
  getAdmin,
  heldOrder,
  keyTexts,
  staffRefund,
} from '../../test/kits/orders-admin-test-kit';
import { confirmCard, PAYMENTS_ENV, pendingOrder } from '../../test/kits/payments-test-kit';
import { boughtOrder, revealOk } from '../../test/kits/purchases-test-kit';
import { postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import type { TestClient } from '../../test/test-client';

// Orders in the back office: search by each key, the detail with its timeline (and never a
// key's text), staff refunds within and above the rules and the support limit, and the
// receipt sent again.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ...PAYMENTS_ENV, SUPPORT_REFUND_LIMIT_MINOR: '8000' });
});
afterAll(async () => {
  await t.close();
});

async function search(client: TestClient, q: string) {
  const res = await getAdmin(client, `/orders?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return AdminOrderSearchReply.parse(res.json());
}

async function detail(client: TestClient, orderId: string) {
  const res = await getAdmin(client, `/orders/${orderId}`);
  expect(res.statusCode).toBe(200);
  return { body: res.body, order: AdminOrderDetail.parse(res.json()) };
}

async function auditOf(orderId: string) {
  const admin = await signedInStaff(t, 'admin');
  return AuditReply.parse((await getAdmin(admin.client, `/audit?q=${orderId}`)).json()).entries;
}

describe('order search', () => {
  it('finds an order by its number, e-mail, invoice number or payment id, exact or by prefix', async () => {
    const bought = await boughtOrder(t, { keys: 1, quantity: 1 });
    const invoiceNumber = bought.summary.invoice?.number ?? 'missing';
    const support = await signedInStaff(t, 'support');
    for (const q of [
      bought.orderId,
      bought.orderId.slice(0, 12),
      bought.email,
      bought.email.toUpperCase().slice(0, 14),
      invoiceNumber,
      invoiceNumber.toLowerCase(),
      bought.intent.paymentId,
      bought.intent.paymentId.slice(0, 14),
    ]) {
      const found = await search(support.client, q);
      expect([q, found.orders.map((o) => o.orderId)]).toEqual([
        q,
        expect.arrayContaining([bought.orderId]),
      ]);
    }
    const exact = await search(support.client, bought.orderId);
    expect(exact.orders).toEqual([
      {
        orderId: bought.orderId,
        createdAt: expect.any(String) as string,
        status: 'delivered',
        email: bought.email,
        total: bought.intent.total,
        currency: 'EUR',
        invoiceNumber,
        paymentId: bought.intent.paymentId,
      },
    ]);
    expect((await search(support.client, 'ord_%')).orders).toEqual([]);
    expect((await search(support.client, 'nobody-like-this@')).total).toBe(0);
  });

  it('pages every order newest first without a query', async () => {
    await boughtOrder(t, { keys: 1, quantity: 1 });
    const newest = await boughtOrder(t, { keys: 1, quantity: 1 });
    const finance = await signedInStaff(t, 'finance');
    const res = await getAdmin(finance.client, '/orders?limit=1');
    const page = AdminOrderSearchReply.parse(res.json());
    expect(page.orders.map((o) => o.orderId)).toEqual([newest.orderId]);
    expect(page.pages).toBe(page.total);
    expect((await getAdmin(finance.client, '/orders?limit=1000')).statusCode).toBe(400);
  });

  it('is not for catalogue staff', async () => {
    const catalogue = await signedInStaff(t, 'catalogue');
    expect((await getAdmin(catalogue.client, '/orders')).statusCode).toBe(403);
  });
});

describe('order detail', () => {
  it('shows lines, totals, invoice, payment, keys by state and the timeline, never a key’s text', async () => {
    const bought = await boughtOrder(t, { keys: 2, quantity: 2 });
    const [first] = bought.summary.keys;
    if (!first) throw new Error('no key');
    const shown = await revealOk(bought.client, first.keyId, bought.invoiceId);
    const finance = await signedInStaff(t, 'finance');
    const { body, order } = await detail(finance.client, bought.orderId);
    expect(order).toMatchObject({
      orderId: bought.orderId,
      status: 'delivered',
      customer: { id: bought.userId, email: bought.email },
      total: bought.intent.total,
      lines: [{ quantity: 2, edition: null, salePrice: null }],
      invoice: { invoiceId: bought.invoiceId },
      payment: { provider: 'sandbox', paymentId: bought.intent.paymentId },
      refund: null,
      undeliveredKeys: 0,
      refundable: { withinRules: false, refusal: 'revealed' },
    });
    expect(order.keys.map((k) => k.state).sort()).toEqual(['hidden', 'revealed']);
    expect(order.timeline.map((e) => e.topic)).toEqual(
      expect.arrayContaining(['order.created', 'order.paid', 'order.delivered']),
    );
    expect(order.timeline.every((e) => e.delivered && e.processedAt !== null)).toBe(true);
    const texts = await keyTexts(t, bought.group.platformGroupId);
    expect(texts).toContain(shown.key);
    for (const text of texts) expect(body).not.toContain(text);
  });

  it('shows a held order’s reasons and its keys not handed out yet; 404 for an unknown one', async () => {
    const held = await heldOrder(t, { keys: 2, quantity: 2 });
    const support = await signedInStaff(t, 'support');
    const { order } = await detail(support.client, held.orderId);
    expect(order).toMatchObject({
      status: 'under_review',
      keys: [],
      undeliveredKeys: 2,
      invoice: null,
      reviewReasons: [{ code: 'country-mismatch' }],
      payment: { cardCountry: 'BR' },
    });
    expect(order.timeline.at(-1)).toMatchObject({ topic: 'order.under_review', delivered: true });
    expect((await getAdmin(support.client, '/orders/ord_unknown')).statusCode).toBe(404);
    expect((await getAdmin(support.client, '/orders/not%20an%20id')).statusCode).toBe(400);
  });
});

describe('staff refunds', () => {
  it('refunds within the rules through the provider, once, on the audit log', async () => {
    const bought = await boughtOrder(t, { keys: 1, quantity: 1 });
    const finance = await signedInStaff(t, 'finance');
    const refunded = await staffRefund(finance.client, bought.orderId);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toEqual({
      orderId: bought.orderId,
      status: 'refunded',
      amount: bought.intent.total,
      currency: 'EUR',
      overridden: false,
    });
    const again = await staffRefund(finance.client, bought.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_ALREADY_REFUNDED',
      message: M.alreadyRefunded,
    });
    await drainOutbox(t);
    expect(await capturedMails(t, 'order-refunded', bought.email)).toHaveLength(1);
    const { order } = await detail(finance.client, bought.orderId);
    expect(order.refund).toMatchObject({ reason: 'staff', amount: bought.intent.total });
    expect(order.refund?.completedAt).not.toBeNull();
    expect(order.keys.map((k) => k.state)).toEqual(['voided']);
    expect(order.timeline.map((e) => e.topic)).toContain('order.refunded');
    expect(await auditOf(bought.orderId)).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        staffEmail: finance.email,
        before: { status: 'delivered' },
        after: {
          status: 'refunded',
          amount: bought.intent.total,
          currency: 'EUR',
          overridden: false,
        },
      }),
    ]);
  });

  it('refunds above the rules only with the override and a reason of 10 characters', async () => {
    const bought = await boughtOrder(t, { keys: 1, quantity: 1 });
    const [key] = bought.summary.keys;
    if (!key) throw new Error('no key');
    await revealOk(bought.client, key.keyId, bought.invoiceId);
    const support = await signedInStaff(t, 'support');
    const plain = await staffRefund(support.client, bought.orderId, { reason: 'Key did not work' });
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toMatchObject({ code: 'REFUND_OUTSIDE_RULES', message: M.outsideRules });
    const short = await staffRefund(support.client, bought.orderId, {
      overrideRules: true,
      reason: 'broken',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: M.reasonRequired });
    const wrongType = await staffRefund(support.client, bought.orderId, { overrideRules: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    const overridden = await staffRefund(support.client, bought.orderId, {
      overrideRules: true,
      reason: 'The key was already used by someone else',
    });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json()).toMatchObject({ status: 'refunded', overridden: true });
    expect((await auditOf(bought.orderId))[0]).toMatchObject({
      after: {
        overridden: true,
        rulesRefused: 'revealed',
        reason: 'The key was already used by someone else',
      },
    });
  });

  it('lets support agents refund up to their limit only; finance above it', async () => {
    // 2 × 45.00 EUR = 90.00 EUR, above this store's 80.00 EUR support limit.
    const order = await pendingOrder(t, { keys: 2, quantity: 2, priceMinor: 4500 });
    await confirmCard(t, order.intent, '4242424242424242');
    await drainOutbox(t);
    const support = await signedInStaff(t, 'support');
    const refused = await staffRefund(support.client, order.intent.orderId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REFUND_ABOVE_LIMIT', message: M.aboveLimit });
    expect(await auditOf(order.intent.orderId)).toEqual([]);
    const finance = await signedInStaff(t, 'finance');
    expect((await staffRefund(finance.client, order.intent.orderId)).statusCode).toBe(200);
  });

  it('sends held orders to the review queue and refuses unpaid ones', async () => {
    const held = await heldOrder(t);
    const admin = await signedInStaff(t, 'admin');
    const refused = await staffRefund(admin.client, held.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_UNDER_REVIEW' });
    const unpaid = await pendingOrder(t, { keys: 1, quantity: 1 });
    const status = await staffRefund(admin.client, unpaid.intent.orderId);
    expect(status.statusCode).toBe(409);
    expect(status.json()).toMatchObject({ code: 'REFUND_STATUS' });
    expect((await staffRefund(admin.client, 'ord_unknown')).statusCode).toBe(404);
  });
});

describe('sending the receipt again', () => {
  it('mails the receipt with its invoice again, on the audit log', async () => {
    const bought = await boughtOrder(t, { keys: 1, quantity: 1 });
    const invoiceNumber = bought.summary.invoice?.number ?? 'missing';
    const support = await signedInStaff(t, 'support');
    const sent = await postAdmin(support.client, `/orders/${bought.orderId}/resend-receipt`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ orderId: bought.orderId, invoiceNumber, email: bought.email });
    await drainOutbox(t);
    const receipts = await capturedMails(t, 'order-receipt', bought.email);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.raw.toString()).toContain(`${invoiceNumber}.pdf`);
    expect((await auditOf(bought.orderId))[0]).toMatchObject({
      action: 'order.resend_receipt',
      after: { invoiceNumber, to: bought.email },
    });
    const [row] = await dbRows<{ n: number }>(
      t,
      "select count(*)::int as n from outbox where topic = 'order.receipt_resent' and payload->>'orderId' = $1",
      [bought.orderId],
    );
    expect(row?.n).toBe(1);
  });

  it('answers 409 for an order without an invoice', async () => {
    const held = await heldOrder(t);
    const support = await signedInStaff(t, 'support');
    const res = await postAdmin(support.client, `/orders/${held.orderId}/resend-receipt`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_NO_INVOICE', message: M.noInvoice });
  });
});
