import type { GameActivationReply, PaymentReturnQuery } from '@store/shared/schemas/payments';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { secretsEqual } from '../../adapters/payments/sandbox-payments';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { sha256 } from '../../lib/sha256';
import { findPaymentByIntent } from './payments.repository';

/** What verifying a return needs: the database and the provider that vouches for sessions. */
export type GameActivationContext = { db: Db; payments: PaymentProvider };

/** Why a return did not verify, as a typed result: these are expected, not exceptional. */
export type GameActivationFailure = Failure<'invalid-intent' | 'processing' | 'failed'>;

export type GameActivationResult = Result<GameActivationReply, GameActivationFailure>;

/**
 * Verifies the browser's return from the payment provider for the signed-in customer: the
 * intent must exist, name itself as the payment (`cko_payment_id`), match both stored secret
 * hashes and the provider's session secret, and belong to this customer; every mismatch
 * gives the same `invalid-intent`, so nobody learns which part was wrong or whose it is.
 * Then the order's status decides: paid, held for review or delivered is verified (the
 * money is in), pending is still processing, anything else failed. Reads only.
 */
export async function verifyPaymentReturn(
  ctx: GameActivationContext,
  input: { userId: number; query: PaymentReturnQuery },
): Promise<GameActivationResult> {
  const { query } = input;
  const payment = await findPaymentByIntent(ctx.db, query.payment_intent);
  // Every check runs whatever the others said, so the answer takes the same time.
  const checks = [
    query.cko_payment_id === query.payment_intent,
    payment !== undefined &&
      secretsEqual(sha256(query.payment_intent_client_secret), payment.clientSecretHash ?? ''),
    payment !== undefined &&
      secretsEqual(sha256(query.payment_session), payment.paymentSessionHash ?? ''),
    ctx.payments.verifySessionSecret?.(query.payment_intent, query.payment_session_secret) === true,
    payment?.userId === input.userId,
  ];
  if (!payment || checks.includes(false)) return fail('invalid-intent');
  switch (payment.status) {
    case 'paid':
    case 'under_review':
    case 'delivered':
      return ok({
        paymentId: query.payment_intent,
        orderId: payment.publicOrderId,
        status: payment.status,
      });
    case 'pending':
      return fail('processing');
    case 'expired':
    case 'failed':
    case 'cancelled':
    case 'refunded':
      return fail('failed');
  }
}
