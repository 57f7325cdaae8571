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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderLines, orders } from './orders';
import { productKeys } from './stock';

/**
 * The keys a delivered order gave its buyer, one row per key. `ownerUserId` starts as the
 * buyer and moves to a friend when a gift is claimed. `revealedAt` is stamped the first time
 * the owner is shown the key (which ends the right to an instant refund); `voidedAt` when the
 * order is refunded, after which nobody can reveal or gift it.
 */
export const orderKeys = pgTable(
  'order_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The key id customers and the web see (spec: keyId). */
    publicId: text('public_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    productKeyId: bigint('product_key_id', { mode: 'number' })
      .notNull()
      .references(() => productKeys.id)
      .unique('order_keys_product_key_unique'),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    revealedByUserId: integer('revealed_by_user_id').references(() => users.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_keys_owner_idx').on(t.ownerUserId, t.createdAt),
    index('order_keys_order_idx').on(t.orderId),
  ],
);

/** The last invoice number used in each calendar year: invoices are numbered 1, 2, 3… per year. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: smallint('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * One invoice per delivered order, written when its keys are assigned. Amounts are minor
 * units of `currency`; prices include VAT, so total = net + vat. `lines` and `buyer` are
 * copies as of issue, so a later rename or address change leaves the invoice as it was.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** The invoice id customers and the web see (spec: invoiceId). */
    publicId: text('public_id').notNull().unique(),
    /** Shown and printed, e.g. "INV-2026-000042". */
    number: text('number').notNull().unique(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id)
      .unique('invoices_order_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The provider's payment id, for lookups by paymentId. */
    paymentId: text('payment_id').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    loyaltyDiscountMinor: integer('loyalty_discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    netMinor: integer('net_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    /** The VAT rate in basis points (19 % = 1900) for the buyer's country. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    lines: jsonb('lines').notNull(),
    buyer: jsonb('buyer').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('invoices_year_sequence_unique').on(t.year, t.sequence),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_payment_idx').on(t.paymentId),
    // Prefix searches of invoice numbers in the back office, whatever the collation.
    index('invoices_number_prefix_idx').on(t.number.op('text_pattern_ops')),
    check('invoices_amounts_check', sql`${t.totalMinor} = ${t.netMinor} + ${t.vatMinor}`),
  ],
);

/**
 * A key given to a friend by e-mail. Only a SHA-256 hash of the claim token is kept. While
 * open (`claimedAt` null) the giver can no longer reveal the key; on claim the key's owner
 * becomes the friend. One open gift per key.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    orderKeyId: bigint('order_key_id', { mode: 'number' })
      .notNull()
      .references(() => orderKeys.id),
    giverUserId: integer('giver_user_id')
      .notNull()
      .references(() => users.id),
    recipientEmail: text('recipient_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedByUserId: integer('claimed_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('gifts_open_key_idx')
      .on(t.orderKeyId)
      .where(sql`${t.claimedAt} is null`),
    index('gifts_giver_idx').on(t.giverUserId),
  ],
);

/**
 * A refund of a whole order. Written with the order's move to `refunded`; the provider is
 * asked by the outbox worker (with this row's id as its idempotency key) and
 * `completedAt` is stamped when it confirmed.
 */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id)
    .unique('refunds_order_unique'),
  provider: text('provider').notNull(),
  paymentId: text('payment_id').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  /** Why: 'customer' (a cancellation), 'review-rejected', 'unfulfillable'. */
  reason: text('reason').notNull(),
  providerRefundId: text('provider_refund_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
