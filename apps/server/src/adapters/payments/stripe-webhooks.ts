import Stripe from 'stripe';
import { z } from 'zod';
import { isPaymentEventType, PaymentEvent } from './payment-events';
import { fromStripeAmount } from './stripe-amounts';

/** The header Stripe signs its webhook deliveries with. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** What a Stripe delivery amounts to; nothing here has been applied yet. */
export type StripeDelivery =
  | { kind: 'event'; event: PaymentEvent }
  | { kind: 'ignored'; eventId: string; type: string }
  | { kind: 'refused'; reason: 'bad-signature' | 'stale-signature' | 'malformed-event' };

const CardCountry = z.object({ country: z.string().nullish() }).nullish();

// An expanded payment method or charge is an object, otherwise its id.
const PaymentMethodRef = z.union([z.string(), z.object({ card: CardCountry })]).nullish();
const ChargeRef = z
  .union([
    z.string(),
    z.object({ payment_method_details: z.object({ card: CardCountry }).nullish() }),
  ])
  .nullish();

/** The parts of an event the store reads; the SDK has checked the signature, not the shape. */
const StripeEventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.unknown() }),
});

const StripeIntent = z.object({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/i),
  payment_method: PaymentMethodRef,
  latest_charge: ChargeRef,
  last_payment_error: z
    .object({ code: z.string().nullish(), payment_method: PaymentMethodRef })
    .nullish(),
});
type StripeIntent = z.infer<typeof StripeIntent>;

/**
 * The card's country when the event carries it. Stripe sends ids, not objects, for an
 * intent's payment method and charge, so a success usually has none; a failure carries the
 * declined payment method whole in `last_payment_error`.
 */
function cardCountryOf(intent: StripeIntent): string | null {
  const { last_payment_error: error, payment_method: method, latest_charge: charge } = intent;
  const countries = [
    typeof error?.payment_method === 'object' ? error.payment_method?.card?.country : null,
    typeof method === 'object' ? method?.card?.country : null,
    typeof charge === 'object' ? charge?.payment_method_details?.card?.country : null,
  ];
  const country = countries.find((c) => c && /^[a-z]{2}$/i.test(c));
  return country ? country.toUpperCase() : null;
}

/**
 * Reads a Stripe webhook delivery: the SDK checks the `Stripe-Signature` HMAC over the raw
 * body and that its timestamp is at most five minutes older than `receivedAt`. An authentic
 * `payment_intent.succeeded` or `payment_intent.payment_failed` becomes the store's
 * provider-neutral event; any other authentic type is `ignored`. Never throws for what a
 * caller sends: a forged, stale or misshapen delivery is `refused`.
 */
export function readStripeWebhook(
  webhookSecret: string,
  delivery: { rawBody: string; signature: string; receivedAt: Date },
): StripeDelivery {
  const { rawBody, signature, receivedAt } = delivery;
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      undefined,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
      // The signature held, so the body is Stripe's but not JSON, or not a snapshot event.
      return { kind: 'refused', reason: 'malformed-event' };
    }
    return { kind: 'refused', reason: isSignedIgnoringAge(webhookSecret, rawBody, signature) };
  }

  const envelope = StripeEventEnvelope.safeParse(parsed);
  if (!envelope.success) return { kind: 'refused', reason: 'malformed-event' };
  const { id, type, created, data } = envelope.data;
  if (!isPaymentEventType(type)) return { kind: 'ignored', eventId: id, type };
  const intent = StripeIntent.safeParse(data.object);
  if (!intent.success) return { kind: 'refused', reason: 'malformed-event' };
  const currency = intent.data.currency.toUpperCase();
  // Back into the store's minor units, so the amount compares with the order's total.
  const amount = fromStripeAmount(intent.data.amount, currency);
  if (amount === null) return { kind: 'refused', reason: 'malformed-event' };
  const event = PaymentEvent.safeParse({
    id,
    type,
    created,
    data: {
      intentId: intent.data.id,
      amount,
      currency,
      failureCode: intent.data.last_payment_error?.code ?? null,
      cardCountry: cardCountryOf(intent.data),
    },
  });
  if (!event.success) return { kind: 'refused', reason: 'malformed-event' };
  return { kind: 'event', event: event.data };
}

/** Tells a stale signature from a wrong one: with a tolerance of 0 the SDK skips the age. */
export function isSignedIgnoringAge(
  webhookSecret: string,
  rawBody: string,
  signature: string,
): 'stale-signature' | 'bad-signature' {
  const verifier = Stripe.webhooks.signature;
  if (!verifier) return 'bad-signature';
  try {
    verifier.verifyHeader(rawBody, signature, webhookSecret, 0);
    return 'stale-signature';
  } catch {
    return 'bad-signature';
  }
}
