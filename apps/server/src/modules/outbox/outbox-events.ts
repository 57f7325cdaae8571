import { z } from 'zod';
import { IdentityStatusSchema } from '@store/shared/schemas/identity';

// The events the store announces through the outbox, one schema per topic. Writers are held
// to these shapes by the compiler and the worker parses every stored payload against them
// before a handler sees it, so a handler reads typed fields instead of checking each one.
// Rows outlive deployments: a payload may gain optional fields, never lose or retype one.

const OrderId = z.string();
const UserId = z.number().int();

const orderCreated = z.object({
  topic: z.literal('order.created'),
  payload: z.object({
    orderId: OrderId,
    userId: UserId,
    paymentId: z.string(),
    currency: z.string(),
    totalMinor: z.number().int(),
    /** When the reservation ends, ISO 8601. */
    expiresAt: z.string(),
    lines: z.array(
      z.object({
        productId: z.number().int(),
        platformGroupId: z.number().int(),
        quantity: z.number().int(),
        unitPriceMinor: z.number().int(),
        salePriceMinor: z.number().int().nullable(),
      }),
    ),
    /** A referral code the customer's browser held at checkout (the referral cookie). */
    referralCode: z.string().optional(),
    /** HMAC of the client's address, for the referral programme's per-address limit. */
    ipHash: z.string().optional(),
  }),
});

const orderPaid = z.object({
  topic: z.literal('order.paid'),
  payload: z.object({
    orderId: OrderId,
    userId: UserId,
    paymentId: z.string(),
    totalMinor: z.number().int(),
    currency: z.string(),
    /** How many reserved keys were sold. */
    keys: z.number().int(),
  }),
});

const orderUnderReview = z.object({
  topic: z.literal('order.under_review'),
  payload: z.object({ orderId: OrderId, userId: UserId, reasons: z.array(z.string()) }),
});

const orderApproved = z.object({
  topic: z.literal('order.approved'),
  payload: z.object({ orderId: OrderId, userId: UserId }),
});

const orderDelivered = z.object({
  topic: z.literal('order.delivered'),
  payload: z.object({
    orderId: OrderId,
    userId: UserId,
    invoiceId: z.string(),
    invoiceNumber: z.string(),
    /** How many keys the buyer received. */
    keys: z.number().int(),
  }),
});

/** Staff sent the receipt of a delivered order again (from the back office). */
const orderReceiptResent = z.object({
  topic: z.literal('order.receipt_resent'),
  payload: orderDelivered.shape.payload,
});

const orderFailed = z.object({
  topic: z.literal('order.failed'),
  payload: z.object({
    orderId: OrderId,
    userId: UserId,
    paymentId: z.string(),
    failureCode: z.string().nullable(),
    /** How many reserved keys went back on sale. */
    keys: z.number().int(),
  }),
});

const orderExpired = z.object({
  topic: z.literal('order.expired'),
  payload: z.object({ orderId: OrderId, userId: UserId }),
});

/** An unpaid order gave way to the customer's newer checkout; its keys are back on sale. */
const orderCancelled = z.object({
  topic: z.literal('order.cancelled'),
  payload: z.object({
    orderId: OrderId,
    userId: UserId,
    reason: z.literal('replaced'),
    replacedBy: OrderId,
  }),
});

const orderRefunded = z.object({
  topic: z.literal('order.refunded'),
  payload: z.object({
    orderId: OrderId,
    userId: UserId,
    /** The refund row, whose id is the provider's idempotency key. */
    refundId: z.number().int(),
    /** Present when the customer cancelled; a rejected review leaves it to the refund row. */
    paymentId: z.string().optional(),
  }),
});

/** Money was taken for an order that can no longer be fulfilled: someone must refund it. */
const paymentRefundRequired = z.object({
  topic: z.literal('payment.refund_required'),
  payload: z.object({
    orderId: OrderId,
    userId: UserId,
    paymentId: z.string(),
    reason: z.string(),
    /** The amount taken when it differs from the order's total (else the total is refunded). */
    amount: z.number().int().optional(),
    currency: z.string().optional(),
  }),
});

const giftSent = z.object({
  topic: z.literal('gift.sent'),
  payload: z.object({
    giftId: z.string(),
    /** The claim token, dropped from the stored event once the friend has been mailed. */
    token: z.string().optional(),
    recipientEmail: z.string(),
    giverUserId: UserId,
    keyId: z.string(),
    orderId: OrderId,
  }),
});

const giftClaimed = z.object({
  topic: z.literal('gift.claimed'),
  payload: z.object({
    giftId: z.string(),
    keyId: z.string(),
    giverUserId: UserId,
    claimerUserId: UserId,
  }),
});

/** A review was written, or the customer's earlier review of the product rewritten. */
const reviewPosted = z.object({
  topic: z.literal('review.posted'),
  payload: z.object({
    reviewId: z.number().int(),
    productId: z.number().int(),
    userId: UserId,
    rating: z.number().int(),
    verifiedPurchase: z.boolean(),
    replaced: z.boolean(),
  }),
});

/** An account was created: by the registration form, or by a first social sign-in. */
const userRegistered = z.object({
  topic: z.literal('user.registered'),
  payload: z.object({
    userId: UserId,
    /** The social sign-in's provider, null for the registration form. */
    provider: z.string().nullable(),
    /** The referral code the new customer came with, already trimmed; absent when none. */
    referralCode: z.string().optional(),
    /** HMAC of the client's address, for the referral programme's per-address limit. */
    ipHash: z.string().optional(),
  }),
});

/**
 * An account registered with an address nobody confirmed was taken over by the address's
 * verified owner through a social sign-in: whatever the registrant chose goes with it.
 */
const userClaimed = z.object({
  topic: z.literal('user.claimed'),
  payload: z.object({
    userId: UserId,
    provider: z.string(),
    /** The referral code the owner came with; absent when none. */
    referralCode: z.string().optional(),
  }),
});

/** A referred customer's delivered order earned their referrer a share (pending at first). */
const referralEarned = z.object({
  topic: z.literal('referral.earned'),
  payload: z.object({
    earningId: z.string(),
    referrerUserId: UserId,
    currency: z.string(),
    amountMinor: z.number().int(),
    /** When it can be paid, ISO 8601. */
    maturesAt: z.string(),
  }),
});

/** A customer reached an achievement (its `generation`-th time: a refund can take one back). */
const achievementUnlocked = z.object({
  topic: z.literal('achievement.unlocked'),
  payload: z.object({
    userId: UserId,
    achievementId: z.string(),
    generation: z.number().int(),
  }),
});

/**
 * One product among a customer's favourites fell below the price they were last told, or came
 * back in stock: one event per customer, product and change, written in the transaction that
 * remembers what was announced, with prices in the customer's currency.
 */
const favoriteAlerted = z.object({
  topic: z.literal('favorite.alerted'),
  payload: z.object({
    userId: UserId,
    title: z.string(),
    /** The product's page, a path of the store. */
    path: z.string(),
    lines: z
      .array(
        z.object({
          /** The platform (and edition) the line is about. */
          label: z.string(),
          /** The customer's currency, in whose minor units the prices are. */
          currency: z.string(),
          priceMinor: z.number().int(),
          /** The price last announced, when this line is a drop. */
          previousPriceMinor: z.number().int().nullable(),
        }),
      )
      .min(1),
    /** When the change was seen, ISO 8601. */
    at: z.string(),
  }),
});

const userSignedIn = z.object({
  topic: z.literal('user.signed_in'),
  payload: z.object({
    userId: UserId,
    /** When the session started, ISO 8601 (absent from events written before it was added). */
    at: z.string().optional(),
  }),
});

/**
 * A platform entry's available keys fell to its low-stock threshold or below; announced once
 * per crossing, again only after the stock was above the threshold in between.
 */
const stockLow = z.object({
  topic: z.literal('stock.low'),
  payload: z.object({
    entryId: z.number().int(),
    available: z.number().int(),
    threshold: z.number().int(),
    /** When the crossing was seen, ISO 8601. */
    at: z.string(),
  }),
});

/**
 * A product was created or changed in the back office (texts, prices, entries, pictures,
 * published or not): whatever keeps catalogue answers (counts, caches) forgets them.
 */
const catalogueChanged = z.object({
  topic: z.literal('catalogue.changed'),
  payload: z.object({
    productId: z.number().int(),
    /** The audit log's action, e.g. `product.update`, `product.publish`. */
    action: z.string(),
  }),
});

/**
 * A person of the support team answered a ticket (or asked the customer something): the
 * customer hears it live if they follow the chat, else by e-mail.
 */
const ticketAnswered = z.object({
  topic: z.literal('ticket.answered'),
  payload: z.object({
    /** The ticket's public id. */
    ticketId: z.string(),
    /** The staff message's id. */
    messageId: z.number().int(),
    userId: UserId,
  }),
});

/**
 * A customer's identity check was refused for good (by the provider or in the back office):
 * the customer gets a support ticket about it.
 */
const identityRejected = z.object({
  topic: z.literal('identity.rejected'),
  payload: z.object({
    /** The verification's public id. */
    verificationId: z.string(),
    userId: UserId,
    /** The reason, as `verificationError` carries it. */
    error: z.string().nullable(),
  }),
});

/**
 * The built-in sandbox identity provider decided on the photos it was sent: the decision
 * goes to the store's identity webhook, signed, as an outside provider's would.
 */
const sandboxIdentityDecided = z.object({
  topic: z.literal('identity.sandbox_decided'),
  payload: z.object({
    eventId: z.string(),
    /** When it was decided, Unix seconds. */
    created: z.number().int(),
    sessionId: z.string(),
    status: IdentityStatusSchema,
    error: z.string().nullable(),
  }),
});

/** Any event of the store, told apart by its topic. */
export const OutboxEvent = z.discriminatedUnion('topic', [
  orderCreated,
  orderPaid,
  orderUnderReview,
  orderApproved,
  orderDelivered,
  orderReceiptResent,
  orderFailed,
  orderExpired,
  orderCancelled,
  orderRefunded,
  paymentRefundRequired,
  giftSent,
  giftClaimed,
  reviewPosted,
  userRegistered,
  userClaimed,
  userSignedIn,
  referralEarned,
  achievementUnlocked,
  favoriteAlerted,
  stockLow,
  catalogueChanged,
  ticketAnswered,
  identityRejected,
  sandboxIdentityDecided,
]);
export type OutboxEvent = z.infer<typeof OutboxEvent>;

export type OutboxTopic = OutboxEvent['topic'];

/** The event of one topic, e.g. `EventOf<'order.delivered'>`. */
export type EventOf<T extends OutboxTopic> = Extract<OutboxEvent, { topic: T }>;

/** The payload of one topic's event. */
export type PayloadOf<T extends OutboxTopic> = EventOf<T>['payload'];
