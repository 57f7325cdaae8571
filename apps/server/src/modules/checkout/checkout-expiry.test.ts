import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import { releaseExpiredReservations, startReservationSweeper } from '../orders/reservation-sweeper';
import { keyStatuses, ordersOf, putIntent } from '../../test/kits/checkout-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const line = (g: { productId: number; platformGroupId: number }, quantity: number) => ({
  productId: g.productId,
  platformGroupId: g.platformGroupId,
  quantity,
});

/** A pending order of a fresh customer holding `quantity` keys of a new group. */
async function pendingOrder(quantity: number, keys = 3) {
  const group = await stockedPlatformGroup(t, { priceMinor: 1200, keys });
  const customer = await signedInCustomer(t);
  const res = await putIntent(customer.client, { lines: [line(group, quantity)] });
  expect(res.statusCode).toBe(200);
  const reply = CreatePaymentIntentReply.parse(res.json());
  return { group, customer, reply, expiresAt: new Date(reply.expiresAt) };
}

const allocationsOf = async (orderId: string) => {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `select count(*)::int as n from key_allocations ka
     join order_lines ol on ol.id = ka.order_line_id
     join orders o on o.id = ol.order_id where o.public_id = $1`,
    [orderId],
  );
  return rows[0]?.n ?? 0;
};
const expiredEvents = async (orderId: string) => {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `select count(*)::int as n from outbox where topic = 'order.expired' and payload->>'orderId' = $1`,
    [orderId],
  );
  return rows[0]?.n ?? 0;
};

describe('reservation expiry', () => {
  it('keeps the keys until the reservation ends, then puts them back on sale once', async () => {
    const { group, customer, reply, expiresAt } = await pendingOrder(2);
    const db = t.database.db;

    await releaseExpiredReservations(db, new Date(expiresAt.getTime() - 1000));
    expect((await ordersOf(t, customer.userId))[0]?.status).toBe('pending');
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ reserved: 2 });

    const after = new Date(expiresAt.getTime() + 1000);
    const released = await releaseExpiredReservations(db, after);
    expect(released.orders).toBeGreaterThanOrEqual(1);
    expect((await ordersOf(t, customer.userId))[0]?.status).toBe('expired');
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 3,
      reserved: 0,
      sold: 0,
    });
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from product_keys
       where product_platform_id = $1 and reserved_until is not null`,
      [group.platformGroupId],
    );
    expect(rows[0]?.n).toBe(0);
    expect(await allocationsOf(reply.orderId)).toBe(0);
    expect(await expiredEvents(reply.orderId)).toBe(1);

    // Idempotent: a second sweep finds nothing and writes nothing.
    expect(await releaseExpiredReservations(db, after)).toEqual({ orders: 0, keys: 0 });
    expect(await expiredEvents(reply.orderId)).toBe(1);

    // The released keys can be sold again.
    const next = await signedInCustomer(t);
    const res = await putIntent(next.client, { lines: [line(group, 3)] });
    expect(res.statusCode).toBe(200);
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ reserved: 3 });
  });

  it('expires an order once when two sweeps run at the same time', async () => {
    const { reply, expiresAt } = await pendingOrder(1);
    const after = new Date(expiresAt.getTime() + 1000);
    await Promise.all([
      releaseExpiredReservations(t.database.db, after),
      releaseExpiredReservations(t.database.db, after),
    ]);
    expect(await expiredEvents(reply.orderId)).toBe(1);
  });

  it('never touches an order that is no longer pending, nor its sold keys', async () => {
    const { group, customer, reply, expiresAt } = await pendingOrder(1);
    await t.database.pool.query(`update orders set status = 'paid' where public_id = $1`, [
      reply.orderId,
    ]);
    await t.database.pool.query(
      `update product_keys set status = 'sold', reserved_until = null
       where product_platform_id = $1 and status = 'reserved'`,
      [group.platformGroupId],
    );
    await releaseExpiredReservations(t.database.db, new Date(expiresAt.getTime() + 3600_000));
    expect((await ordersOf(t, customer.userId))[0]?.status).toBe('paid');
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 2,
      reserved: 0,
      sold: 1,
    });
    expect(await allocationsOf(reply.orderId)).toBe(1);
  });

  it('expires, not cancels, an unswept order that ran out when the customer checks out again', async () => {
    const { group, customer, reply } = await pendingOrder(2);
    await t.database.pool.query(
      `update orders set expires_at = now() - interval '10 seconds' where public_id = $1`,
      [reply.orderId],
    );
    const before = Date.now();
    const res = await putIntent(customer.client, { lines: [line(group, 1)] });
    expect(res.statusCode).toBe(200);
    const next = CreatePaymentIntentReply.parse(res.json());

    expect((await ordersOf(t, customer.userId)).map((o) => o.status)).toEqual([
      'expired',
      'pending',
    ]);
    expect(await expiredEvents(reply.orderId)).toBe(1);
    expect(await allocationsOf(reply.orderId)).toBe(0);
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 2,
      reserved: 1,
      sold: 0,
    });
    // Nothing was running any more, so the new order holds its keys for the full time.
    expect(new Date(next.expiresAt).getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000);
  });

  it('refuses a status outside the order lifecycle at the database', async () => {
    const { reply } = await pendingOrder(1);
    await expect(
      t.database.pool.query(`update orders set status = 'shipped' where public_id = $1`, [
        reply.orderId,
      ]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'orders_status_check' });
  });

  it('runs in the background until stopped', async () => {
    const { group, customer } = await pendingOrder(1);
    await t.database.pool.query(
      `update orders set expires_at = now() - interval '1 minute' where user_id = $1`,
      [customer.userId],
    );
    const sweeper = startReservationSweeper(t.database.db, {}, 20);
    try {
      await vi.waitFor(
        async () => {
          expect((await ordersOf(t, customer.userId))[0]?.status).toBe('expired');
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await sweeper.stop();
    }
    expect(await keyStatuses(t, group.platformGroupId)).toMatchObject({ reserved: 0 });
  });
});
