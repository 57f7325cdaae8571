import { z } from 'zod';
import { ORDER_STATUSES } from '../rules/order-state';
import type { AchievementUnlockedMessage } from './loyalty';

/** socket.io lives at this path; the payments channel is the `/payments` namespace. */
export const SOCKET_PATH = '/ws';
export const PAYMENTS_NAMESPACE = '/payments';
/** Spec section 9: reconnect after 5 s, and when the token changes (debounced 250 ms). */
export const SOCKET_RECONNECT_MS = 5000;
export const SOCKET_TOKEN_DEBOUNCE_MS = 250;

/** paymentStatus: the order moved (paid, under_review, delivered, failed, refunded…). */
export const PaymentStatusMessage = z.object({
  orderId: z.string(),
  paymentId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
});
export type PaymentStatusMessage = z.infer<typeof PaymentStatusMessage>;

/**
 * receiptStatus: the receipt e-mail with the invoice; `off` when the customer turned e-mail
 * notifications off (the invoice is in their purchases).
 */
export const ReceiptStatusMessage = z.object({
  orderId: z.string(),
  status: z.enum(['sending', 'sent', 'failed', 'off']),
  invoiceNumber: z.string().nullable(),
});
export type ReceiptStatusMessage = z.infer<typeof ReceiptStatusMessage>;

/** The steps of fulfilment, in order, as the thank-you page shows them. */
export const ACTIVATION_STEPS = [
  'payment',
  'review',
  'keys',
  'invoice',
  'receipt',
  'done',
] as const;
export type ActivationStep = (typeof ACTIVATION_STEPS)[number];

/** activationProgress {step, percent, details} (spec section 3). */
export const ActivationProgressMessage = z.object({
  orderId: z.string(),
  step: z.enum(ACTIVATION_STEPS),
  percent: z.number().int().min(0).max(100),
  details: z.string(),
});
export type ActivationProgressMessage = z.infer<typeof ActivationProgressMessage>;

/** error: something the buyer must know about their payment. */
export const PaymentErrorMessage = z.object({
  orderId: z.string().nullable(),
  message: z.string(),
});
export type PaymentErrorMessage = z.infer<typeof PaymentErrorMessage>;

/** The messages of the payments channel, by event name. */
export type PaymentsServerEvents = {
  paymentStatus: (message: PaymentStatusMessage) => void;
  receiptStatus: (message: ReceiptStatusMessage) => void;
  activationProgress: (message: ActivationProgressMessage) => void;
  error: (message: PaymentErrorMessage) => void;
  /** An achievement was reached (loyalty); the page shows its toast. */
  achievementUnlocked: (message: AchievementUnlockedMessage) => void;
};
