import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@store/shared/schemas/checkout';
import type { TestApp } from '../build-test-app';
import type { TestClient } from '../test-client';

// Helpers the checkout tests share: the call, and what the database holds afterwards.

export const INTENT_URL = '/api/v1/payment/create-payment-intent';

/** A fresh idempotency key, as the web makes one per checkout. */
export const newKey = (): string => randomUUID();

/** PUT create-payment-intent with the given body (an object, or raw JSON text); null sends no key. */
export function putIntent(
  client: TestClient,
  payload: unknown,
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  return client.request({
    method: 'PUT',
    url: INTENT_URL,
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** How many rows checkout has written, to prove a refused call wrote nothing. */
export async function checkoutRowCounts(t: TestApp): Promise<Record<string, number>> {
  const { rows } = await t.database.pool.query<Record<string, number>>(
    `select (select count(*)::int from orders) as orders,
            (select count(*)::int from order_lines) as order_lines,
            (select count(*)::int from key_allocations) as key_allocations,
            (select count(*)::int from payment_intents) as payment_intents,
            (select count(*)::int from outbox) as outbox,
            (select count(*)::int from product_keys where status <> 'available') as keys_taken`,
  );
  const counts = rows[0];
  if (!counts) throw new Error('no counts');
  return counts;
}

/** The keys of a platform group by status. */
export async function keyStatuses(
  t: TestApp,
  platformGroupId: number,
): Promise<{ available: number; reserved: number; sold: number }> {
  const { rows } = await t.database.pool.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from product_keys
     where product_platform_id = $1 group by status`,
    [platformGroupId],
  );
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { available: of('available'), reserved: of('reserved'), sold: of('sold') };
}

export type OrderRow = {
  id: number;
  public_id: string;
  status: string;
  currency: string;
  subtotal_minor: number;
  discount_minor: number;
  loyalty_discount_minor: number;
  total_minor: number;
  created_at: Date;
  expires_at: Date;
};

/** A customer's orders, oldest first. */
export async function ordersOf(t: TestApp, userId: number): Promise<OrderRow[]> {
  const { rows } = await t.database.pool.query<OrderRow>(
    `select id, public_id, status, currency, subtotal_minor, discount_minor,
            loyalty_discount_minor, total_minor, created_at, expires_at
     from orders where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}

/** The exchange rate of a currency, millionths per EUR. */
export async function rateOf(t: TestApp, code: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ rate: string }>(
    'select rate_micros as rate from currencies where code = $1',
    [code],
  );
  const rate = rows[0]?.rate;
  if (rate === undefined) throw new Error(`no currency ${code}`);
  return Number(rate);
}
