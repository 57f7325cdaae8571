import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { POINTS_KINDS } from '@store/shared/schemas/loyalty';
import { users } from './accounts';

/**
 * One row per customer in the loyalty programme. Every change to a customer's loyalty locks
 * this row first, so two events of one customer are applied one after the other.
 */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** How many times the customer has reset level 5 for a prestige star. */
  prestige: smallint('prestige').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The facts of a delivered order as loyalty counts them, copied once so that reading a
 * profile never joins the order tables. A refunded order stays with its refund time.
 */
export const loyaltyOrders = pgTable(
  'loyalty_orders',
  {
    /** The order's public id, as the events carry it. */
    orderId: text('order_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order's total after discounts, in EUR minor units at the order's stored rate. */
    amountEurMinor: integer('amount_eur_minor').notNull(),
    items: integer('items').notNull(),
    /** Distinct platform ids of the order's lines. */
    platformIds: jsonb('platform_ids').$type<number[]>().notNull(),
    subscriptionMonths: smallint('subscription_months').notNull(),
    launchPurchase: boolean('launch_purchase').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('loyalty_orders_user_idx').on(t.userId),
    // The community goal counts orders delivered since its start.
    index('loyalty_orders_counted_idx')
      .on(t.deliveredAt)
      .where(sql`${t.refundedAt} is null`),
  ],
);

/** The customer's first review of each product (a rewrite is not a new review). */
export const loyaltyReviews = pgTable(
  'loyalty_reviews',
  {
    reviewId: integer('review_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loyalty_reviews_user_idx').on(t.userId)],
);

/** The UTC days on which the customer signed in, for streaks and sign-in quests. */
export const loyaltySignInDays = pgTable(
  'loyalty_sign_in_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The experience points ledger: entries are only ever added, and a customer's XP is their
 * sum. The unique source key names what earned the entry, so a replayed event or a second
 * claim adds nothing.
 */
export const loyaltyPoints = pgTable(
  'loyalty_points',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof POINTS_KINDS)[number]>().notNull(),
    xp: integer('xp').notNull(),
    sourceKey: text('source_key').notNull().unique('loyalty_points_source_key_unique'),
    /** What it was for: an order id, an achievement id, a quest key; null for prestige. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_points_user_idx').on(t.userId, t.id)],
);

/**
 * A customer's achievements as reached. A refund can take one back (`revoked_at`); reached
 * again, it starts a new generation, whose XP entry has a key of its own.
 */
export const loyaltyAchievements = pgTable(
  'loyalty_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    generation: integer('generation').notNull().default(1),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the customer was shown it; null while its toast is due. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/**
 * A customer's quest of one period (a day, a week, a quarter, an event, or the whole story),
 * created when the profile is first read in that period. Its public id is what claims use.
 */
export const loyaltyQuests = pgTable(
  'loyalty_quests',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questKey: text('quest_key').notNull(),
    periodKey: text('period_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('loyalty_quests_period_idx').on(t.userId, t.questKey, t.periodKey)],
);

/**
 * Store-wide goals: once `target` delivered orders count since `starts_at`, every customer
 * who contributed gets `reward` XP, once. The latest goal to start is the current one.
 */
export const communityGoals = pgTable('community_goals', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  target: integer('target').notNull(),
  reward: integer('reward').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  reachedAt: timestamp('reached_at', { withTimezone: true }),
});
