import { z } from 'zod';
import type { FraudReason } from '../rules/fraud';
import { ORDER_STATUSES } from '../rules/order-state';
import { OVERRIDE_REASON_MIN_LENGTH } from '../rules/staff-refunds';
import { PublicId } from './purchases';

/**
 * The back office's orders: the fraud review queue, order search and detail, staff refunds
 * and the receipt sent again. Keys appear by id and state only, never as their text.
 */
export const ORDERS_ADMIN_MESSAGES = {
  orderNotFound: 'Order not found.',
  notUnderReview: 'This order is no longer under review: someone else has already decided it.',
  alreadyRefunded: 'This order has already been refunded.',
  refundUnderReview:
    'This order is under review: approve or reject it in the review queue instead.',
  refundStatus: 'Only a paid or delivered order can be refunded.',
  outsideRules:
    'This refund is outside the customer refund rules. Tick "override the rules" and give a reason to refund it anyway.',
  reasonRequired: `Overriding the refund rules needs a reason of at least ${OVERRIDE_REASON_MIN_LENGTH} characters.`,
  aboveLimit:
    'This refund is above the support refund limit. Ask someone from finance or an admin to refund it.',
  noInvoice: 'This order has no invoice yet, so there is no receipt to send.',
} as const;

/** Readable labels of the fraud rules' reasons, as the review queue shows them. */
export const REVIEW_REASON_LABELS: Readonly<Record<FraudReason, string>> = {
  'first-order-amount': 'First order above the limit',
  'order-velocity': 'Many paid orders within an hour',
  'country-mismatch': 'Card country differs from the account country',
};

const Money = z.number().int();

/** A POST sent without a body reads as an empty one (every field of these is optional). */
const emptyBody = (value: unknown) => value ?? {};
const IsoDate = z.string();
const Status = z.enum(ORDER_STATUSES);

export const AdminOrderParams = z.object({ orderId: PublicId });

export const ReviewReason = z.object({ code: z.string(), label: z.string() });

/** What the store knows of a customer's past, beside an order held for review. */
export const CustomerHistory = z.object({
  accountCreatedAt: IsoDate,
  accountAgeDays: z.number().int(),
  /** Other orders the customer paid (whatever became of them after). */
  paidOrders: z.number().int(),
  /** Their totals in EUR cents, each at the rate it was priced with. */
  paidTotalEurMinor: Money,
  refunds: z.number().int(),
  /** Other orders of the customer the fraud rules held for review before. */
  previousReviews: z.number().int(),
});
export type CustomerHistory = z.infer<typeof CustomerHistory>;

export const ReviewQueueEntry = z.object({
  orderId: z.string(),
  createdAt: IsoDate,
  paidAt: IsoDate.nullable(),
  customer: z.object({ id: z.number().int(), email: z.string() }),
  total: Money,
  currency: z.string(),
  totalEurMinor: Money,
  reasons: z.array(ReviewReason),
  /** The card's country as the provider reported it and the account's; null when unknown. */
  countries: z.object({ card: z.string().nullable(), account: z.string().nullable() }),
  history: CustomerHistory,
});
export type ReviewQueueEntry = z.infer<typeof ReviewQueueEntry>;

/** GET /api/v1/admin/review-queue: orders under review, oldest first. */
export const ReviewQueueReply = z.object({ orders: z.array(ReviewQueueEntry) });
export type ReviewQueueReply = z.infer<typeof ReviewQueueReply>;

/** POST /review-queue/:orderId/approve and /reject; a rejection may say why. */
export const ReviewDecisionBody = z.preprocess(
  emptyBody,
  z.object({ reason: z.string().trim().max(500).optional() }),
);
export type ReviewDecisionBody = { reason?: string };

export const ReviewDecisionReply = z.object({
  orderId: z.string(),
  status: Status,
});
export type ReviewDecisionReply = z.infer<typeof ReviewDecisionReply>;

/** GET /api/v1/admin/orders?q=: an order number, e-mail, invoice number or payment id. */
export const AdminOrderSearchQuery = z.object({
  q: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderSearchQuery = z.input<typeof AdminOrderSearchQuery>;

export const AdminOrderListItem = z.object({
  orderId: z.string(),
  createdAt: IsoDate,
  status: Status,
  email: z.string(),
  total: Money,
  currency: z.string(),
  invoiceNumber: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItem>;

export const AdminOrderSearchReply = z.object({
  orders: z.array(AdminOrderListItem),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type AdminOrderSearchReply = z.infer<typeof AdminOrderSearchReply>;

/** A key of the order by its id and state; its text is never part of any staff answer. */
export const AdminOrderKey = z.object({
  keyId: z.string(),
  title: z.string(),
  platformName: z.string(),
  state: z.enum(['hidden', 'revealed', 'gifted', 'voided']),
  revealedAt: IsoDate.nullable(),
  giftedAt: IsoDate.nullable(),
  giftClaimedAt: IsoDate.nullable(),
  /** True when the key now belongs to someone other than the buyer (a claimed gift). */
  ownedByOther: z.boolean(),
});
export type AdminOrderKey = z.infer<typeof AdminOrderKey>;

/** One outbox event about the order: what happened, when, and whether it was handled. */
export const TimelineEvent = z.object({
  id: z.number().int(),
  topic: z.string(),
  at: IsoDate,
  processedAt: IsoDate.nullable(),
  delivered: z.boolean(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

export const AdminRefund = z.object({
  amount: Money,
  currency: z.string(),
  reason: z.string(),
  createdAt: IsoDate,
  completedAt: IsoDate.nullable(),
  providerRefundId: z.string().nullable(),
});

/** GET /api/v1/admin/orders/:orderId. */
export const AdminOrderDetail = z.object({
  orderId: z.string(),
  status: Status,
  createdAt: IsoDate,
  paidAt: IsoDate.nullable(),
  deliveredAt: IsoDate.nullable(),
  refundedAt: IsoDate.nullable(),
  customer: z.object({ id: z.number().int(), email: z.string() }),
  currency: z.string(),
  subtotal: Money,
  discount: Money,
  loyaltyDiscount: Money,
  total: Money,
  totalEurMinor: Money,
  reviewReasons: z.array(ReviewReason),
  lines: z.array(
    z.object({
      title: z.string(),
      platformName: z.string(),
      edition: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: Money,
      salePrice: Money.nullable(),
    }),
  ),
  invoice: z.object({ invoiceId: z.string(), number: z.string(), issuedAt: IsoDate }).nullable(),
  /** The store keeps the provider, the payment id and the card's country; no card number. */
  payment: z
    .object({ provider: z.string(), paymentId: z.string(), cardCountry: z.string().nullable() })
    .nullable(),
  refund: AdminRefund.nullable(),
  keys: z.array(AdminOrderKey),
  /** Keys sold to the order and not handed to the buyer yet (held for review). */
  undeliveredKeys: z.number().int(),
  /** Whether the customer could refund it themselves now, and if not, why. */
  refundable: z.object({
    withinRules: z.boolean(),
    refusal: z.enum(['status', 'revealed', 'gifted', 'window']).nullable(),
  }),
  timeline: z.array(TimelineEvent),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/** POST /api/v1/admin/orders/:orderId/refund. */
export const AdminRefundBody = z.preprocess(
  emptyBody,
  z.object({
    reason: z.string().trim().max(500).optional(),
    overrideRules: z.boolean().optional().default(false),
  }),
);
export type AdminRefundBody = { reason?: string; overrideRules?: boolean };

export const AdminRefundReply = z.object({
  orderId: z.string(),
  status: Status,
  amount: Money,
  currency: z.string(),
  overridden: z.boolean(),
});
export type AdminRefundReply = z.infer<typeof AdminRefundReply>;

/** POST /api/v1/admin/orders/:orderId/resend-receipt. */
export const ResendReceiptReply = z.object({
  orderId: z.string(),
  invoiceNumber: z.string(),
  email: z.string(),
});
export type ResendReceiptReply = z.infer<typeof ResendReceiptReply>;
