import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_ADMIN_MESSAGES as M, ReviewQueueReply } from '@store/shared/schemas/orders-admin';
import { AuditReply } from '@store/shared/schemas/staff';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { capturedMails, drainOutbox } from '../../test/kits/fulfilment-test-kit';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { stockedPlatformGroup } from '../../test/factories';
import { putIntent } from '../../test/kits/checkout-test-kit';
import {
  dbRows,
  decide,
  FOREIGN_CARD,
  getAdmin,
  heldOrder,
} from '../../test/kits/orders-admin-test-kit';
import { confirmCard, PAYMENTS_ENV } from '../../test/kits/payments-test-kit';
import { signedInStaff } from '../../test/kits/staff-test-kit';

// The fraud review queue: held orders with their reasons and the customer's history, and
// the decisions, each once, with the customer told live and by e-mail.
let t: TestApp;
const realtime = createRecordingRealtime();
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV, { realtime });
});
afterAll(async () => {
  await t.close();
});

async function queue(client: Parameters<typeof getAdmin>[0]) {
  const res = await getAdmin(client, '/review-queue');
  expect(res.statusCode).toBe(200);
  return ReviewQueueReply.parse(res.json()).orders;
}

function toldLive(userId: number, orderId: string, status: string): boolean {
  return realtime.sent.some(
    (s) =>
      s.userId === userId &&
      s.message.event === 'paymentStatus' &&
      s.message.message.orderId === orderId &&
      s.message.message.status === status,
  );
}

async function productKeyStatuses(platformGroupId: number) {
  const rows = await dbRows<{ status: string }>(
    t,
    'select status from product_keys where product_platform_id = $1 order by id',
    [platformGroupId],
  );
  return rows.map((r) => r.status);
}

describe('the review queue', () => {
  it('lists a held order with its reasons, countries and the customer’s history', async () => {
    const held = await heldOrder(t);
    const support = await signedInStaff(t, 'support');
    const entry = (await queue(support.client)).find((o) => o.orderId === held.orderId);
    expect(entry).toMatchObject({
      customer: { id: held.userId, email: held.email },
      total: held.intent.total,
      currency: 'EUR',
      totalEurMinor: held.intent.total,
      reasons: [
        { code: 'country-mismatch', label: 'Card country differs from the account country' },
      ],
      countries: { card: 'BR', account: 'CH' },
      history: {
        accountAgeDays: 0,
        paidOrders: 0,
        paidTotalEurMinor: 0,
        refunds: 0,
        previousReviews: 0,
      },
    });
  });

  it('counts the customer’s earlier paid orders, refunds and reviews, not this one', async () => {
    const admin = await signedInStaff(t, 'admin');
    const first = await heldOrder(t, { keys: 1, quantity: 1 });
    expect((await decide(admin.client, first.orderId, 'approve')).statusCode).toBe(200);
    const refunded = await first.client.request({
      method: 'POST',
      url: `/api/v1/users/orders/${first.orderId}/refund`,
    });
    expect(refunded.statusCode).toBe(200);
    // The foreign card also asked for an identity check; staff found the customer verified.
    await t.database.pool.query(
      'update users set identity_require_check = false where id = (select user_id from orders where public_id = $1)',
      [first.orderId],
    );
    // The same customer's next order, paid with the foreign card again: held.
    const group = await stockedPlatformGroup(t, { priceMinor: 1500, keys: 1 });
    const res = await putIntent(first.client, {
      lines: [{ productId: group.productId, platformGroupId: group.platformGroupId, quantity: 1 }],
    });
    const intent = CreatePaymentIntentReply.parse(res.json());
    await confirmCard(t, intent, FOREIGN_CARD);
    await drainOutbox(t);
    const entries = await queue(admin.client);
    expect(entries.some((e) => e.orderId === first.orderId)).toBe(false);
    expect(entries.find((e) => e.orderId === intent.orderId)).toMatchObject({
      total: 1500,
      history: {
        paidOrders: 1,
        paidTotalEurMinor: first.intent.total,
        refunds: 1,
        previousReviews: 1,
      },
    });
  });

  it('is for support agents and admins, not finance or catalogue', async () => {
    for (const role of ['finance', 'catalogue'] as const) {
      const member = await signedInStaff(t, role);
      expect((await getAdmin(member.client, '/review-queue')).statusCode).toBe(403);
    }
  });
});

describe('deciding a held order', () => {
  it('approves: the keys are delivered, the customer is told live and by e-mail, once', async () => {
    const held = await heldOrder(t, { keys: 2, quantity: 2 });
    const support = await signedInStaff(t, 'support');
    const approved = await decide(support.client, held.orderId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ orderId: held.orderId, status: 'delivered' });
    await drainOutbox(t);
    expect(await capturedMails(t, 'order-approved', held.email)).toHaveLength(1);
    expect(await capturedMails(t, 'order-receipt', held.email)).toHaveLength(1);
    expect(toldLive(held.userId, held.orderId, 'delivered')).toBe(true);
    const owned = await dbRows(
      t,
      'select 1 from order_keys ok join orders o on o.id = ok.order_id where o.public_id = $1',
      [held.orderId],
    );
    expect(owned).toHaveLength(2);
    expect((await queue(support.client)).some((o) => o.orderId === held.orderId)).toBe(false);

    const again = await decide(support.client, held.orderId, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_ALREADY_DECIDED',
      message: M.notUnderReview,
    });

    const admin = await signedInStaff(t, 'admin');
    const audit = AuditReply.parse(
      (await getAdmin(admin.client, `/audit?q=${held.orderId}`)).json(),
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: 'order.approve',
      staffEmail: support.email,
      targetType: 'order',
      before: { status: 'under_review' },
      after: { status: 'delivered' },
    });
  });

  it('rejects: refunded through the provider, the keys back on sale, the customer told', async () => {
    const held = await heldOrder(t, { keys: 3, quantity: 2 });
    expect(await productKeyStatuses(held.group.platformGroupId)).toEqual(
      expect.arrayContaining(['sold', 'sold', 'available']),
    );
    const admin = await signedInStaff(t, 'admin');
    const rejected = await decide(admin.client, held.orderId, 'reject', {
      reason: 'Stolen card reported by the bank',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ orderId: held.orderId, status: 'refunded' });
    expect(await productKeyStatuses(held.group.platformGroupId)).toEqual([
      'available',
      'available',
      'available',
    ]);
    await drainOutbox(t);
    const [refund] = await dbRows<{ reason: string; completed_at: Date | null }>(
      t,
      'select r.reason, r.completed_at from refunds r join orders o on o.id = r.order_id where o.public_id = $1',
      [held.orderId],
    );
    expect(refund).toMatchObject({ reason: 'review-rejected' });
    expect(refund?.completed_at).not.toBeNull();
    expect(await capturedMails(t, 'order-refunded', held.email)).toHaveLength(1);
    expect(toldLive(held.userId, held.orderId, 'refunded')).toBe(true);

    const again = await decide(admin.client, held.orderId, 'approve');
    expect(again.statusCode).toBe(409);
    const audit = AuditReply.parse(
      (await getAdmin(admin.client, `/audit?q=${held.orderId}`)).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'order.reject',
      after: { status: 'refunded', reason: 'Stolen card reported by the bank' },
    });
  });

  it('answers 404 for an unknown order and 400 for a reason that is too long', async () => {
    const support = await signedInStaff(t, 'support');
    const unknown = await decide(support.client, 'ord_unknown', 'approve');
    expect(unknown.statusCode).toBe(404);
    const held = await heldOrder(t);
    const long = await decide(support.client, held.orderId, 'reject', { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
  });
});

describe('an approval and a rejection of one order at the same moment', () => {
  it('lets exactly one win; the other answers 409 and changes nothing', async () => {
    const one = await signedInStaff(t, 'support');
    const other = await signedInStaff(t, 'admin');
    for (let round = 0; round < 4; round += 1) {
      const held = await heldOrder(t, { keys: 1, quantity: 1 });
      const [approve, reject] = await Promise.all([
        decide(one.client, held.orderId, 'approve'),
        decide(other.client, held.orderId, 'reject'),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const [order] = await dbRows<{ id: number; status: string }>(
        t,
        'select id, status from orders where public_id = $1',
        [held.orderId],
      );
      const winner = approve.statusCode === 200 ? 'delivered' : 'refunded';
      expect(order?.status).toBe(winner);
      const refunds = await dbRows(t, 'select 1 from refunds where order_id = $1', [order?.id]);
      const owned = await dbRows(t, 'select 1 from order_keys where order_id = $1', [order?.id]);
      expect({ refunds: refunds.length, owned: owned.length }).toEqual(
        winner === 'delivered' ? { refunds: 0, owned: 1 } : { refunds: 1, owned: 0 },
      );
      const audits = await dbRows(
        t,
        "select 1 from audit_log where target_type = 'order' and target_id = $1",
        [held.orderId],
      );
      expect(audits).toHaveLength(1);
    }
  });
});
