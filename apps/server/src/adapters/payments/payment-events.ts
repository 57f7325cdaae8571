import { z } from 'zod';

/** The webhook events the store acts on; a provider may send others, which it acknowledges. */
export const PAYMENT_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/**
 * A webhook event as providers deliver it: a unique id (the same on every retry), its type,
 * when it happened (Unix seconds) and the payment it is about, with the amount in the store's
 * minor units of the currency (its ISO 4217 exponent: yen, hundredths of a euro, thousandths
 * of a dinar); an adapter whose provider counts otherwise converts before building one.
 */
export const PaymentEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
  data: z.object({
    intentId: z.string().min(1).max(200),
    amount: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    failureCode: z.string().max(100).nullable().optional(),
    /** ISO country of the card, when the provider knows it; the fraud rules compare it. */
    cardCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .optional(),
  }),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

/** True for an event type the store applies to orders. */
export function isPaymentEventType(type: string): type is PaymentEventType {
  return (PAYMENT_EVENT_TYPES as readonly string[]).includes(type);
}
