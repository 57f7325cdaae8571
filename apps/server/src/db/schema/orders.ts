import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '@store/shared/rules/order-state';
import { users } from './accounts';
import { productPlatforms, products } from './catalogue';
import { currencies } from './lookups';
import { productKeys } from './stock';

// The database refuses any status outside the shared lifecycle, whatever the code does.
const statusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Orders, priced once in the customer's currency when checkout starts. Totals are minor
 * units of `currency`: total = subtotal − discount (sale prices) − loyalty discount.
 * A pending order holds its keys until `expires_at`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The id customers and the web see; unguessable, unlike the serial id. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** The exchange rate (millionths per EUR) the order was priced with. */
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    loyaltyLevel: smallint('loyalty_level').notNull(),
    loyaltyDiscountMinor: integer('loyalty_discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Why the fraud rules held the order for review, when they did. */
    reviewReasons: jsonb('review_reasons').$type<string[]>(),
    /** The card's country as the payment provider reported it, when it did. */
    cardCountry: text('card_country'),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in (${statusList})`),
    check(
      'orders_totals_check',
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.loyaltyDiscountMinor} >= 0 and ${t.totalMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} - ${t.loyaltyDiscountMinor}`,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // Prefix searches of order numbers in the back office, whatever the collation.
    index('orders_public_id_prefix_idx').on(t.publicId.op('text_pattern_ops')),
    // The reservation sweeper reads only pending orders, oldest expiry first.
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // One unpaid order per customer: a new checkout cancels the one before it, and this
    // index makes a second one impossible even if code goes wrong. With one line per
    // platform group of at most 3 units, nobody holds more than 3 keys of an entry.
    uniqueIndex('orders_one_pending_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** What an order buys: one line per platform group, priced in the order's currency. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    platformGroupId: integer('platform_group_id')
      .notNull()
      .references(() => productPlatforms.id),
    quantity: smallint('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor'),
  },
  (t) => [
    check('order_lines_quantity_check', sql`${t.quantity} between 1 and 3`),
    uniqueIndex('order_lines_order_group_idx').on(t.orderId, t.platformGroupId),
    index('order_lines_platform_group_idx').on(t.platformGroupId),
  ],
);

/**
 * Which key serves which order line. The unique key id makes a double sale impossible even
 * if code goes wrong: a key belongs to one order line at a time, and an allocation is
 * removed only when its unpaid order expires and the key goes back on sale.
 */
export const keyAllocations = pgTable(
  'key_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productKeyId: bigint('product_key_id', { mode: 'number' })
      .notNull()
      .references(() => productKeys.id)
      .unique('key_allocations_product_key_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('key_allocations_order_line_idx').on(t.orderLineId)],
);

/**
 * A checkout attempt under an idempotency key, and the payment intent it opened. The
 * unique (user, key) index makes concurrent calls with one key wait for the first one and
 * then see its order. Client secrets are kept only as SHA-256 hashes.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request (lines and currency), to tell a repeat from a reuse. */
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id),
    provider: text('provider'),
    providerIntentId: text('provider_intent_id').unique(),
    clientSecretHash: text('client_secret_hash'),
    paymentSessionHash: text('payment_session_hash'),
    /** The reply without its secrets, returned again to a repeat of the same request. */
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_intents_user_key_idx').on(t.userId, t.idempotencyKey),
    // Prefix searches of payment ids in the back office, whatever the collation.
    index('payment_intents_provider_id_prefix_idx').on(t.providerIntentId.op('text_pattern_ops')),
  ],
);
