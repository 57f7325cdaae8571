import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import {
  INTENT_URL,
  keyStatuses,
  newKey,
  ordersOf,
  putIntent,
} from '../test/kits/checkout-test-kit';
import { drainOutbox } from '../test/kits/fulfilment-test-kit';
import { releaseExpiredReservations } from '../modules/orders/reservation-sweeper';
import { confirmCard, orderSnapshot, PAYMENTS_ENV } from '../test/kits/payments-test-kit';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../test/factories';
import type { TestClient } from '../test/test-client';

// Security item 7, inventory hold: one customer could hold an entry's whole stock with
// several unpaid checkouts, 15 minutes each and renewable at will. Now a customer has one
// unpaid order at a time (a new checkout cancels the one before and frees its keys in the
// same transaction), so at most 3 keys of an entry; an unpaid order holds its keys for 10
// minutes, and a replacing checkout never ends later than the one it replaces; and opening
// checkouts is limited per customer and per address.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV);
});
afterAll(async () => {
  await t.close();
});

type Group = { productId: number; platformGroupId: number };
const line = (g: Group, quantity: number) => ({
  productId: g.productId,
  platformGroupId: g.platformGroupId,
  quantity,
});

async function open(client: TestClient, lines: ReturnType<typeof line>[], key = newKey()) {
  const res = await putIntent(client, { lines }, key);
  expect(res.statusCode, res.body).toBe(200);
  return CreatePaymentIntentReply.parse(res.json());
}

const statusOf = async (publicId: string) => (await orderSnapshot(t, publicId)).status;

describe('inventory hold', () => {
  it('lets one customer hold at most 3 keys of an entry, however many checkouts they open', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 1500, keys: 10 });
    const hoarder = await signedInCustomer(t);
    const opened = [];
    for (let i = 0; i < 5; i++) opened.push(await open(hoarder.client, [line(group, 3)]));

    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 7,
      reserved: 3,
      sold: 0,
    });
    const orders = await ordersOf(t, hoarder.userId);
    expect(orders.filter((o) => o.status === 'pending')).toHaveLength(1);
    expect(orders.at(-1)).toMatchObject({ public_id: opened.at(-1)?.orderId, status: 'pending' });

    // Everybody else can still buy the rest.
    const other = await signedInCustomer(t);
    await open(other.client, [line(group, 3)]);
    const third = await signedInCustomer(t);
    await open(third.client, [line(group, 3)]);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({
      available: 1,
      reserved: 9,
    });
  });

  it('cancels the previous unpaid order and puts its keys back on sale; a repeated key opens nothing', async () => {
    const first = await stockedPlatformGroup(t, { priceMinor: 2000, keys: 3 });
    const second = await stockedPlatformGroup(t, { priceMinor: 900, keys: 3 });
    const { client, userId } = await signedInCustomer(t);
    const oldKey = newKey();
    const old = await open(client, [line(first, 2)], oldKey);
    expect(await keyStatuses(t, first.platformGroupId)).toMatchObject({ reserved: 2 });

    const newer = newKey();
    const current = await open(client, [line(second, 1)], newer);
    expect(await orderSnapshot(t, old.orderId)).toMatchObject({
      status: 'cancelled',
      allocatedKeys: {},
      events: { 'order.created': 1, 'order.cancelled': 1 },
    });
    expect(await keyStatuses(t, first.platformGroupId)).toEqual({
      available: 3,
      reserved: 0,
      sold: 0,
    });
    expect(await keyStatuses(t, second.platformGroupId)).toMatchObject({ reserved: 1 });

    // The same key again is the same order, and changes nothing.
    const again = await open(client, [line(second, 1)], newer);
    expect(again).toEqual(current);
    expect(await ordersOf(t, userId)).toHaveLength(2);
    expect(await statusOf(current.orderId)).toBe('pending');

    // The replaced checkout's key says so, and does not take its order back.
    const stale = await putIntent(client, { lines: [line(first, 2)] }, oldKey);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message:
        'This checkout was replaced by one you started later. Please start again to pay here.',
      code: 'CHECKOUT_REPLACED',
    });
    expect(await statusOf(current.orderId)).toBe('pending');
    expect(await keyStatuses(t, first.platformGroupId)).toMatchObject({ available: 3 });
  });

  it('holds keys for 10 minutes, then the sweeper puts them back on sale', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 1200, keys: 2 });
    const { client, userId } = await signedInCustomer(t);
    const before = Date.now();
    const reply = await open(client, [line(group, 2)]);
    const after = Date.now();
    const ends = new Date(reply.expiresAt).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(ends).toBeLessThanOrEqual(after + 10 * 60_000);

    await releaseExpiredReservations(t.database.db, new Date(ends - 1000));
    expect(await statusOf(reply.orderId)).toBe('pending');
    await releaseExpiredReservations(t.database.db, new Date(ends + 1000));
    expect((await ordersOf(t, userId))[0]?.status).toBe('expired');
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ available: 2 });
  });

  it('never renews a hold: a replacing checkout ends when the one it replaced would have', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 1200, keys: 6 });
    const { client } = await signedInCustomer(t);
    const first = await open(client, [line(group, 3)]);
    // As if the customer had kept the first checkout open for eight of its ten minutes.
    const { rows } = await t.database.pool.query<{ expires_at: Date }>(
      `update orders set expires_at = now() + interval '2 minutes'
       where public_id = $1 returning expires_at`,
      [first.orderId],
    );
    const firstEnds = rows[0]?.expires_at;
    if (!firstEnds) throw new Error('the first order was not found');

    const second = await open(client, [line(group, 3)]);
    expect(new Date(second.expiresAt)).toEqual(firstEnds);
    const { rows: keys } = await t.database.pool.query<{ reserved_until: Date }>(
      `select distinct reserved_until from product_keys
       where product_platform_id = $1 and status = 'reserved'`,
      [group.platformGroupId],
    );
    expect(keys).toEqual([{ reserved_until: firstEnds }]);
  });

  it("answers 429 'Too many failed requests' once a customer opened 10 checkouts in 15 minutes", async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 500, keys: 12 });
    const { client } = await signedInCustomer(t);
    let lastKey = '';
    for (let i = 0; i < 10; i++) {
      lastKey = newKey();
      await open(client, [line(group, 1)], lastKey);
    }
    const blocked = await putIntent(client, { lines: [line(group, 1)] });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: 'Too many failed requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ reserved: 1 });

    // Reloading the page repeats the open checkout's key: that opens nothing and still works.
    expect((await putIntent(client, { lines: [line(group, 1)] }, lastKey)).statusCode).toBe(200);
  });

  it('answers 429 once 30 checkouts were opened from one address in 15 minutes', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 500, keys: 40 });
    const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const fromAddress = (client: TestClient) =>
      client.request({
        method: 'PUT',
        url: INTENT_URL,
        remoteAddress: address,
        headers: { 'content-type': 'application/json', 'cko-idempotency-key': newKey() },
        payload: JSON.stringify({ lines: [line(group, 1)] }),
      });
    for (let i = 0; i < 30; i++) {
      const { client } = await signedInCustomer(t);
      expect((await fromAddress(client)).statusCode).toBe(200);
    }
    const { client } = await signedInCustomer(t);
    const blocked = await fromAddress(client);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: 'Too many failed requests' });
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ reserved: 30 });
  });

  // Meaningful on PostgreSQL (DATABASE_URL), where the calls run side by side on several
  // connections; PGlite has one connection, so there they queue and must agree as well.
  it('never holds more than 3 keys when one customer opens checkouts all at once', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 800, keys: 30 });
    const { client, userId } = await signedInCustomer(t);
    await client.request({ url: '/api/v1/health' });
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => putIntent(client, { lines: [line(group, 3)] })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 27,
      reserved: 3,
      sold: 0,
    });
    const orders = await ordersOf(t, userId);
    expect(orders).toHaveLength(8);
    expect(orders.filter((o) => o.status === 'pending')).toHaveLength(1);
    expect(orders.filter((o) => o.status === 'cancelled')).toHaveLength(7);
  });

  it('refunds a payment that still arrives for a replaced order, and keeps the new one', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 2500, keys: 4 });
    const { client } = await signedInCustomer(t);
    const replaced = await open(client, [line(group, 2)]);
    const current = await open(client, [line(group, 1)]);

    // An old tab pays the replaced order's intent at the provider.
    const paid = await confirmCard(t, replaced, '4242424242424242');
    expect(paid.status).toBe('succeeded');
    await drainOutbox(t);

    expect(await orderSnapshot(t, replaced.orderId)).toMatchObject({
      status: 'cancelled',
      allocatedKeys: {},
      events: { 'order.created': 1, 'order.cancelled': 1, 'payment.refund_required': 1 },
    });
    const { rows } = await t.database.pool.query<{ refund_id: string | null }>(
      'select refund_id from sandbox_payments where intent_id = $1',
      [replaced.paymentId],
    );
    expect(rows[0]?.refund_id).toMatch(/^re_sbx_/);
    expect(await statusOf(current.orderId)).toBe('pending');
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 3,
      reserved: 1,
      sold: 0,
    });
  });
});
