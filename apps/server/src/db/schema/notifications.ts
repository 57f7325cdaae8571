import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A browser's Web Push subscription, one per device; removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One row per event, channel and target (an e-mail address, a push subscription, a phone
 * number) a notification went to: an event handed over twice finds its row and sends nothing.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    channel: text('channel', { enum: ['browser', 'email', 'sms'] }).notNull(),
    target: text('target').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.channel, t.target] })],
);

/** A mobile number waiting for its confirmation code; one per customer, replaced by a new one. */
export const phoneConfirmations = pgTable('phone_confirmations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  /** SHA-256 of the six-digit code, keyed by the store's secret. */
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
