import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { KeyActivationReply, OrderSummary, type GiftBody } from '@store/shared/schemas/purchases';
import { createMailer } from '../../adapters/mailer/mailer';
import { createCaptureSms } from '../../adapters/sms/sms-capture';
import { createPushCapture } from '../../adapters/push/push-capture';
import { vapidPublicKeyOf } from '../../adapters/push/vapid-keys';
import type { PaymentProvider, RefundInput } from '../../adapters/payments/payment-provider';
import { createSandboxPayments } from '../../adapters/payments/sandbox-payments';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { loadSecret } from '../../adapters/secrets/load-secret';
import type { AppDeps } from '../../app';
import { buildTestApp, type TestApp } from '../build-test-app';
import type { TestClient } from '../test-client';
import { eventSubscriptions } from '../../event-subscriptions';
import { invoiceRendererFor } from '../../modules/invoices/invoice-attachment';
import { runOutboxOnce, type OutboxDeps } from '../../modules/outbox/outbox-worker';
import { deliveredOrder } from './fulfilment-test-kit';
import { PAYMENTS_ENV } from './payments-test-kit';

// Helpers the purchases tests share: the app, a delivered order as its buyer sees it, the
// calls, and the purchases outbox run with stand-ins that count what they were asked.

export const API = '/api/v1';

/** The test app, configured for sandbox payments. */
export function buildPurchasesTestApp(
  deps: Pick<AppDeps, 'mailer' | 'realtime'> = {},
): Promise<TestApp> {
  return buildTestApp(PAYMENTS_ENV, deps);
}

/** A delivered order with its summary as the buyer reads it (keys, invoice). */
export async function boughtOrder(t: TestApp, options: { keys?: number; quantity?: number } = {}) {
  const delivered = await deliveredOrder(t, options);
  const summary = await readOrder(delivered.client, delivered.orderId);
  if (!summary.invoice) throw new Error(`order ${delivered.orderId} has no invoice`);
  return { ...delivered, summary, invoiceId: summary.invoice.invoiceId };
}

export async function readOrder(client: TestClient, orderId: string): Promise<OrderSummary> {
  const res = await client.request({ url: `${API}/users/orders/${orderId}` });
  if (res.statusCode !== 200) throw new Error(`order read failed: ${res.statusCode} ${res.body}`);
  return OrderSummary.parse(res.json());
}

export function reveal(
  client: TestClient,
  body: { keyId: string; invoiceId: string } | string,
): Promise<LightMyRequestResponse> {
  return post(client, '/users/key-activation', body);
}

/** Reveals a key that must be shown; returns what was shown. */
export async function revealOk(client: TestClient, keyId: string, invoiceId: string) {
  const res = await reveal(client, { keyId, invoiceId });
  if (res.statusCode !== 200) throw new Error(`reveal failed: ${res.statusCode} ${res.body}`);
  return KeyActivationReply.parse(res.json());
}

export function gift(client: TestClient, body: GiftBody | Record<string, unknown>) {
  return post(client, '/users/gifts', body);
}

export function claim(client: TestClient, token: unknown) {
  return post(client, '/users/gifts/claim', { token });
}

export function refund(client: TestClient, orderId: string) {
  return client.request({ method: 'POST', url: `${API}/users/orders/${orderId}/refund` });
}

export function post(client: TestClient, path: string, body: unknown) {
  return client.request({
    method: 'POST',
    url: `${API}${path}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Rows of a query against the test database. */
export async function rows<T>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(sql, params)).rows as T[];
}

/** The sandbox provider, counting the refunds it is asked for. */
export type CountingPayments = PaymentProvider & { refunds: RefundInput[] };

/**
 * Runs the purchases outbox handlers as the worker does, with the sandbox provider, mails
 * captured under the app's data directory and live messages recorded. A handler failure is
 * kept in `errors`, which tests expect to stay empty unless they provoke one.
 */
export async function purchaseOutbox(t: TestApp) {
  const sandbox = createSandboxPayments(
    await loadSecret(t.config.sessionSecret, t.config.dataDir, 'session.key'),
    t.database.db,
  );
  const payments: CountingPayments = {
    ...sandbox,
    refunds: [],
    refund: (input) => {
      payments.refunds.push(input);
      return sandbox.refund(input);
    },
  };
  const realtime = createRecordingRealtime();
  const errors: unknown[] = [];
  const deps: OutboxDeps = {
    db: t.database.db,
    mailer: createMailer({ dataDir: t.config.dataDir }),
    sms: createCaptureSms(t.config.dataDir),
    push: createPushCapture(t.config.dataDir, vapidPublicKeyOf(randomBytes(32))),
    payments,
    realtime,
    publicUrl: t.config.publicUrl,
    now: () => new Date(),
    log: (_message, error) => void errors.push(error),
  };
  const subscriptions = eventSubscriptions({
    renderInvoice: invoiceRendererFor(t.database.db),
  }).filter((s) => s.name.startsWith('purchases.'));
  return {
    deps,
    payments,
    realtime,
    errors,
    drain: async (): Promise<void> => {
      while ((await runOutboxOnce(deps, subscriptions)) > 0);
    },
  };
}
