import { z } from 'zod';
import {
  cvcLengthOf,
  detectCardBrand,
  isCardExpired,
  isValidCardNumber,
  normalizeCardNumber,
} from '../rules/card';

/** What customers read about a payment (spec section 8 where it has the words). */
export const PAYMENT_MESSAGES = {
  invalidPaymentIntent: 'Unauthorized or invalid payment intent.',
  stillProcessing: 'Payment is still processing.',
  verificationFailed: 'Failed to verify payment.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: '3-D Secure authentication failed.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpired: 'Your card has expired.',
  cvcInvalid: 'Your card’s security code is invalid.',
  holderRequired: 'Please enter the name on the card.',
  challengeInvalid: 'This 3-D Secure check is not valid for the payment.',
  paymentNotFound: 'Payment not found.',
} as const;

/** Where the payment provider sends the browser back when a payment has an outcome. */
export const PAYMENT_RETURN_PATH = '/cart/payment/complete';

/** The query the browser returns with (spec section 7), checked by game-activation. */
export const PaymentReturnQuery = z.object({
  payment_intent: z.string().min(1).max(200),
  payment_intent_client_secret: z.string().min(1).max(300),
  payment_session: z.string().min(1).max(200),
  payment_session_secret: z.string().min(1).max(300),
  cko_payment_id: z.string().min(1).max(200),
});
export type PaymentReturnQuery = z.infer<typeof PaymentReturnQuery>;

/** GET /payment/game-activation when the payment went through. */
export const GameActivationReply = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  /** under_review: paid, and held for a security check before the keys are sent. */
  status: z.enum(['paid', 'under_review', 'delivered']),
});
export type GameActivationReply = z.infer<typeof GameActivationReply>;

const PATH_ID = /^[A-Za-z0-9_-]{1,120}$/;

/** A payment id in a sandbox provider path. */
export const SandboxPaymentParams = z.object({
  intentId: z.string().regex(PATH_ID, PAYMENT_MESSAGES.paymentNotFound),
});

/** The card as the form sends it; the number may hold the spaces people type. */
export const CardDetails = z
  .object({
    number: z
      .string({ error: PAYMENT_MESSAGES.cardNumberInvalid })
      .max(40, PAYMENT_MESSAGES.cardNumberInvalid)
      .transform(normalizeCardNumber)
      .refine(isValidCardNumber, PAYMENT_MESSAGES.cardNumberInvalid),
    expMonth: z
      .number({ error: PAYMENT_MESSAGES.cardExpired })
      .int(PAYMENT_MESSAGES.cardExpired)
      .min(1, PAYMENT_MESSAGES.cardExpired)
      .max(12, PAYMENT_MESSAGES.cardExpired),
    // Two digits (26) as printed on the card, or four (2026).
    expYear: z
      .number({ error: PAYMENT_MESSAGES.cardExpired })
      .int(PAYMENT_MESSAGES.cardExpired)
      .min(0, PAYMENT_MESSAGES.cardExpired)
      .max(2199, PAYMENT_MESSAGES.cardExpired)
      .refine((y) => y < 100 || y >= 2000, PAYMENT_MESSAGES.cardExpired)
      .transform((y) => (y < 100 ? 2000 + y : y)),
    cvc: z
      .string({ error: PAYMENT_MESSAGES.cvcInvalid })
      .regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cvcInvalid),
    holder: z
      .string({ error: PAYMENT_MESSAGES.holderRequired })
      .trim()
      .min(1, PAYMENT_MESSAGES.holderRequired)
      .max(100, 'The name on the card may have at most 100 characters.'),
  })
  .superRefine((card, ctx) => {
    if (isCardExpired(card.expMonth, card.expYear, new Date())) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.cardExpired, path: ['expMonth'] });
    }
    if (card.cvc.length !== cvcLengthOf(detectCardBrand(card.number))) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.cvcInvalid, path: ['cvc'] });
    }
  });
export type CardDetails = z.infer<typeof CardDetails>;

/** POST /sandbox/payments/{intentId}/confirm: the intent's client secret and the card. */
export const SandboxConfirmBody = z.object({
  clientSecret: z.string({ error: PAYMENT_MESSAGES.invalidPaymentIntent }).min(1).max(300),
  card: CardDetails,
});
export type SandboxConfirmBody = z.input<typeof SandboxConfirmBody>;

/** POST /sandbox/payments/{intentId}/challenge: the customer's answer to 3-D Secure. */
export const SandboxChallengeBody = z.object({
  challengeId: z.string({ error: PAYMENT_MESSAGES.challengeInvalid }).min(1).max(200),
  approve: z.boolean(),
});
export type SandboxChallengeBody = z.infer<typeof SandboxChallengeBody>;

/**
 * The provider's answer to the card form. `succeeded` and `failed` are final and carry
 * `returnUrl`, the store page (with the spec's five query parameters) to send the browser
 * to; `requires_action` carries the 3-D Secure challenge to show first.
 */
export const SandboxPaymentReply = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), paymentId: z.string(), returnUrl: z.string() }),
  z.object({
    status: z.literal('failed'),
    paymentId: z.string(),
    message: z.string(),
    returnUrl: z.string(),
  }),
  z.object({
    status: z.literal('requires_action'),
    paymentId: z.string(),
    challengeId: z.string(),
  }),
]);
export type SandboxPaymentReply = z.infer<typeof SandboxPaymentReply>;
