import Stripe from 'stripe';
import type {
  OpenIntentInput,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
  RefundInput,
} from './payment-provider';
import { toStripeAmount } from './stripe-amounts';

export const STRIPE_PROVIDER = 'stripe';

export type StripePaymentsOptions = {
  /** The account's secret (or restricted) API key: `sk_live_…`, `sk_test_…`. */
  secretKey: string;
  /**
   * Another address for Stripe's API, such as a local stand-in (`http://127.0.0.1:4010`).
   * Only its protocol, host and port are used: the SDK adds the `/v1/…` paths itself.
   */
  apiUrl?: string;
};

// Checkout opens the intent inside its database transaction, so a slow answer holds row
// locks: better to fail a checkout after a few seconds than to wait the SDK's default 80.
const REQUEST_TIMEOUT_MS = 10_000;

/** A Stripe client for the key, talking to `apiUrl` instead of api.stripe.com when given. */
export function createStripeClient({ secretKey, apiUrl }: StripePaymentsOptions): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { timeout: REQUEST_TIMEOUT_MS });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    timeout: REQUEST_TIMEOUT_MS,
    protocol,
    // The SDK wants a bare host name, without the brackets of an IPv6 URL.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'http' ? 80 : 443),
  });
}

/**
 * The payments port on Stripe. Idempotency keys carry the store's references, so a repeated
 * checkout gets the very same PaymentIntent and a repeated refund the very same Refund.
 * Stripe keeps idempotency keys for at least 24 hours, far longer than an order stays
 * pending. The browser confirms the intent with Stripe.js and its client secret; the outcome
 * reaches the store only through the signed webhook (see stripe-webhooks.ts).
 *
 * There is no `verifySessionSecret`: Stripe gives the browser no session secret to vouch
 * for, so the store's own return page accepts no return from Stripe and the web follows the
 * order's status instead.
 */
export function createStripePayments(options: StripePaymentsOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  return {
    async openIntent(input: OpenIntentInput): Promise<ProviderIntent> {
      // Stripe counts some currencies in other units than the store (ISK in hundredths):
      // converted here, at the edge, and back again when its webhooks report an amount.
      const amount = toStripeAmount(input.amountMinor, input.currency);
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: input.currency.toLowerCase(),
          metadata: { reference: input.reference },
          // The payment methods on offer are chosen in the Stripe Dashboard.
          automatic_payment_methods: { enabled: true },
        },
        // Prefixed: Stripe refuses one key used on two endpoints, and the store's order and
        // refund references are not promised to differ.
        { idempotencyKey: `payment-intent:${input.reference}` },
      );
      if (!intent.client_secret) throw new Error(`Stripe gave ${intent.id} no client secret`);
      return {
        provider: STRIPE_PROVIDER,
        intentId: intent.id,
        clientSecret: intent.client_secret,
        // Stripe has no payment session apart from the intent: Stripe.js confirms the intent
        // itself. The intent id stands in for the session, stable across repeats as checkout
        // requires, and secret to nobody.
        paymentSession: intent.id,
      };
    },

    async refund(input: RefundInput): Promise<ProviderRefund> {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.intentId,
          amount: toStripeAmount(input.amountMinor, input.currency),
          metadata: { reference: input.reference },
        },
        { idempotencyKey: `refund:${input.reference}` },
      );
      const { id: refundId, status } = refund;
      if (status === 'succeeded') return { refundId, status };
      // Some methods return money later, or only after the customer acts: still under way.
      if (status === 'pending' || status === 'requires_action') {
        return { refundId, status: 'pending' };
      }
      throw new Error(`Stripe refund ${refundId} is ${status ?? 'without a status'}`);
    },
  };
}
