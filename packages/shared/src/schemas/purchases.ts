import { z } from 'zod';
import { ORDER_STATUSES } from '../rules/order-state';

/**
 * What customers read about their purchases, keys, invoices, gifts and refunds. The spec's
 * own words where it has them (section 5 and 8); the rest in the same voice.
 */
export const PURCHASE_MESSAGES = {
  keyActivationFailed: 'Failed to activate key',
  keyNotFound: 'Key not found.',
  keyGifted: 'This key was sent as a gift and can no longer be revealed.',
  keyRefunded: 'This key belongs to a refunded order and can no longer be revealed.',
  keyNotDelivered: 'This key has not been delivered yet.',
  invoiceNotFound: 'Invoice not found',
  invoiceLookupRequired: 'Give an invoiceId, an invoiceNumber or a paymentId.',
  orderNotFound: 'Order not found.',
  giftEmailsMismatch: 'The email addresses do not match. Please try again.',
  giftEmailInvalid: 'Please enter a valid email address.',
  giftRevealed: 'A revealed key cannot be sent as a gift.',
  giftAlreadySent: 'This key has already been sent as a gift.',
  giftToSelf: 'You cannot send a gift to yourself.',
  giftNotFound: 'This gift link is not valid.',
  giftClaimed: 'This gift has already been claimed.',
  giftOwnClaim: 'You cannot claim a gift you sent.',
  giftUnavailable: 'This gift is no longer available.',
  refundRevealed: 'This order cannot be refunded because one of its keys has been revealed.',
  refundGifted: 'This order cannot be refunded because one of its keys has been sent as a gift.',
  refundWindow: 'The 7-day refund window for this order has ended.',
  refundStatus: 'This order cannot be refunded.',
  underReview:
    'Your purchase is being reviewed for your security. We will e-mail you as soon as it is approved, usually within 24 hours.',
  revealWarning:
    'Revealing a key is irreversible. Once it is shown, this order can no longer be cancelled for an instant refund.',
} as const;

/** Public ids of orders, keys, invoices and gifts: URL-safe, no longer than 64. */
export const PublicId = z
  .string({ error: 'Must be an id' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Must be an id');

const Money = z.number().int();
const IsoDate = z.string();

/** Which family of platform a key is for; it picks the activation guide. */
export const PLATFORM_FAMILIES = ['pc', 'xbox', 'playstation', 'nintendo'] as const;
export type PlatformFamily = (typeof PLATFORM_FAMILIES)[number];

/**
 * A key as its owner sees it, without the key text. `hidden` until revealed; `gifted` while
 * a gift to a friend is open or after it was claimed (the giver then sees it so);
 * `voided` once its order was refunded.
 */
export const OwnedKey = z.object({
  keyId: z.string(),
  orderId: z.string(),
  productId: z.string(),
  platformGroupId: z.string(),
  title: z.string(),
  platformName: z.string(),
  platformFamily: z.enum(PLATFORM_FAMILIES),
  state: z.enum(['hidden', 'revealed', 'gifted', 'voided']),
  revealedAt: IsoDate.nullable(),
  /** The open or claimed gift of this key, as its giver sees it. */
  gift: z
    .object({ recipientEmail: z.string(), sentAt: IsoDate, claimedAt: IsoDate.nullable() })
    .nullable(),
  /** True when the key came to this customer as a claimed gift. */
  received: z.boolean(),
});
export type OwnedKey = z.infer<typeof OwnedKey>;

export const OrderItem = z.object({
  productId: z.string(),
  platformGroupId: z.string(),
  title: z.string(),
  platformName: z.string(),
  quantity: z.number().int(),
  unitPrice: Money,
  salePrice: Money.nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** One of the customer's orders in /dashboard/purchases and on the thank-you page. */
export const OrderSummary = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: IsoDate,
  paidAt: IsoDate.nullable(),
  deliveredAt: IsoDate.nullable(),
  refundedAt: IsoDate.nullable(),
  currency: z.string(),
  subtotal: Money,
  discount: Money,
  loyaltyDiscount: Money,
  total: Money,
  items: z.array(OrderItem),
  /** The keys of this order still owned by or given away by the customer. */
  keys: z.array(OwnedKey),
  invoice: z.object({ invoiceId: z.string(), number: z.string() }).nullable(),
  refund: z.discriminatedUnion('eligible', [
    z.object({ eligible: z.literal(true), until: IsoDate }),
    z.object({ eligible: z.literal(false), reason: z.string() }),
  ]),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const ORDERS_PAGE_SIZE = 10;

/** GET /users/orders?page */
export const OrdersQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(10_000).default(1),
});
export const OrdersPage = z.object({
  orders: z.array(OrderSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OrdersPage = z.infer<typeof OrdersPage>;

/** GET /users/keys: keys the customer owns that came as gifts (their own orders list the rest). */
export const ReceivedKeysReply = z.object({ keys: z.array(OwnedKey) });
export type ReceivedKeysReply = z.infer<typeof ReceivedKeysReply>;

/** POST /users/key-activation (spec section 7). */
export const KeyActivationBody = z.object({ keyId: PublicId, invoiceId: PublicId });
export type KeyActivationBody = z.infer<typeof KeyActivationBody>;
export const KeyActivationReply = z.object({
  key: z.string(),
  keyId: z.string(),
  revealedAt: IsoDate,
  platformFamily: z.enum(PLATFORM_FAMILIES),
});
export type KeyActivationReply = z.infer<typeof KeyActivationReply>;

export const InvoiceLine = z.object({
  title: z.string(),
  platformName: z.string(),
  quantity: z.number().int(),
  unitPrice: Money,
  total: Money,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceSummary = z.object({
  invoiceId: z.string(),
  number: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  issuedAt: IsoDate,
  currency: z.string(),
  total: Money,
  /** Where the PDF downloads from. */
  pdfUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** GET /users/invoices */
export const InvoicesReply = z.object({ invoices: z.array(InvoiceSummary) });
export type InvoicesReply = z.infer<typeof InvoicesReply>;

/** GET /users/invoices/detail?invoiceId|invoiceNumber|paymentId */
export const InvoiceDetailQuery = z
  .object({
    invoiceId: PublicId.optional(),
    invoiceNumber: z.string().max(40).optional(),
    paymentId: z.string().max(200).optional(),
  })
  .refine(
    (q) => q.invoiceId || q.invoiceNumber || q.paymentId,
    PURCHASE_MESSAGES.invoiceLookupRequired,
  );
export type InvoiceDetailQuery = z.infer<typeof InvoiceDetailQuery>;

export const InvoiceDetail = InvoiceSummary.extend({
  subtotal: Money,
  discount: Money,
  loyaltyDiscount: Money,
  net: Money,
  vat: Money,
  /** Basis points: 1900 is 19 %. */
  vatRateBp: z.number().int(),
  lines: z.array(InvoiceLine),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

const GiftEmail = z
  .string({ error: PURCHASE_MESSAGES.giftEmailInvalid })
  .trim()
  .max(254, PURCHASE_MESSAGES.giftEmailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, PURCHASE_MESSAGES.giftEmailInvalid);

/** The gift dialog (spec section 3: friend {email} and confirmation). */
export const GiftForm = z
  .object({ email: GiftEmail, confirmEmail: GiftEmail })
  .refine((f) => f.email.toLowerCase() === f.confirmEmail.toLowerCase(), {
    message: PURCHASE_MESSAGES.giftEmailsMismatch,
    path: ['confirmEmail'],
  });
export type GiftForm = z.infer<typeof GiftForm>;

/** POST /users/gifts */
export const GiftBody = z.intersection(z.object({ keyId: PublicId }), GiftForm);
export type GiftBody = z.infer<typeof GiftBody>;
export const GiftReply = z.object({
  giftId: z.string(),
  keyId: z.string(),
  recipientEmail: z.string(),
});
export type GiftReply = z.infer<typeof GiftReply>;

/** A gift link's token. */
export const GiftToken = z
  .string({ error: PURCHASE_MESSAGES.giftNotFound })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, PURCHASE_MESSAGES.giftNotFound);

/** GET /gifts/preview?token: what the link gives, shown before claiming. */
export const GiftPreviewQuery = z.object({ token: GiftToken });
export const GiftPreview = z.object({
  title: z.string(),
  platformName: z.string(),
  giverName: z.string(),
  claimed: z.boolean(),
});
export type GiftPreview = z.infer<typeof GiftPreview>;

/** POST /users/gifts/claim */
export const GiftClaimBody = z.object({ token: GiftToken });
export const GiftClaimReply = z.object({ keyId: z.string(), title: z.string() });
export type GiftClaimReply = z.infer<typeof GiftClaimReply>;

/** Where a gift e-mail's link leads: the purchases page, which asks to sign in first. */
export const GIFT_CLAIM_PATH = '/dashboard/purchases';
export const GIFT_CLAIM_PARAM = 'gift';

/** POST /users/orders/{orderId}/refund */
export const OrderParams = z.object({ orderId: PublicId });
export const RefundReply = z.object({ orderId: z.string(), status: z.literal('refunded') });
export type RefundReply = z.infer<typeof RefundReply>;

/** Where an invoice's PDF downloads from. */
export function invoicePdfPath(invoiceId: string): string {
  return `/api/v1/users/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}
