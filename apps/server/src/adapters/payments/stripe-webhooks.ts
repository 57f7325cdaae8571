import { z } from 'zod';
import { isPaymentEventType, PaymentEvent } from './payment-events';
import { fromStripeAmount } from './stripe-amounts';
import {
  readVerifiedStripeEvent,
  type StripeDelivery,
  type StripeWebhookDelivery,
} from './stripe-verified-event';

const CardCountry = z.object({ country: z.string().nullish() }).nullish();

// An expanded payment method or charge is an object, otherwise its id.
const PaymentMethodRef = z.union([z.string(), z.object({ card: CardCountry })]).nullish();
const ChargeRef = z
  .union([
    z.string(),
    z.object({ payment_method_details: z.object({ card: CardCountry }).nullish() }),
  ])
  .nullish();

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
 * Reads a Stripe webhook delivery (signature, tolerance and envelope as readVerifiedStripeEvent
 * checks them). An authentic `payment_intent.succeeded` or `payment_intent.payment_failed`
 * becomes the store's provider-neutral event; any other authentic type is `ignored`. Never
 * throws for what a caller sends: a forged, stale or misshapen delivery is `refused`.
 */
export function readStripeWebhook(
  webhookSecret: string,
  delivery: StripeWebhookDelivery,
): StripeDelivery<PaymentEvent> {
  const verified = readVerifiedStripeEvent(webhookSecret, delivery);
  if (verified.kind === 'refused') return verified;
  const { id, type, created, data } = verified.event;
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
