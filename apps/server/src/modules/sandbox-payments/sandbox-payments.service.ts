import { countryForCard } from './sandbox-cards';
import { detectCardBrand } from '@store/shared/rules/card';
import {
  PAYMENT_RETURN_PATH,
  type CardDetails,
  type SandboxPaymentReply,
} from '@store/shared/schemas/payments';
import type { PaymentEvent, PaymentEventType } from '../../adapters/payments/payment-events';
import type { OpenIntentInput } from '../../adapters/payments/payment-provider';
import { secretsEqual, type SandboxKeys } from '../../adapters/payments/sandbox-payments';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { sha256 } from '../../lib/sha256';
import { FAILURE_MESSAGES, isSandboxFailureCode, outcomeForCard } from './sandbox-cards';
import {
  insertSandboxEvent,
  insertSandboxPayment,
  lockSandboxPayment,
  updateSandboxPayment,
  type SandboxPaymentRow,
} from './sandbox-payments.repository';
import { deliverPaymentEvents, type SandboxWebhookContext } from './sandbox-webhooks';

/** What the sandbox provider needs: its keys, the intents' terms, webhook delivery, a clock. */
export type SandboxContext = {
  db: Db;
  keys: SandboxKeys;
  /**
   * The terms an intent was opened with. Intents are opened inside the store's checkout
   * transaction, where the embedded database's single connection is busy, so the sandbox
   * reads them back on first use and checks them against the intent id, an HMAC of them.
   */
  findTerms: (db: Db, intentId: string) => Promise<OpenIntentInput | undefined>;
  webhooks: SandboxWebhookContext;
  now: () => Date;
};

export type SandboxFailure = Failure<'invalid-secret' | 'not-found' | 'invalid-challenge'>;

export type SandboxResult = Result<SandboxPaymentReply, SandboxFailure>;

/** Carries a refusal out of the transaction callback, so nothing it wrote is kept. */
class SandboxRefused extends Error {
  constructor(readonly failure: SandboxFailure) {
    super(failure.reason);
  }
}

/**
 * Pays an intent with a card, for a caller that proves it holds the intent's client secret.
 * The test card decides: success, decline, insufficient funds, or a 3-D Secure challenge.
 * A final outcome is stored with the webhook event it owes the store, in one transaction,
 * and the event is delivered once that committed. A payment that already has a final
 * outcome keeps it: confirming again answers the same and delivers anything still owed.
 */
export async function confirmSandboxPayment(
  ctx: SandboxContext,
  input: { intentId: string; clientSecret: string; card: CardDetails },
): Promise<SandboxResult> {
  const { intentId } = input;
  if (!secretsEqual(input.clientSecret, ctx.keys.clientSecretFor(intentId))) {
    return fail('invalid-secret');
  }
  return settle(ctx, intentId, async (tx, payment, now) => {
    if (payment.status === 'succeeded' || payment.status === 'failed')
      return finalReply(ctx, payment);
    const card = {
      cardBrand: detectCardBrand(input.card.number),
      cardLast4: input.card.number.slice(-4),
      cardCountry: countryForCard(input.card.number),
    };
    const outcome = outcomeForCard(input.card.number);
    if (outcome.status === 'requires_action') {
      // A fresh challenge on every confirmation; only its hash is kept.
      const challengeId = newPublicId('chl_sbx', 18);
      await updateSandboxPayment(
        tx,
        intentId,
        { status: 'requires_action', challengeHash: sha256(challengeId), ...card },
        now,
      );
      return { status: 'requires_action', paymentId: intentId, challengeId };
    }
    const failureCode = outcome.status === 'failed' ? outcome.failureCode : null;
    await updateSandboxPayment(tx, intentId, { status: outcome.status, failureCode, ...card }, now);
    await recordEvent(tx, { ...payment, ...card }, failureCode, now);
    return finalReply(ctx, { ...payment, status: outcome.status, failureCode });
  });
}

/**
 * Answers a payment's 3-D Secure challenge: approved succeeds, denied fails. Only the
 * latest challenge the payment was given counts; answering it again after the outcome
 * repeats that outcome and changes nothing.
 */
export async function answerSandboxChallenge(
  ctx: SandboxContext,
  input: { intentId: string; challengeId: string; approve: boolean },
): Promise<SandboxResult> {
  return settle(ctx, input.intentId, async (tx, payment, now) => {
    const valid =
      payment.challengeHash !== null &&
      secretsEqual(sha256(input.challengeId), payment.challengeHash);
    if (!valid) throw new SandboxRefused({ reason: 'invalid-challenge' });
    if (payment.status === 'succeeded' || payment.status === 'failed')
      return finalReply(ctx, payment);
    if (payment.status !== 'requires_action')
      throw new SandboxRefused({ reason: 'invalid-challenge' });
    const status = input.approve ? 'succeeded' : 'failed';
    const failureCode = input.approve ? null : 'authentication_failed';
    await updateSandboxPayment(tx, input.intentId, { status, failureCode }, now);
    await recordEvent(tx, payment, failureCode, now);
    return finalReply(ctx, { ...payment, status, failureCode });
  });
}

/**
 * Runs `step` on the locked payment in one transaction (recording the payment on first
 * use), then delivers whatever webhook events the payment still owes.
 */
async function settle(
  ctx: SandboxContext,
  intentId: string,
  step: (tx: Db, payment: SandboxPaymentRow, now: Date) => Promise<SandboxPaymentReply>,
): Promise<SandboxResult> {
  let reply: SandboxPaymentReply;
  try {
    reply = await ctx.db.transaction(async (tx) => {
      const payment =
        (await lockSandboxPayment(tx, intentId)) ?? (await register(ctx, tx, intentId));
      return step(tx, payment, ctx.now());
    });
  } catch (error) {
    if (error instanceof SandboxRefused) return fail(error.failure);
    throw error;
  }
  await deliverPaymentEvents(ctx.webhooks, intentId);
  return ok(reply);
}

/** Records an intent the sandbox has not seen yet, from the terms it was opened with. */
async function register(ctx: SandboxContext, tx: Db, intentId: string): Promise<SandboxPaymentRow> {
  const terms = await ctx.findTerms(tx, intentId);
  if (!terms || ctx.keys.intentIdFor(terms) !== intentId) {
    throw new SandboxRefused({ reason: 'not-found' });
  }
  await insertSandboxPayment(tx, { intentId, ...terms });
  const payment = await lockSandboxPayment(tx, intentId);
  if (!payment) throw new Error('A sandbox payment was not stored');
  return payment;
}

/** Writes the webhook event a final outcome owes the store, in the outcome's transaction. */
async function recordEvent(
  tx: Db,
  payment: SandboxPaymentRow,
  failureCode: string | null,
  now: Date,
): Promise<void> {
  const type: PaymentEventType =
    failureCode === null ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
  const event: PaymentEvent = {
    id: newPublicId('evt_sbx', 18),
    type,
    created: Math.floor(now.getTime() / 1000),
    data: {
      intentId: payment.intentId,
      amount: payment.amountMinor,
      currency: payment.currency,
      failureCode,
      cardCountry: payment.cardCountry,
    },
  };
  await insertSandboxEvent(tx, {
    eventId: event.id,
    intentId: payment.intentId,
    type,
    body: JSON.stringify(event),
  });
}

/** The reply for a final outcome, with the store page the browser returns to. */
function finalReply(ctx: SandboxContext, payment: SandboxPaymentRow): SandboxPaymentReply {
  const { intentId } = payment;
  const query = new URLSearchParams({
    payment_intent: intentId,
    payment_intent_client_secret: ctx.keys.clientSecretFor(intentId),
    payment_session: ctx.keys.paymentSessionFor(intentId),
    payment_session_secret: ctx.keys.sessionSecretFor(intentId),
    cko_payment_id: intentId,
  });
  const returnUrl = `${PAYMENT_RETURN_PATH}?${query.toString()}`;
  if (payment.status === 'succeeded')
    return { status: 'succeeded', paymentId: intentId, returnUrl };
  const code = payment.failureCode;
  const message = isSandboxFailureCode(code)
    ? FAILURE_MESSAGES[code]
    : FAILURE_MESSAGES.card_declined;
  return { status: 'failed', paymentId: intentId, message, returnUrl };
}
