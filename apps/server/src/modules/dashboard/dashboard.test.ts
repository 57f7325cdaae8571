import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardReply, DASHBOARD_SERIES_DAYS } from '@store/shared/schemas/admin-dashboard';
import { STAFF_ROLES } from '@store/shared/schemas/staff';
import type { TestApp } from '../../test/build-test-app';
import { stockedPlatformGroup } from '../../test/factories';
import { deliveredOrder } from '../../test/kits/fulfilment-test-kit';
import { buildPurchasesTestApp, refund, rows } from '../../test/kits/purchases-test-kit';
import { ADMIN_API, signedInStaff } from '../../test/kits/staff-test-kit';
import type { TestClient } from '../../test/test-client';

// The back office's start page: sales from orders paid and refunded, orders per status.
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await buildPurchasesTestApp();
  admin = (await signedInStaff(t, 'admin')).client;
});
afterAll(async () => {
  await t.close();
});

async function dashboard(client = admin) {
  const res = await client.request({ url: `${ADMIN_API}/dashboard` });
  expect(res.statusCode, res.body).toBe(200);
  return DashboardReply.parse(res.json());
}

const salesOf = (list: DashboardReply['today'], currency: string) =>
  list.find((s) => s.currency === currency) ?? {
    currency,
    grossMinor: 0,
    refundedMinor: 0,
    netMinor: 0,
    orders: 0,
  };
const lastDay = (reply: DashboardReply, currency: string) =>
  reply.series.find((s) => s.currency === currency)?.days.at(-1)?.netMinor ?? 0;

async function orderRow(publicId: string) {
  const [row] = await rows<{ currency: string; total_minor: number }>(
    t,
    'select currency, total_minor from orders where public_id = $1',
    [publicId],
  );
  if (!row) throw new Error(`no order ${publicId}`);
  return row;
}

describe('GET /api/v1/admin/dashboard', () => {
  it('counts a delivered order in today’s and the month’s sales, and a refund takes it off', async () => {
    const before = await dashboard();
    const order = await deliveredOrder(t);
    const { currency, total_minor: total } = await orderRow(order.orderId);

    const paid = await dashboard();
    expect(salesOf(paid.today, currency)).toEqual({
      ...salesOf(before.today, currency),
      grossMinor: salesOf(before.today, currency).grossMinor + total,
      netMinor: salesOf(before.today, currency).netMinor + total,
      orders: salesOf(before.today, currency).orders + 1,
    });
    expect(salesOf(paid.month, currency).netMinor).toBe(
      salesOf(before.month, currency).netMinor + total,
    );
    expect(lastDay(paid, currency)).toBe(lastDay(before, currency) + total);
    expect(paid.ordersByStatus.delivered).toBe(before.ordersByStatus.delivered + 1);

    expect((await refund(order.client, order.orderId)).statusCode).toBe(200);
    const refunded = await dashboard();
    expect(salesOf(refunded.today, currency)).toEqual({
      ...salesOf(paid.today, currency),
      refundedMinor: salesOf(paid.today, currency).refundedMinor + total,
      netMinor: salesOf(before.today, currency).netMinor,
    });
    expect(salesOf(refunded.month, currency).netMinor).toBe(
      salesOf(before.month, currency).netMinor,
    );
    expect(lastDay(refunded, currency)).toBe(lastDay(before, currency));
    expect(refunded.ordersByStatus.refunded).toBe(paid.ordersByStatus.refunded + 1);
    expect(refunded.ordersByStatus.delivered).toBe(paid.ordersByStatus.delivered - 1);
  });

  it('adds up several orders of a day', async () => {
    const before = await dashboard();
    const first = await deliveredOrder(t, { quantity: 1 });
    const second = await deliveredOrder(t, { quantity: 3, keys: 3 });
    const a = await orderRow(first.orderId);
    const b = await orderRow(second.orderId);
    expect(a.currency).toBe(b.currency);
    const after = await dashboard();
    expect(salesOf(after.today, a.currency).netMinor).toBe(
      salesOf(before.today, a.currency).netMinor + a.total_minor + b.total_minor,
    );
    expect(salesOf(after.today, a.currency).orders).toBe(
      salesOf(before.today, a.currency).orders + 2,
    );
  });

  it('answers the status counts, the review queue and a 30-day series ending today', async () => {
    const reply = await dashboard();
    const counted = await rows<{ status: string; n: number }>(
      t,
      'select status, count(*)::int as n from orders group by status',
    );
    for (const { status, n } of counted) {
      expect(reply.ordersByStatus[status as keyof typeof reply.ordersByStatus]).toBe(n);
    }
    expect(reply.reviewQueue).toBe(reply.ordersByStatus.under_review);
    expect(reply.timeZone).toBe('UTC');
    for (const series of reply.series) {
      expect(series.days).toHaveLength(DASHBOARD_SERIES_DAYS);
      expect(series.days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    }
  });

  it('lists an entry whose keys fell to its low-stock threshold', async () => {
    const group = await stockedPlatformGroup(t, { keys: 2, priceMinor: 1999 });
    const before = await dashboard();
    expect(before.lowStock.some((e) => e.productPlatformId === String(group.platformGroupId))).toBe(
      false,
    );
    const set = await admin.request({
      method: 'PUT',
      url: `${ADMIN_API}/stock/${group.platformGroupId}/threshold`,
      payload: { threshold: 5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await dashboard()).lowStock).toContainEqual(
      expect.objectContaining({
        productPlatformId: String(group.platformGroupId),
        available: 2,
        threshold: 5,
      }),
    );
  });

  it.each(STAFF_ROLES)('is shown to the %s role', async (role) => {
    const member = await signedInStaff(t, role);
    expect((await dashboard(member.client)).timeZone).toBe('UTC');
  });
});
