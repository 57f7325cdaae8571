import { z } from 'zod';
import { MAX_QUANTITY_PER_LINE } from '../constants';
import { IdInput } from './product-details';

/** The header carrying the checkout's idempotency key; the web keeps one per checkout. */
export const IDEMPOTENCY_HEADER = 'cko-idempotency-key';

/** Most lines one checkout may hold; a cart has one line per product and platform group. */
export const MAX_CHECKOUT_LINES = 25;

/**
 * How long keys stay reserved for an unpaid order. Short, so stock a customer does not pay
 * for is soon on sale again; opening checkout again never extends it (rules/reservation.ts).
 */
export const RESERVATION_MINUTES = 10;

/** What customers read when checkout refuses (spec section 8 where it has the words). */
export const CHECKOUT_MESSAGES = {
  tooManyFailures: 'Too many failed requests',
  outOfStock: 'Out of stock',
  productNotFound: 'Product not found',
  emailNotVerified: 'Please verify your e-mail address before paying.',
  profileIncomplete: 'Please complete your profile before paying.',
  idempotencyKeyReused:
    'This checkout was already started with other items. Please reload the page and try again.',
  emptyCart: 'Your cart is empty.',
  duplicateLine: 'Each product and platform appears once in a checkout.',
  idempotencyKeyRequired: 'The Cko-Idempotency-Key header is required.',
  checkoutReplaced:
    'This checkout was replaced by one you started later. Please start again to pay here.',
} as const;

/** What customers read when the lines or the idempotency key of a checkout are refused. */
export const CHECKOUT_INPUT_MESSAGES = {
  quantityNumber: 'Quantity must be a number',
  quantityWhole: 'Quantity must be a whole number',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `Maximum of ${MAX_QUANTITY_PER_LINE} products allowed`,
  tooManyLines: `At most ${MAX_CHECKOUT_LINES} lines`,
  idempotencyKeyLength: 'The idempotency key must be 8 to 128 characters',
  idempotencyKeyCharacters: 'The idempotency key may hold letters, digits and . _ : - only',
} as const;

/** A quantity as a whole number from 1 to the per-line cap: no strings, fractions or zero. */
const Quantity = z
  .number({ error: CHECKOUT_INPUT_MESSAGES.quantityNumber })
  .int(CHECKOUT_INPUT_MESSAGES.quantityWhole)
  .min(1, CHECKOUT_INPUT_MESSAGES.quantityMin)
  .max(MAX_QUANTITY_PER_LINE, CHECKOUT_INPUT_MESSAGES.quantityMax);

/** One cart line at checkout. Prices, totals and statuses a client adds are dropped unread. */
export const CheckoutLine = z.object({
  productId: IdInput,
  platformGroupId: IdInput,
  quantity: Quantity,
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

/** PUT /payment/create-payment-intent: the lines to buy; the server prices them itself. */
export const CreatePaymentIntentBody = z.object({
  lines: z
    .array(CheckoutLine, { error: CHECKOUT_MESSAGES.emptyCart })
    .min(1, CHECKOUT_MESSAGES.emptyCart)
    .max(MAX_CHECKOUT_LINES, CHECKOUT_INPUT_MESSAGES.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        const key = `${line.productId}:${line.platformGroupId}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.duplicateLine, path: [index] });
        }
        seen.add(key);
      });
    }),
});
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBody>;

/** An idempotency key: 8–128 URL-safe characters (a UUID fits). */
export const IdempotencyKey = z
  .string({ error: CHECKOUT_MESSAGES.idempotencyKeyRequired })
  .trim()
  .min(8, CHECKOUT_INPUT_MESSAGES.idempotencyKeyLength)
  .max(128, CHECKOUT_INPUT_MESSAGES.idempotencyKeyLength)
  .regex(/^[A-Za-z0-9._:-]+$/, CHECKOUT_INPUT_MESSAGES.idempotencyKeyCharacters);

// Loose: the request keeps its other headers (cookies, encodings) after validation.
export const CreatePaymentIntentHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: IdempotencyKey });

/**
 * The payment to confirm: the spec's clientSecret, paymentId and paymentSession, plus the
 * order and its totals in minor units of `currency`, and when its key reservation ends.
 */
export const CreatePaymentIntentReply = z.object({
  clientSecret: z.string(),
  paymentId: z.string(),
  paymentSession: z.string(),
  orderId: z.string(),
  currency: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  loyaltyDiscount: z.number().int(),
  total: z.number().int(),
  expiresAt: z.string(),
});
export type CreatePaymentIntentReply = z.infer<typeof CreatePaymentIntentReply>;
