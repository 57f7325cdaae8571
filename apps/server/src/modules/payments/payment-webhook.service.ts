import { isPaymentEventType, PaymentEvent } from '../../adapters/payments/payment-events';
import { verifyWebhookSignature } from '../../adapters/payments/webhook-signature';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  lockOrder,
  releaseOrderKeys,
  sellOrderKeys,
  transitionOrder,
  type OrderMove,
} from '../orders/orders.repository';
import { writeOutbox } from '../outbox/outbox.repository';
import { claimPaymentEvent, findPaymentByIntent, recordEventOutcome } from './payments.repository';

/** What applying webhooks needs: the database, the provider and its signing secret, a clock. */
export type PaymentWebhookContext = {
  db: Db;
  provider: string;
  webhookSecret: Buffer;
  now: () => Date;
  /** Called after an event changed an order, e.g. to have the outbox worker run at once. */
  onApplied?: () => void;
};

/** What became of an authentic event. Only `applied` changed anything. */
export type WebhookOutcome =
  | { outcome: 'applied'; orderId: string; status: 'paid' | 'failed' }
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string };

/** Why a delivery was refused: nothing was read from it and nothing changed. */
export type WebhookRefusal = Failure<'bad-signature' | 'stale-signature' | 'malformed-event'>;

export type WebhookResult = Result<WebhookOutcome, WebhookRefusal>;

/**
 * Applies a provider's webhook delivery exactly once. The signature (over the raw body, with
 * a five-minute tolerance) is checked before anything is read; the event is then applied by
 * `applyPaymentEvent`.
 */
export async function applyPaymentWebhook(
  ctx: PaymentWebhookContext,
  input: { rawBody: string; signature: string },
): Promise<WebhookResult> {
  const now = ctx.now();
  const check = verifyWebhookSignature(ctx.webhookSecret, input.signature, input.rawBody, now);
  if (!check.ok) {
    const reason = check.failure.reason === 'stale' ? 'stale-signature' : 'bad-signature';
    return fail(reason);
  }
  const event = parseEvent(input.rawBody);
  if (!event) return fail('malformed-event');
  return ok(await applyPaymentEvent(ctx, event));
}

/**
 * Applies an authentic event (whatever provider and signature scheme it came with) exactly
 * once. Its id is claimed in the transaction that applies it, so a replay, or the same event
 * arriving many times at once, changes the order once and otherwise answers `duplicate`. A
 * success makes a pending order paid and sells its keys; the outbox event `order.paid` then
 * has fulfilment check and deliver it. A failure fails the order and puts its keys back on
 * sale. Every status change follows the shared order lifecycle and writes its outbox event.
 */
export async function applyPaymentEvent(
  ctx: Pick<PaymentWebhookContext, 'db' | 'provider' | 'now' | 'onApplied'>,
  event: PaymentEvent,
): Promise<WebhookOutcome> {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const claimed = await claimPaymentEvent(tx, {
      provider: ctx.provider,
      eventId: event.id,
      type: event.type,
      intentId: event.data.intentId,
    });
    if (!claimed) return { outcome: 'duplicate' };
    const outcome = await applyEvent(tx, event, now);
    await recordEventOutcome(tx, ctx.provider, event.id, outcome);
    return outcome;
  });
  if (result.outcome === 'applied') ctx.onApplied?.();
  return result;
}

function parseEvent(rawBody: string): PaymentEvent | undefined {
  try {
    const parsed = PaymentEvent.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Moves the locked order, which must be in `from`: anything else means the lock did not hold. */
async function moveOrder(db: Db, id: number, move: OrderMove) {
  if (!(await transitionOrder(db, id, move))) {
    throw new Error(`A locked order did not move from ${move.from.join('/')} to ${move.to}`);
  }
}

/** Applies a claimed event to its order inside the caller's transaction. */
async function applyEvent(db: Db, event: PaymentEvent, now: Date): Promise<WebhookOutcome> {
  if (!isPaymentEventType(event.type)) return { outcome: 'ignored', reason: 'event-type' };
  const payment = await findPaymentByIntent(db, event.data.intentId);
  if (!payment) return { outcome: 'ignored', reason: 'unknown-intent' };
  // Locked, so the reservation sweeper (SKIP LOCKED) leaves it alone until this commits.
  const order = await lockOrder(db, payment.orderId);
  if (!order) return { outcome: 'ignored', reason: 'unknown-order' };
  const succeeded = event.type === 'payment_intent.succeeded';
  const base = { orderId: order.publicId, userId: order.userId, paymentId: event.data.intentId };

  if (event.data.amount !== order.totalMinor || event.data.currency !== order.currency) {
    if (succeeded) {
      await writeOutbox(db, [
        {
          topic: 'payment.refund_required',
          payload: {
            ...base,
            reason: 'amount-mismatch',
            amount: event.data.amount,
            currency: event.data.currency,
          },
        },
      ]);
    }
    return { outcome: 'ignored', reason: 'amount-mismatch' };
  }
  if (order.status !== 'pending') {
    // Money taken for an order that expired or failed meanwhile cannot buy its keys back.
    const unpayable = succeeded && ['expired', 'failed', 'cancelled'].includes(order.status);
    if (unpayable) {
      await writeOutbox(db, [
        { topic: 'payment.refund_required', payload: { ...base, reason: `order-${order.status}` } },
      ]);
    }
    return { outcome: 'ignored', reason: `order-${order.status}` };
  }

  if (!succeeded) {
    await moveOrder(db, order.id, { from: ['pending'], to: 'failed', now });
    const keys = await releaseOrderKeys(db, [order.id]);
    await writeOutbox(db, [
      {
        topic: 'order.failed',
        payload: { ...base, failureCode: event.data.failureCode ?? null, keys },
      },
    ]);
    return { outcome: 'applied', orderId: order.publicId, status: 'failed' };
  }

  // The money is in: the keys are sold now, so no sweep can put them back on sale. The fraud
  // rules, key assignment, invoice and receipt follow from the outbox, where a crash repeats
  // them rather than losing them.
  await moveOrder(db, order.id, {
    from: ['pending'],
    to: 'paid',
    now,
    set: { paidAt: now, cardCountry: event.data.cardCountry ?? null },
  });
  const keys = await sellOrderKeys(db, order.id);
  await writeOutbox(db, [
    {
      topic: 'order.paid',
      payload: { ...base, totalMinor: order.totalMinor, currency: order.currency, keys },
    },
  ]);
  return { outcome: 'applied', orderId: order.publicId, status: 'paid' };
}
