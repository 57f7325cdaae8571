import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOfMinor } from '@store/shared/rules/money';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { AchievementProfile } from '@store/shared/schemas/loyalty';
import { InvoiceDetail, invoicePdfPath } from '@store/shared/schemas/purchases';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import { putIntent } from '../../test/kits/checkout-test-kit';
import { deliveredOrder, drainOutbox } from '../../test/kits/fulfilment-test-kit';
import {
  deliveredEvent,
  getLoyalty,
  insertDeliveredOrder,
  ledgerOf,
  loyaltyDeps,
} from '../../test/kits/loyalty-test-kit';
import { confirmCard, PAYMENTS_ENV } from '../../test/kits/payments-test-kit';
import { readOrder } from '../../test/kits/purchases-test-kit';
import { recordDeliveredOrder } from './loyalty-handlers';
import { pdfText } from '../../test/pdf-text';

// Loyalty in the whole store: a real delivery reaches it through the outbox, and the level
// it gives is the discount checkout takes off and the invoice shows on a line of its own.
let t: TestApp;
const realtime = createRecordingRealtime();
beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV, { realtime });
});
afterAll(async () => {
  await t.close();
});

describe('loyalty in the store', () => {
  it('counts an order paid and delivered through the store, via the outbox', async () => {
    const { client, userId, orderId } = await deliveredOrder(t, { quantity: 2 });
    const profile = AchievementProfile.parse(await getLoyalty(client, '/achievement-profile'));
    // 2 × €25.99 at level 1.
    expect(profile.stats).toMatchObject({
      totalPurchases: 1,
      lifetimeSpend: 5198,
      itemsPurchased: 2,
    });
    expect(profile.achievements.find((a) => a.id === 'bulk-2')?.status).toBe('unlocked');
    const ledger = await ledgerOf(t, userId);
    expect(ledger.find((e) => e.kind === 'order')).toEqual({
      kind: 'order',
      xp: 51,
      source_key: `order:${orderId}`,
    });
    const told = realtime.sent.filter((s) => s.message.event === 'achievementUnlocked');
    expect(
      told.map((s) => [s.userId, 'id' in s.message.message && s.message.message.id]),
    ).toContainEqual([userId, 'bulk-2']);
    // The sign-in of the test customer arrived too.
    const { rows } = await t.database.pool.query(
      'select day from loyalty_sign_in_days where user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
  });

  it('gives a level-2 customer 3 % off at checkout and names it on the invoice', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    const earlier = await insertDeliveredOrder(t, userId, { totalMinor: 30_000 });
    await recordDeliveredOrder(deliveredEvent(earlier, userId), deps);
    const profile = AchievementProfile.parse(await getLoyalty(client, '/achievement-profile'));
    expect(profile.level).toMatchObject({ current: 2, name: 'Loot Hunter', discountPercent: 3 });

    const group = await stockedPlatformGroup(t, { priceMinor: 2599, keys: 2 });
    const res = await putIntent(client, {
      lines: [{ productId: group.productId, platformGroupId: group.platformGroupId, quantity: 2 }],
      // Whatever discount a client claims is not read.
      loyaltyDiscount: 5000,
      loyaltyLevel: 5,
      discountPercent: 50,
    });
    expect(res.statusCode).toBe(200);
    const intent = CreatePaymentIntentReply.parse(res.json());
    const discount = percentOfMinor(5198, 3, 'EUR');
    expect(discount).toBe(156);
    expect(intent).toMatchObject({
      subtotal: 5198,
      discount: 0,
      loyaltyDiscount: 156,
      total: 5042,
    });
    const { rows } = await t.database.pool.query(
      'select loyalty_level, loyalty_discount_minor from orders where public_id = $1',
      [intent.orderId],
    );
    expect(rows[0]).toEqual({ loyalty_level: 2, loyalty_discount_minor: 156 });

    await confirmCard(t, intent, '4242424242424242');
    await drainOutbox(t);
    const order = await readOrder(client, intent.orderId);
    const invoiceId = order.invoice?.invoiceId ?? '';
    const detailRes = await client.request({
      url: `/api/v1/users/invoices/detail?invoiceId=${invoiceId}`,
    });
    const detail = InvoiceDetail.parse(detailRes.json());
    expect(detail).toMatchObject({
      subtotal: 5198,
      discount: 0,
      loyaltyDiscount: 156,
      total: 5042,
    });

    const pdf = await client.request({ url: invoicePdfPath(invoiceId) });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Level discount (Loot Hunter, 3 %)');
    expect(text).toContain('-€1.56');
    expect(text).toContain('€50.42');
  });
});
