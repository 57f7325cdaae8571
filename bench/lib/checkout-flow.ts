import { randomUUID } from 'node:crypto';
import { CreatePaymentIntentReply, IDEMPOTENCY_HEADER } from '@store/shared/schemas/checkout';
import { SandboxPaymentReply } from '@store/shared/schemas/payments';
import type { Buyer, CheckoutLine } from './checkout-data';
import type { Deliveries } from './checkout-store';

/** What became of one buyer's checkout; times are `performance.now()` milliseconds. */
export type OrderAttempt =
  | { outcome: 'paid'; orderId: string; startedAt: number; paidAt: number }
  | { outcome: 'refused'; status: number; startedAt: number }
  | { outcome: 'error'; message: string; startedAt: number };

/** One run: every attempt, and what the store and the database say became of them. */
export type RunResult = {
  buyers: number;
  concurrency: number;
  attempts: OrderAttempt[];
  paid: Extract<OrderAttempt, { outcome: 'paid' }>[];
  /** Seconds until every buyer had the answer to their checkout. */
  answeredSeconds: number;
  paidPerSecond: number;
  deliveredPerSecond: number;
  toPaidMs: number[];
  toDeliveredMs: number[];
  /** Paid orders whose receipt was not sent within the timeout. */
  missingReceipts: number;
  /** The run's orders by status, from the database. */
  statuses: Record<string, number>;
};

/** The sandbox's card that always succeeds, without 3-D Secure. */
const CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holder: 'Bench Buyer',
};

/**
 * One checkout as the browser makes it: open the payment for the line (with a fresh
 * idempotency key), then pay at the sandbox provider, whose reply comes once its signed
 * webhook has made the order paid.
 */
export async function buyOnce(
  origin: string,
  buyer: Buyer,
  line: CheckoutLine,
): Promise<OrderAttempt> {
  const startedAt = performance.now();
  try {
    const opened = await fetch(`${origin}/api/v1/payment/create-payment-intent`, {
      method: 'PUT',
      headers: {
        ...buyer.headers,
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: randomUUID(),
      },
      body: JSON.stringify({ lines: [line] }),
    });
    if (opened.status !== 200) {
      await opened.arrayBuffer();
      return { outcome: 'refused', status: opened.status, startedAt };
    }
    const intent = CreatePaymentIntentReply.parse(await opened.json());
    const confirmed = await fetch(`${origin}/api/v1/sandbox/payments/${intent.paymentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: intent.clientSecret, card: CARD }),
    });
    const text = await confirmed.text();
    const reply = confirmed.ok ? SandboxPaymentReply.safeParse(JSON.parse(text)) : undefined;
    if (reply?.data?.status !== 'succeeded') {
      return { outcome: 'error', message: `payment ${confirmed.status}: ${text}`, startedAt };
    }
    return { outcome: 'paid', orderId: intent.orderId, startedAt, paidAt: performance.now() };
  } catch (error) {
    return { outcome: 'error', message: String(error), startedAt };
  }
}

/** Waits until every order's receipt has been sent, or until `timeoutMs` has passed. */
export async function waitForReceipts(
  deliveries: Deliveries,
  orderIds: readonly string[],
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!orderIds.every((id) => deliveries.receiptSent.has(id))) {
    if (performance.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
