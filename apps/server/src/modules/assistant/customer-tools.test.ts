import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { customerWithOrder, type AssistantCustomer } from '../../test/kits/assistant-test-kit';
import { buildPurchasesTestApp, gift } from '../../test/kits/purchases-test-kit';
import { uniqueEmail } from '../../test/factories';

let t: TestApp;
let ada: AssistantCustomer;
let grace: AssistantCustomer;

beforeAll(async () => {
  t = await buildPurchasesTestApp();
  ada = await customerWithOrder(t, 'Ada');
  grace = await customerWithOrder(t, 'Grace');
});

afterAll(async () => {
  await t.close();
});

describe('the assistant’s customer tools', () => {
  it('list only the session customer’s orders, as the purchases page shows them', async () => {
    const orders = await ada.tools.listOrders();
    expect(orders).toEqual([
      {
        orderId: ada.orderId,
        status: 'delivered',
        createdAt: ada.summary.createdAt,
        totalMinor: ada.summary.total,
        currency: ada.summary.currency,
        items: [{ title: ada.title, platform: 'pc', quantity: 2, revealed: 0 }],
        invoiceNumber: ada.invoiceNumber,
        refund: { eligible: true, reason: null, until: expect.any(String) as string },
        url: `/dashboard/purchases?order=${ada.orderId}`,
      },
    ]);
    expect(ada.tools.firstName).toBe('Ada');
  });

  it('find one of the customer’s orders, and nothing for anyone else’s or for a bad id', async () => {
    expect((await ada.tools.findOrder(ada.orderId))?.orderId).toBe(ada.orderId);
    expect(await ada.tools.findOrder(grace.orderId)).toBeUndefined();
    expect(await grace.tools.findOrder(ada.orderId)).toBeUndefined();
    for (const bad of ['', "ord_x' or '1'='1", 'x'.repeat(100), '../orders']) {
      expect(await ada.tools.findOrder(bad)).toBeUndefined();
    }
  });

  it('never return a key’s value', async () => {
    const everything = JSON.stringify([
      await ada.tools.listOrders(20),
      await ada.tools.findOrder(ada.orderId),
    ]);
    for (const key of ada.keys) expect(everything).not.toContain(key);
  });

  it('say why an order can no longer be refunded', async () => {
    const customer = await customerWithOrder(t);
    const key = customer.summary.keys[0];
    if (!key) throw new Error('the order has no key');
    const email = uniqueEmail('friend');
    const res = await gift(customer.client, { keyId: key.keyId, email, confirmEmail: email });
    expect(res.statusCode).toBeLessThan(300);
    const order = await customer.tools.findOrder(customer.orderId);
    expect(order?.refund).toEqual({ eligible: false, reason: 'gifted', until: null });
  });
});
