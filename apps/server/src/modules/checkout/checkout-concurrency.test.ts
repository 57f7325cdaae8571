import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { drainOutbox } from '../../test/kits/fulfilment-test-kit';
import { confirmCard, PAYMENTS_ENV } from '../../test/kits/payments-test-kit';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import { keyStatuses, newKey, ordersOf, putIntent } from '../../test/kits/checkout-test-kit';

// Meaningful on PostgreSQL (DATABASE_URL), where the calls really run side by side on
// several connections; on PGlite they queue on its one connection and must agree as well.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV);
});
afterAll(async () => {
  await t.close();
});

const line = (g: { productId: number; platformGroupId: number }, quantity: number) => ({
  productId: g.productId,
  platformGroupId: g.platformGroupId,
  quantity,
});

describe('checkout under concurrency', () => {
  it('opens one order for 20 simultaneous calls with one idempotency key', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 4200, keys: 10 });
    const { client, userId } = await signedInCustomer(t);
    // One call first hands the client its CSRF cookie, so the 20 below all carry it.
    await client.request({ url: '/api/v1/health' });
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => putIntent(client, { lines: [line(group, 2)] }, key)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const bodies = new Set(replies.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(await ordersOf(t, userId)).toHaveLength(1);
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 8,
      reserved: 2,
      sold: 0,
    });
    const { rows } = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from payment_intents where user_id = $1',
      [userId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('sells the last 5 keys to exactly 5 of 200 buyers at once, never one key twice', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 999, keys: 5 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => signedInCustomer(t)));
    await Promise.all(buyers.map((b) => b.client.request({ url: '/api/v1/health' })));

    const replies = await Promise.all(
      buyers.map((b) => putIntent(b.client, { lines: [line(group, 1)] })),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(195);
    for (const r of replies.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({ message: 'Out of stock', code: 'OUT_OF_STOCK' });
    }

    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 0,
      reserved: 5,
      sold: 0,
    });
    const { rows } = await t.database.pool.query<{
      allocations: number;
      keys: number;
      orders: number;
    }>(
      `select count(*)::int as allocations,
              count(distinct ka.product_key_id)::int as keys,
              count(distinct ol.order_id)::int as orders
       from key_allocations ka join order_lines ol on ol.id = ka.order_line_id
       where ol.platform_group_id = $1`,
      [group.platformGroupId],
    );
    expect(rows[0]).toEqual({ allocations: 5, keys: 5, orders: 5 });

    // The five pay at once and are delivered: five orders, five distinct keys, none left.
    const intents = replies
      .filter((r) => r.statusCode === 200)
      .map((r) => CreatePaymentIntentReply.parse(r.json()));
    await Promise.all(intents.map((intent) => confirmCard(t, intent, '4242424242424242')));
    await drainOutbox(t);
    const { rows: delivered } = await t.database.pool.query<{ orders: number; keys: number }>(
      `select count(distinct o.id)::int as orders, count(distinct ok.product_key_id)::int as keys
       from orders o join order_keys ok on ok.order_id = o.id
       join order_lines ol on ol.id = ok.order_line_id
       where o.status = 'delivered' and ol.platform_group_id = $1`,
      [group.platformGroupId],
    );
    expect(delivered[0]).toEqual({ orders: 5, keys: 5 });
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 0,
      reserved: 0,
      sold: 5,
    });
  });

  it('refuses at the database to allocate one key to two orders', async () => {
    const group = await stockedPlatformGroup(t, { priceMinor: 500, keys: 2 });
    const one = await signedInCustomer(t);
    const two = await signedInCustomer(t);
    expect((await putIntent(one.client, { lines: [line(group, 1)] })).statusCode).toBe(200);
    expect((await putIntent(two.client, { lines: [line(group, 1)] })).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{
      line_id: number;
      key_id: string;
      user_id: number;
    }>(
      `select ol.id as line_id, ka.product_key_id as key_id, o.user_id
       from key_allocations ka
       join order_lines ol on ol.id = ka.order_line_id
       join orders o on o.id = ol.order_id
       where ol.platform_group_id = $1`,
      [group.platformGroupId],
    );
    const first = rows.find((r) => r.user_id === one.userId);
    const second = rows.find((r) => r.user_id === two.userId);
    if (!first || !second) throw new Error('both orders should hold a key');
    // The second order's line tries to take the first order's key as well.
    await expect(
      t.database.pool.query(
        'insert into key_allocations (order_line_id, product_key_id) values ($1, $2)',
        [second.line_id, first.key_id],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'key_allocations_product_key_unique' });
  });
});
