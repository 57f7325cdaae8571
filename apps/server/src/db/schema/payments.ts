import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The states of a payment at the sandbox provider. */
export const SANDBOX_PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'succeeded',
  'failed',
] as const;
export type SandboxPaymentStatus = (typeof SANDBOX_PAYMENT_STATUSES)[number];

const sandboxStatusList = sql.raw(SANDBOX_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The sandbox provider's own record of each payment it was asked to take, so a card flow
 * (and a 3-D Secure challenge in the middle of it) survives a restart. `succeeded` and
 * `failed` are final. Only a hash of the open challenge's id is kept.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    intentId: text('intent_id').primaryKey(),
    /** The store's reference for the payment (its order id), as the intent was opened with. */
    reference: text('reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<SandboxPaymentStatus>().notNull(),
    failureCode: text('failure_code'),
    challengeHash: text('challenge_hash'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The card's issuing country, as the test card says. */
    cardCountry: text('card_country'),
    /** Set when the whole payment was refunded; one refund per payment. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_payments_status_check', sql`${t.status} in (${sandboxStatusList})`),
    check('sandbox_payments_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * Webhook events the sandbox owes the store, written with the outcome they announce. An
 * event keeps its id and body for every delivery attempt, so the store can tell a retry from
 * news; `delivered_at` is stamped once the store acknowledged it.
 */
export const sandboxWebhookEvents = pgTable(
  'sandbox_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => sandboxPayments.intentId)
      // One final outcome per payment, so one event.
      .unique('sandbox_webhook_events_intent_unique'),
    type: text('type').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_webhook_events_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * Webhook events the store has applied, by the provider's event id. The primary key makes
 * a replayed or concurrently repeated event a no-op: only the first insert wins.
 */
export const processedPaymentEvents = pgTable(
  'processed_payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    intentId: text('intent_id').notNull(),
    /** What applying it did, for support: a status change, or why nothing changed. */
    outcome: jsonb('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Per provider: two providers may use the same event id.
    primaryKey({ columns: [t.provider, t.eventId] }),
  ],
);
