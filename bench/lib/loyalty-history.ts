import { randomBytes } from 'node:crypto';
import { createMailer } from '../../apps/server/src/adapters/mailer/mailer';
import { createCaptureSms } from '../../apps/server/src/adapters/sms/sms-capture';
import { createPushCapture } from '../../apps/server/src/adapters/push/push-capture';
import { vapidPublicKeyOf } from '../../apps/server/src/adapters/push/vapid-keys';
import { createSandboxPayments } from '../../apps/server/src/adapters/payments/sandbox-payments';
import { createSilentRealtime } from '../../apps/server/src/adapters/realtime/realtime';
import { recordDeliveredOrder } from '../../apps/server/src/modules/loyalty/loyalty-handlers';
import type { OutboxDeps } from '../../apps/server/src/modules/outbox/outbox-worker';
import type { CheckoutStore } from './checkout-store';

/** Hours between two orders of the history: 1,000 orders span about eight months. */
const HOURS_APART = 6;

/**
 * A long-standing customer's history as loyalty records it in production: `count` delivered
 * orders written to the order tables (one to three keys of the catalogue's entries, cycling
 * through storefronts, product types and prices), then each order's `order.delivered` handed
 * to loyalty's own handler, oldest first, at the time it was delivered. So the facts, XP
 * ledger, achievements and community goal are what the handlers make of them, not a guess.
 * Returns the seconds the handlers took.
 */
export async function seedLoyaltyHistory(
  store: CheckoutStore,
  userId: number,
  count: number,
  dataDir: string,
): Promise<number> {
  const { pool, db } = store.database;
  const prefix = `ord_bench_${randomBytes(4).toString('hex')}`;
  const now = Date.now();
  // Order n is delivered (count - n) × 6 hours ago; its lines take entries in turn from the
  // catalogue (a price of 0 or none falls back to 19.99).
  const { rows } = await pool.query<{ public_id: string; delivered_at: Date }>(
    `with entries as (
       select row_number() over (order by id) - 1 as i, id, product_id,
              coalesce(nullif(price_minor, 0), 1999) as price_minor
       from product_platforms
     ), plan as (
       select n, e.id as group_id, e.product_id, e.price_minor, 1 + n % 3 as quantity,
              to_timestamp($3::double precision / 1000) - make_interval(hours => ($2 - n) * $4) as at
       from generate_series(1, $2::int) as n
       join entries e on e.i = n % (select count(*) from entries)
     ), inserted as (
       insert into orders (public_id, user_id, status, currency, rate_micros, subtotal_minor,
         discount_minor, loyalty_level, loyalty_discount_minor, total_minor, expires_at,
         created_at, paid_at, delivered_at)
       select $5 || '_' || n, $1, 'delivered', 'EUR', 1000000, price_minor * quantity, 0, 0, 0,
              price_minor * quantity, at, at, at, at
       from plan
       returning id, public_id, delivered_at
     ), lines as (
       insert into order_lines (order_id, product_id, platform_group_id, quantity, unit_price_minor)
       select i.id, p.product_id, p.group_id, p.quantity, p.price_minor
       from inserted i join plan p on i.public_id = $5 || '_' || p.n
     )
     select public_id, delivered_at from inserted order by delivered_at`,
    [userId, count, now, HOURS_APART, prefix],
  );
  if (rows.length !== count) throw new Error(`${rows.length} of ${count} history orders stored`);

  let clock = new Date(now);
  const deps: OutboxDeps = {
    db,
    mailer: createMailer({ dataDir }),
    sms: createCaptureSms(dataDir),
    push: createPushCapture(dataDir, vapidPublicKeyOf(randomBytes(32))),
    payments: createSandboxPayments(randomBytes(32), db),
    realtime: createSilentRealtime(),
    publicUrl: 'http://127.0.0.1',
    now: () => clock,
    log: (message, error) => {
      throw new Error(`Loyalty refused a history order: ${message}`, { cause: error });
    },
  };
  const started = performance.now();
  for (const [i, order] of rows.entries()) {
    clock = new Date(order.delivered_at);
    await recordDeliveredOrder(
      {
        id: i + 1,
        attempts: 1,
        topic: 'order.delivered',
        payload: {
          orderId: order.public_id,
          userId,
          invoiceId: `inv_${order.public_id}`,
          invoiceNumber: `INV-${order.public_id}`,
          keys: 1,
        },
      },
      deps,
    );
  }
  return (performance.now() - started) / 1000;
}
