import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Events written in the same transaction as the change they announce; a worker hands each
 * to the handlers subscribed to its topic and stamps `processed_at` once all have it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** How many times a worker has taken the event; a failed attempt waits until `availableAt`. */
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the event until then; after a crash another worker takes it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    // An order's timeline in the back office: its events, by the order id they carry.
    index('outbox_order_idx').on(sql`(${t.payload} ->> 'orderId')`),
    index('outbox_unprocessed_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
  ],
);

/**
 * One row per handler that has done its work for an event, so a retry runs only the
 * handlers that failed and never repeats one that succeeded.
 */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    /** The subscription's name, e.g. `fulfilment.send-receipt`. */
    handler: text('handler').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);
