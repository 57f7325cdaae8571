import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ORDERS_PAGE_SIZE,
  OrdersPage,
  PURCHASE_MESSAGES,
  ReceivedKeysReply,
} from '@store/shared/schemas/purchases';
import type { TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';
import { deliveredOrder } from '../../test/kits/fulfilment-test-kit';
import { pendingOrder } from '../../test/kits/payments-test-kit';
import { API, buildPurchasesTestApp, readOrder, rows } from '../../test/kits/purchases-test-kit';

// The purchases page: the customer's orders with items, keys, invoice and refund
// eligibility; one order; the keys received as gifts.
let t: TestApp;
beforeAll(async () => {
  t = await buildPurchasesTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /users/orders', () => {
  it('lists the delivered order with its items, hidden keys, invoice and refund window', async () => {
    const { client, orderId, group } = await deliveredOrder(t, { keys: 3, quantity: 2 });
    const res = await client.request({ url: `${API}/users/orders` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = OrdersPage.parse(res.json());
    expect(page).toMatchObject({ page: 1, pageSize: ORDERS_PAGE_SIZE, total: 1 });
    const [order] = page.orders;
    expect(order).toMatchObject({
      orderId,
      status: 'delivered',
      currency: 'EUR',
      subtotal: 5198,
      total: 5198,
      items: [
        {
          productId: String(group.productId),
          platformGroupId: String(group.platformGroupId),
          quantity: 2,
          unitPrice: 2599,
          salePrice: null,
        },
      ],
      refund: { eligible: true },
    });
    expect(order?.items[0]?.title).toMatch(/^Test Game /);
    expect(order?.items[0]?.platformName).toBeTruthy();
    expect(order?.invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(order?.keys).toHaveLength(2);
    for (const key of order?.keys ?? []) {
      expect(key).toMatchObject({
        orderId,
        state: 'hidden',
        revealedAt: null,
        gift: null,
        received: false,
        platformFamily: 'pc',
      });
    }
    // The window ends 7 days after payment.
    const paidAt = new Date(order?.paidAt ?? 0).getTime();
    const until = order?.refund.eligible ? new Date(order.refund.until).getTime() : 0;
    expect(until - paidAt).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('shows pending and expired orders too, newest first, and pages them', async () => {
    const { client, userId } = await pendingOrder(t);
    const res = await client.request({ url: `${API}/users/orders?page=1` });
    const page = OrdersPage.parse(res.json());
    expect(page.total).toBe(1);
    expect(page.orders[0]).toMatchObject({ status: 'pending', keys: [], invoice: null });
    expect(page.orders[0]?.refund).toEqual({
      eligible: false,
      reason: PURCHASE_MESSAGES.refundStatus,
    });

    // Eleven more orders of this customer, written straight away: the list pages by ten.
    const [first] = await rows<{ id: number }>(t, 'select id from orders where user_id = $1', [
      userId,
    ]);
    for (let i = 0; i < ORDERS_PAGE_SIZE + 1; i += 1) {
      await t.database.pool.query(
        `insert into orders (public_id, user_id, status, currency, rate_micros, subtotal_minor,
           discount_minor, loyalty_level, loyalty_discount_minor, total_minor, expires_at, created_at)
         select 'ord_page_' || $2::text || '_' || $3::text, user_id, $4, currency, rate_micros, subtotal_minor,
           discount_minor, loyalty_level, loyalty_discount_minor, total_minor, expires_at,
           created_at + make_interval(secs => $3::int + 1)
         from orders where id = $1`,
        [first?.id, userId, i, i === 0 ? 'cancelled' : 'expired'],
      );
    }
    const one = OrdersPage.parse((await client.request({ url: `${API}/users/orders` })).json());
    // The cancelled order is not listed.
    expect(one.total).toBe(ORDERS_PAGE_SIZE + 1);
    expect(one.orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect(one.orders[0]?.orderId).toBe(`ord_page_${userId}_${ORDERS_PAGE_SIZE}`);
    const created = one.orders.map((o) => o.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const two = OrdersPage.parse(
      (await client.request({ url: `${API}/users/orders?page=2` })).json(),
    );
    expect(two.orders.map((o) => o.status)).toEqual(['pending']);
    const past = OrdersPage.parse(
      (await client.request({ url: `${API}/users/orders?page=9` })).json(),
    );
    expect(past).toMatchObject({ orders: [], page: 9, total: ORDERS_PAGE_SIZE + 1 });
  });

  it('reads a page with the same few queries however many keys its orders hold', async () => {
    const queriesFor = async (client: TestClient): Promise<number> => {
      const spy = vi.spyOn(t.database.pool, 'query');
      try {
        const res = await client.request({ url: `${API}/users/orders` });
        expect(res.statusCode).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const small = await deliveredOrder(t, { keys: 1, quantity: 1 });
    const large = await deliveredOrder(t, { keys: 3, quantity: 3 });
    expect(await queriesFor(large.client)).toBe(await queriesFor(small.client));
    // The session, the page and its count, lines, keys, invoices, gifts.
    expect(await queriesFor(large.client)).toBeLessThanOrEqual(8);
  });

  it('answers 401 to a guest and 400 to a page that is not a number', async () => {
    const guest = createTestClient(t.app);
    const res = await guest.request({ url: `${API}/users/orders` });
    expect(res.statusCode).toBe(401);
    const { client } = await signedInCustomer(t);
    for (const page of ['abc', '0', '-1', '1.5', '99999999']) {
      const bad = await client.request({ url: `${API}/users/orders?page=${page}` });
      expect(bad.statusCode, page).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /users/orders/:orderId', () => {
  it('gives the buyer their order and anyone else 404, as for an unknown id', async () => {
    const { client, orderId } = await deliveredOrder(t, { keys: 1, quantity: 1 });
    const order = await readOrder(client, orderId);
    expect(order).toMatchObject({ orderId, status: 'delivered' });

    const { client: other } = await signedInCustomer(t);
    for (const id of [orderId, 'ord_doesnotexist']) {
      const res = await other.request({ url: `${API}/users/orders/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.orderNotFound });
    }
    const guest = await createTestClient(t.app).request({ url: `${API}/users/orders/${orderId}` });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses ids that are not ids with 400', async () => {
    const { client } = await signedInCustomer(t);
    for (const id of ['a%20b', 'x'.repeat(65), '%E2%82%AC', 'a.b']) {
      const res = await client.request({ url: `${API}/users/orders/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Must be an id' });
    }
  });
});

describe('GET /users/keys', () => {
  it('is empty for a buyer: their own keys are listed with their orders', async () => {
    const { client } = await deliveredOrder(t, { keys: 1, quantity: 1 });
    const res = await client.request({ url: `${API}/users/keys` });
    expect(res.statusCode).toBe(200);
    expect(ReceivedKeysReply.parse(res.json())).toEqual({ keys: [] });
    const guest = await createTestClient(t.app).request({ url: `${API}/users/keys` });
    expect(guest.statusCode).toBe(401);
  });
});
