import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/types';
import type { OpenIntentInput, PaymentProvider, ProviderIntent } from './payment-provider';
import { lockSandboxPaymentRecord, stampSandboxRefund } from './sandbox-payments.repository';

export const SANDBOX_PROVIDER = 'sandbox';

/** What the sandbox derives from the store secret: intent ids and every secret of an intent. */
export type SandboxKeys = {
  intentIdFor: (input: OpenIntentInput) => string;
  clientSecretFor: (intentId: string) => string;
  paymentSessionFor: (intentId: string) => string;
  sessionSecretFor: (intentId: string) => string;
  refundIdFor: (reference: string) => string;
};

/**
 * Intent ids and secrets are HMACs of the reference and amount under a key derived from the
 * store secret, so they are unguessable, the same reference always yields the same intent
 * (as a real provider's idempotency does), and nothing secret needs storing to check one.
 */
export function createSandboxKeys(storeSecret: Buffer): SandboxKeys {
  const key = createHmac('sha256', storeSecret).update('payments-sandbox-v1').digest();
  const mac = (label: string, value: string, bytes: number) =>
    createHmac('sha256', key)
      .update(`${label}:${value}`)
      .digest()
      .subarray(0, bytes)
      .toString('base64url');
  return {
    // The amount and currency are part of the id: a changed amount is another intent.
    intentIdFor: (input) =>
      `pay_sbx_${mac('intent', `${input.reference}|${input.amountMinor}|${input.currency}`, 18)}`,
    clientSecretFor: (intentId) => `${intentId}_secret_${mac('client-secret', intentId, 24)}`,
    paymentSessionFor: (intentId) => `ps_sbx_${mac('payment-session', intentId, 24)}`,
    sessionSecretFor: (intentId) => `pss_sbx_${mac('payment-session-secret', intentId, 24)}`,
    refundIdFor: (reference) => mac('refund', reference, 18),
  };
}

/** Compares two secrets in time that does not depend on where they differ. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The built-in provider for development and tests: no network, card flow in sandbox routes. */
export function createSandboxPayments(storeSecret: Buffer, db: Db): PaymentProvider {
  const keys = createSandboxKeys(storeSecret);
  return {
    async openIntent(input: OpenIntentInput): Promise<ProviderIntent> {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor < 0) {
        throw new RangeError('A payment amount must be a whole number of minor units');
      }
      const intentId = keys.intentIdFor(input);
      return {
        provider: SANDBOX_PROVIDER,
        intentId,
        clientSecret: keys.clientSecretFor(intentId),
        paymentSession: keys.paymentSessionFor(intentId),
      };
    },
    verifySessionSecret: (intentId, sessionSecret) =>
      secretsEqual(sessionSecret, keys.sessionSecretFor(intentId)),
    // Like a card processor: only a succeeded payment can be refunded, in full, once; asking
    // again answers with the refund already made.
    async refund(input) {
      return db.transaction(async (tx) => {
        const payment = await lockSandboxPaymentRecord(tx, input.intentId);
        if (!payment) throw new Error(`No sandbox payment ${input.intentId}`);
        if (payment.refundId) return { refundId: payment.refundId, status: 'succeeded' as const };
        if (payment.status !== 'succeeded') {
          throw new Error(`A ${payment.status} sandbox payment cannot be refunded`);
        }
        if (payment.amountMinor !== input.amountMinor || payment.currency !== input.currency) {
          throw new Error('A sandbox refund must return the whole payment');
        }
        const refundId = `re_sbx_${keys.refundIdFor(input.reference)}`;
        await stampSandboxRefund(tx, input.intentId, refundId, new Date());
        return { refundId, status: 'succeeded' as const };
      });
    },
  };
}
