import { createKeyVault } from '../../adapters/key-vault/key-vault';
import type { TestApp } from '../build-test-app';
import { TEST_KEY_SECRET } from '../test-constants';
import type { TestClient } from '../test-client';
import { drainOutbox } from './fulfilment-test-kit';
import { confirmCard, pendingOrder } from './payments-test-kit';
import { ADMIN_API, postAdmin } from './staff-test-kit';

// Helpers the back-office order tests share: an order held by the fraud rules, staff calls
// on orders, and the plain text of an order's keys (to prove no answer contains it).

/** A card issued in another country than the test customer's (CH): the order is held. */
export const FOREIGN_CARD = '4000000760000002';

/** A paid order the fraud rules hold for review (card country differs from the account's). */
export async function heldOrder(t: TestApp, options: { keys?: number; quantity?: number } = {}) {
  const order = await pendingOrder(t, { keys: options.keys ?? 2, quantity: options.quantity ?? 1 });
  await confirmCard(t, order.intent, FOREIGN_CARD);
  await drainOutbox(t);
  return { ...order, orderId: order.intent.orderId };
}

export function decide(
  client: TestClient,
  orderId: string,
  decision: 'approve' | 'reject',
  body?: unknown,
) {
  return postAdmin(client, `/review-queue/${orderId}/${decision}`, body);
}

export function staffRefund(client: TestClient, orderId: string, body?: unknown) {
  return postAdmin(client, `/orders/${orderId}/refund`, body);
}

export function getAdmin(client: TestClient, path: string) {
  return client.request({ url: `${ADMIN_API}${path}` });
}

/** Rows of a query against the test database. */
export async function dbRows<T>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(sql, params)).rows as T[];
}

/** The plain text of every key of a platform group, decrypted as the store would. */
export async function keyTexts(t: TestApp, platformGroupId: number): Promise<string[]> {
  const vault = createKeyVault(TEST_KEY_SECRET);
  const keys = await dbRows<{ encrypted_key: string }>(
    t,
    'select encrypted_key from product_keys where product_platform_id = $1',
    [platformGroupId],
  );
  return keys.map((k) => vault.decrypt(k.encrypted_key, platformGroupId));
}
