import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { SandboxPaymentReply, type SandboxConfirmBody } from '@store/shared/schemas/payments';
import type { PaymentEvent } from '../../adapters/payments/payment-events';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../adapters/payments/webhook-signature';
import type { TestApp } from '../build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../factories';
import type { TestClient } from '../test-client';
import { putIntent } from './checkout-test-kit';

// Helpers the payment tests share: a pending order, the card flow, webhooks, what changed.

/** The webhook secret the payment test apps are configured with. */
export const TEST_WEBHOOK_SECRET = Buffer.alloc(32, 7);
export const PAYMENTS_ENV = { PAYMENTS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET.toString('base64') };

export const WEBHOOK_URL = '/api/v1/payment/webhook';
export const ACTIVATION_URL = '/api/v1/payment/game-activation';

/** A customer with a pending order for `quantity` keys of a fresh platform group. */
export async function pendingOrder(
  t: TestApp,
  options: { keys?: number; quantity?: number; priceMinor?: number } = {},
) {
  const group = await stockedPlatformGroup(t, {
    priceMinor: options.priceMinor ?? 2599,
    keys: options.keys ?? 3,
  });
  const { client, userId, email } = await signedInCustomer(t);
  const res = await putIntent(client, {
    lines: [
      {
        productId: group.productId,
        platformGroupId: group.platformGroupId,
        quantity: options.quantity ?? 2,
      },
    ],
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return { client, userId, email, group, intent: CreatePaymentIntentReply.parse(res.json()) };
}

/** A card that passes every check; override any field. */
export function card(number: string, overrides: Partial<SandboxConfirmBody['card']> = {}) {
  return {
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
    holder: 'Ada Lovelace',
    ...overrides,
  };
}

/** POSTs to a sandbox provider route as the card form does: no store session, no CSRF token. */
export function sandboxCall(
  t: TestApp,
  intentId: string,
  action: 'confirm' | 'challenge',
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/sandbox/payments/${intentId}/${action}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** Confirms the intent with a card number; expects the provider to answer 200. */
export async function confirmCard(
  t: TestApp,
  intent: CreatePaymentIntentReply,
  number: string,
): Promise<SandboxPaymentReply> {
  const res = await sandboxCall(t, intent.paymentId, 'confirm', {
    clientSecret: intent.clientSecret,
    card: card(number),
  });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
  return SandboxPaymentReply.parse(res.json());
}

/** GET game-activation with the query of the provider's return URL. */
export function activate(client: TestClient, returnUrl: string): Promise<LightMyRequestResponse> {
  const query = new URL(returnUrl, 'http://store.test').search;
  return client.request({ url: `${ACTIVATION_URL}${query}` });
}

/** A webhook event for the intent, as the sandbox would send it; override any field. */
export function paymentEvent(
  intent: CreatePaymentIntentReply,
  type: string,
  overrides: Partial<PaymentEvent['data']> = {},
): PaymentEvent {
  return {
    id: `evt_test_${randomBytes(9).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      intentId: intent.paymentId,
      amount: intent.total,
      currency: intent.currency,
      failureCode: type.endsWith('failed') ? 'card_declined' : null,
      ...overrides,
    },
  };
}

/** Delivers a body to the webhook route, signed at `at` with `secret`. */
export function deliver(
  t: TestApp,
  body: string,
  options: { at?: Date; secret?: Buffer; signature?: string } = {},
): Promise<LightMyRequestResponse> {
  const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const signature =
    options.signature ?? signWebhook(options.secret ?? TEST_WEBHOOK_SECRET, timestamp, body);
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

/** Everything a payment may change for one order: its status, its keys, its events. */
export async function orderSnapshot(t: TestApp, publicId: string) {
  const { pool } = t.database;
  const { rows: orders } = await pool.query<{ id: number; status: string; updated_at: Date }>(
    'select id, status, updated_at from orders where public_id = $1',
    [publicId],
  );
  const order = orders[0];
  if (!order) throw new Error(`no order ${publicId}`);
  const { rows: keys } = await pool.query<{ status: string; n: number }>(
    `select k.status, count(*)::int as n from key_allocations ka
     join product_keys k on k.id = ka.product_key_id
     join order_lines ol on ol.id = ka.order_line_id
     where ol.order_id = $1 group by k.status order by k.status`,
    [order.id],
  );
  const { rows: topics } = await pool.query<{ topic: string; n: number }>(
    `select topic, count(*)::int as n from outbox
     where payload->>'orderId' = $1 group by topic order by topic`,
    [publicId],
  );
  return {
    status: order.status,
    updatedAt: order.updated_at.toISOString(),
    allocatedKeys: Object.fromEntries(keys.map((k) => [k.status, k.n])),
    events: Object.fromEntries(topics.map((r) => [r.topic, r.n])),
  };
}

/** How many webhook events the store has recorded for an intent. */
export async function processedEvents(t: TestApp, intentId: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from processed_payment_events where intent_id = $1',
    [intentId],
  );
  return rows[0]?.n ?? 0;
}
