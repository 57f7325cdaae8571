import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import type { TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient } from '../../test/test-client';
import {
  boughtOrder,
  buildPurchasesTestApp,
  readOrder,
  refund,
  reveal,
  revealOk,
  rows,
} from '../../test/kits/purchases-test-kit';

// POST /users/key-activation: the owner sees a key, once stamped, the same key every time.
let t: TestApp;
beforeAll(async () => {
  t = await buildPurchasesTestApp();
});
afterAll(async () => {
  await t.close();
});

async function keyRow(publicId: string) {
  const [row] = await rows<{ revealed_at: Date | null; revealed_by_user_id: number | null }>(
    t,
    'select revealed_at, revealed_by_user_id from order_keys where public_id = $1',
    [publicId],
  );
  if (!row) throw new Error(`no key ${publicId}`);
  return row;
}

describe('revealing a key', () => {
  it('shows the decrypted key, stamps the first reveal, and shows the same key again', async () => {
    const { client, userId, summary, invoiceId, orderId } = await boughtOrder(t);
    const [key, other] = summary.keys;
    if (!key || !other) throw new Error('two keys expected');

    const first = await revealOk(client, key.keyId, invoiceId);
    expect(first).toMatchObject({ keyId: key.keyId, platformFamily: 'pc' });
    expect(first.key).toMatch(/^TEST-[0-9a-f]{10}-\d$/);
    const stamped = await keyRow(key.keyId);
    expect(stamped.revealed_at?.toISOString()).toBe(first.revealedAt);
    expect(stamped.revealed_by_user_id).toBe(userId);

    const again = await revealOk(client, key.keyId, invoiceId);
    expect(again).toEqual(first);
    expect((await keyRow(key.keyId)).revealed_at?.toISOString()).toBe(first.revealedAt);

    // The other key stays hidden; the order shows one revealed key and no refund.
    const order = await readOrder(client, orderId);
    expect(order.keys.map((k) => [k.keyId, k.state])).toEqual([
      [key.keyId, 'revealed'],
      [other.keyId, 'hidden'],
    ]);
    expect(order.keys[0]?.revealedAt).toBe(first.revealedAt);
    expect(order.refund).toEqual({ eligible: false, reason: PURCHASE_MESSAGES.refundRevealed });

    // Each key is its own: the second one shows a different key.
    const second = await revealOk(client, other.keyId, invoiceId);
    expect(second.key).not.toBe(first.key);
  });

  it('answers 404 for another customer’s key or invoice, exactly as for an unknown key', async () => {
    const mine = await boughtOrder(t, { keys: 1, quantity: 1 });
    const theirs = await boughtOrder(t, { keys: 1, quantity: 1 });
    const myKey = mine.summary.keys[0]?.keyId ?? '';
    const theirKey = theirs.summary.keys[0]?.keyId ?? '';
    const attempts = [
      { keyId: theirKey, invoiceId: theirs.invoiceId },
      { keyId: theirKey, invoiceId: mine.invoiceId },
      { keyId: myKey, invoiceId: theirs.invoiceId },
      { keyId: 'key_unknown', invoiceId: mine.invoiceId },
    ];
    for (const body of attempts) {
      const res = await reveal(mine.client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toEqual({ message: PURCHASE_MESSAGES.keyNotFound, code: 'NOT_FOUND' });
    }
    expect((await keyRow(theirKey)).revealed_at).toBeNull();
    expect((await keyRow(myKey)).revealed_at).toBeNull();
  });

  it('refuses a key of a refunded order', async () => {
    const { client, orderId, summary, invoiceId } = await boughtOrder(t, { keys: 1, quantity: 1 });
    expect((await refund(client, orderId)).statusCode).toBe(200);
    const res = await reveal(client, { keyId: summary.keys[0]?.keyId ?? '', invoiceId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.keyRefunded });
    expect((await readOrder(client, orderId)).keys[0]?.state).toBe('voided');
  });

  it('refuses a key whose order is no longer delivered', async () => {
    const { client, orderId, summary, invoiceId } = await boughtOrder(t, { keys: 1, quantity: 1 });
    // An order put back under review by support, say: its keys wait.
    await t.database.pool.query(`update orders set status = 'paid' where public_id = $1`, [
      orderId,
    ]);
    const res = await reveal(client, { keyId: summary.keys[0]?.keyId ?? '', invoiceId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.keyNotDelivered });
  });

  it('answers 401 to a guest and 400 to bad input, changing nothing', async () => {
    const { summary, invoiceId } = await boughtOrder(t, { keys: 1, quantity: 1 });
    const keyId = summary.keys[0]?.keyId ?? '';
    const guest = await reveal(createTestClient(t.app), { keyId, invoiceId });
    expect(guest.statusCode).toBe(401);

    const { client } = await signedInCustomer(t);
    const bad: [unknown, string][] = [
      [{ keyId }, 'invoiceId'],
      [{ invoiceId }, 'keyId'],
      [{ keyId: 'a b', invoiceId }, 'keyId'],
      [{ keyId, invoiceId: '../etc' }, 'invoiceId'],
      [{ keyId: 'x'.repeat(65), invoiceId }, 'keyId'],
      [{ keyId: 42, invoiceId }, 'keyId'],
      [{ keyId: '', invoiceId }, 'keyId'],
    ];
    for (const [body, field] of bad) {
      const res = await reveal(client, JSON.stringify(body));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: `body.${field}`, message: 'Must be an id' }],
      });
    }
    const huge = await reveal(client, JSON.stringify({ keyId: 'k'.repeat(100_000), invoiceId }));
    expect(huge.statusCode).toBe(400);
    const notJson = await reveal(client, '{"keyId":');
    expect(notJson.statusCode).toBe(400);
    expect((await keyRow(keyId)).revealed_at).toBeNull();
  });
});
