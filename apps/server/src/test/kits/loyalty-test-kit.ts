import { randomBytes } from 'node:crypto';
import { createMailer } from '../../adapters/mailer/mailer';
import { createCaptureSms } from '../../adapters/sms/sms-capture';
import { createPushCapture } from '../../adapters/push/push-capture';
import { vapidPublicKeyOf } from '../../adapters/push/vapid-keys';
import { createSandboxPayments } from '../../adapters/payments/sandbox-payments';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import type { EventOf, OutboxTopic } from '../../modules/outbox/outbox-events';
import type { OutboxDeps, StoredEvent } from '../../modules/outbox/outbox-worker';
import type { TestApp } from '../build-test-app';
import { stockedPlatformGroup } from '../factories';
import type { TestClient } from '../test-client';

// Helpers the loyalty tests share: delivered orders written straight to the order tables
// (hundreds are cheap), the events loyalty reacts to, and the handlers' dependencies with a
// clock the test sets and a recording live port.

export const LOYALTY_API = '/api/v1/users/me';

/** Handler dependencies on the test app's database; `clock.now` moves when the test says. */
export function loyaltyDeps(t: TestApp) {
  const realtime = createRecordingRealtime();
  const clock = { now: new Date() };
  const logged: string[] = [];
  const deps: OutboxDeps = {
    db: t.database.db,
    mailer: createMailer({ dataDir: t.config.dataDir }),
    sms: createCaptureSms(t.config.dataDir),
    push: createPushCapture(t.config.dataDir, vapidPublicKeyOf(randomBytes(32))),
    payments: createSandboxPayments(randomBytes(32), t.database.db),
    realtime,
    publicUrl: 'http://store.test',
    now: () => clock.now,
    log: (message) => void logged.push(message),
  };
  return { deps, realtime, clock, logged };
}

/** An event as the worker hands it to a handler. */
export function storedEvent<T extends OutboxTopic>(
  topic: T,
  payload: EventOf<T>['payload'],
): StoredEvent<T> {
  return { topic, payload, id: 0, attempts: 1 } as StoredEvent<T>;
}

/** A platform group of a new product (a game unless said otherwise), without keys. */
export async function loyaltyProduct(
  t: TestApp,
  options: { priceMinor?: number; releaseDate?: string; subscriptionMonths?: number } = {},
) {
  const group = await stockedPlatformGroup(t, { priceMinor: options.priceMinor ?? 2000, keys: 0 });
  const { pool } = t.database;
  if (options.releaseDate) {
    await pool.query('update products set release_date = $2 where id = $1', [
      group.productId,
      options.releaseDate,
    ]);
  }
  if (options.subscriptionMonths) {
    const months = options.subscriptionMonths;
    const { rows } = await pool.query<{ id: number }>(
      `insert into editions (product_id, name, slug, position) values ($1, $2, $3, 1) returning id`,
      [group.productId, `${months} Months`, months === 1 ? '1-month' : `${months}-months`],
    );
    await pool.query('update products set type_id = 4 where id = $1', [group.productId]);
    await pool.query('update product_platforms set edition_id = $2 where id = $1', [
      group.platformGroupId,
      rows[0]?.id,
    ]);
  }
  return group;
}

export type DeliveredOrderOptions = {
  /** The order's total in `currency` minor units (default €20.00). */
  totalMinor?: number;
  quantity?: number;
  currency?: string;
  rateMicros?: number;
  paidAt?: Date;
  deliveredAt?: Date;
  group?: { productId: number; platformGroupId: number };
};

/**
 * A delivered order of the customer, written to the order tables as fulfilment leaves it;
 * returns its public id. Loyalty hears of it only when the test hands over the event.
 */
export async function insertDeliveredOrder(
  t: TestApp,
  userId: number,
  options: DeliveredOrderOptions = {},
): Promise<string> {
  const group = options.group ?? (await loyaltyProduct(t));
  const total = options.totalMinor ?? 2000;
  const deliveredAt = options.deliveredAt ?? new Date();
  const publicId = `ord_loyalty_${randomBytes(6).toString('hex')}`;
  const { pool } = t.database;
  const { rows } = await pool.query<{ id: number }>(
    `insert into orders (public_id, user_id, status, currency, rate_micros, subtotal_minor,
       discount_minor, loyalty_level, loyalty_discount_minor, total_minor, expires_at,
       created_at, paid_at, delivered_at)
     values ($1, $2, 'delivered', $3, $4, $5, 0, 1, 0, $5, $6, $6, $7, $6)
     returning id`,
    [
      publicId,
      userId,
      options.currency ?? 'EUR',
      options.rateMicros ?? 1_000_000,
      total,
      deliveredAt.toISOString(),
      (options.paidAt ?? deliveredAt).toISOString(),
    ],
  );
  const quantity = options.quantity ?? 1;
  await pool.query(
    `insert into order_lines (order_id, product_id, platform_group_id, quantity, unit_price_minor)
     values ($1, $2, $3, $4, $5)`,
    [rows[0]?.id, group.productId, group.platformGroupId, quantity, Math.round(total / quantity)],
  );
  return publicId;
}

/** The `order.delivered` event of an order. */
export const deliveredEvent = (orderId: string, userId: number, keys = 1) =>
  storedEvent('order.delivered', {
    orderId,
    userId,
    invoiceId: `inv_${orderId}`,
    invoiceNumber: `INV-${orderId}`,
    keys,
  });

/** The `order.refunded` event of an order. */
export const refundedEvent = (orderId: string, userId: number) =>
  storedEvent('order.refunded', { orderId, userId, refundId: 1 });

/** GET a loyalty route as the client, expecting 200; the parsed body. */
export async function getLoyalty(client: TestClient, path: string): Promise<unknown> {
  const res = await client.request({ url: `${LOYALTY_API}${path}` });
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** POST to a loyalty route as the client (with its CSRF token). */
export function postLoyalty(client: TestClient, path: string, body?: unknown) {
  return client.request({
    method: 'POST',
    url: `${LOYALTY_API}${path}`,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
}

/** The customer's ledger entries by kind, oldest first. */
export async function ledgerOf(t: TestApp, userId: number) {
  const { rows } = await t.database.pool.query<{ kind: string; xp: number; source_key: string }>(
    'select kind, xp, source_key from loyalty_points where user_id = $1 order by id',
    [userId],
  );
  return rows;
}
