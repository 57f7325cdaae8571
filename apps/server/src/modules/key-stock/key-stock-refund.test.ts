import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockEntry } from '@store/shared/schemas/key-stock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { drainOutbox } from '../../test/kits/fulfilment-test-kit';
import { decide, heldOrder } from '../../test/kits/orders-admin-test-kit';
import { PAYMENTS_ENV } from '../../test/kits/payments-test-kit';
import { ADMIN_API, signedInStaff } from '../../test/kits/staff-test-kit';

// Keys a rejected review puts back on sale count for the low-stock alert at once.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV);
});
afterAll(async () => {
  await t.close();
});

describe('low stock after a rejected review', () => {
  it('re-arms the alert when the refunded order’s keys are back on sale', async () => {
    const admin = await signedInStaff(t, 'admin');
    const entryStock = async (entryId: number) =>
      StockEntry.parse(
        (await admin.client.request({ url: `${ADMIN_API}/stock/${entryId}` })).json(),
      );
    // Two keys, one held by an order under review: one left, at the threshold of 1.
    const held = await heldOrder(t, { keys: 2, quantity: 1 });
    const entryId = held.group.platformGroupId;
    const threshold = await admin.client.request({
      method: 'PUT',
      url: `${ADMIN_API}/stock/${entryId}/threshold`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ threshold: 1 }),
    });
    expect(threshold.statusCode).toBe(200);
    expect(await entryStock(entryId)).toMatchObject({ available: 1, low: true });

    const rejected = await decide(admin.client, held.orderId, 'reject', {
      reason: 'Stolen card reported by the bank',
    });
    expect(rejected.statusCode).toBe(200);
    await drainOutbox(t);
    const after = await entryStock(entryId);
    expect(after).toMatchObject({ available: 2, low: false, lowSince: null });
    const { rows } = await t.database.pool.query<{ handler: string }>(
      `select d.handler from outbox_deliveries d join outbox o on o.id = d.event_id
        where o.topic = 'order.refunded' and o.payload->>'orderId' = $1`,
      [held.orderId],
    );
    expect(rows.map((r) => r.handler)).toContain('key-stock.check-low-stock');
  });
});
