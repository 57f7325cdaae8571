import Stripe from 'stripe';
import { z } from 'zod';

/** The header Stripe signs its webhook deliveries with. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** How much older than its receipt a signed delivery may be (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** One webhook delivery as it reached the store. */
export type StripeWebhookDelivery = { rawBody: string; signature: string; receivedAt: Date };

/** Why a delivery is refused: forged, signed too long ago, or not an event the store can read. */
export type StripeRefusal = 'bad-signature' | 'stale-signature' | 'malformed-event';

/** What a Stripe delivery amounts to for one port; nothing here has been applied yet. */
export type StripeDelivery<E> =
  | { kind: 'event'; event: E }
  | { kind: 'ignored'; eventId: string; type: string }
  | { kind: 'refused'; reason: StripeRefusal };

/** The parts of every event the store reads; the SDK has checked the signature, not the shape. */
const StripeEventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.unknown() }),
});
export type StripeEventEnvelope = z.infer<typeof StripeEventEnvelope>;

/** Tells a stale signature from a wrong one: with a tolerance of 0 the SDK skips the age. */
function refusalOf(webhookSecret: string, { rawBody, signature }: StripeWebhookDelivery) {
  const verifier = Stripe.webhooks.signature;
  if (!verifier) return 'bad-signature';
  try {
    verifier.verifyHeader(rawBody, signature, webhookSecret, 0);
    return 'stale-signature';
  } catch {
    return 'bad-signature';
  }
}

/**
 * Reads a Stripe webhook delivery with the official SDK: the `Stripe-Signature` HMAC over the
 * raw body must hold under `webhookSecret`, its timestamp be at most the tolerance older than
 * `receivedAt`, and the body an event envelope. Never throws for what a caller sends: a forged,
 * stale or misshapen delivery is a refusal.
 */
export function readVerifiedStripeEvent(
  webhookSecret: string,
  delivery: StripeWebhookDelivery,
): { kind: 'verified'; event: StripeEventEnvelope } | { kind: 'refused'; reason: StripeRefusal } {
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(
      delivery.rawBody,
      delivery.signature,
      webhookSecret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      delivery.receivedAt.getTime(),
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
      // The signature held, so the body is Stripe's but not JSON, or not a snapshot event.
      return { kind: 'refused', reason: 'malformed-event' };
    }
    return { kind: 'refused', reason: refusalOf(webhookSecret, delivery) };
  }
  const envelope = StripeEventEnvelope.safeParse(parsed);
  if (!envelope.success) return { kind: 'refused', reason: 'malformed-event' };
  return { kind: 'verified', event: envelope.data };
}
