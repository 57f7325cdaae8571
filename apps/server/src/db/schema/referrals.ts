import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PayoutStatus, ReferralSource } from '@store/shared/rules/referrals';
import { users } from './accounts';
import { orders } from './orders';

/** Each customer's code, made the first time they look at the programme. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who brought whom: one row per referred customer, written once. The friend's orders earn
 * their referrer a share until `window_ends_at`.
 */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    source: text('source').$type<ReferralSource>().notNull(),
    /** HMAC of the client's address, to count referrals per address without keeping it. */
    ipHash: text('ip_hash'),
    attributedAt: timestamp('attributed_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('referrals_not_self_check', sql`${t.referredUserId} <> ${t.referrerUserId}`),
    index('referrals_referrer_idx').on(t.referrerUserId, t.attributedAt),
    index('referrals_ip_idx').on(t.ipHash, t.attributedAt),
  ],
);

/**
 * One row per referrer who has earned or asked for anything. Every change of a referrer's
 * money locks it first, so a payout request sees the balance the one before it left.
 */
export const referralAccounts = pgTable('referral_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payout request: the whole available balance of one currency at the time. */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    /** The client's key for the request: a repeat answers with the same payout. */
    idempotencyKey: text('idempotency_key'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    check('referral_payouts_amount_check', sql`${t.amountMinor} > 0`),
    check('referral_payouts_status_check', sql`${t.status} in ('requested', 'paid', 'rejected')`),
    unique('referral_payouts_user_key_unique').on(t.userId, t.idempotencyKey),
    index('referral_payouts_user_idx').on(t.userId, t.requestedAt),
    index('referral_payouts_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'requested'`),
  ],
);

/**
 * What one delivered order of a referred customer earned its referrer. The money itself is
 * in the ledger; these times say where the earning is in its life, for the lists.
 */
export const referralEarnings = pgTable(
  'referral_earnings',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One earning per order, whoever asks again. */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    currency: text('currency').notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    percentBp: integer('percent_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    maturesAt: timestamp('matures_at', { withTimezone: true }).notNull(),
    maturedAt: timestamp('matured_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** The payout that took it, once one did. */
    payoutId: integer('payout_id').references(() => referralPayouts.id),
  },
  (t) => [
    check('referral_earnings_amount_check', sql`${t.amountMinor} > 0 and ${t.netMinor} >= 0`),
    index('referral_earnings_referrer_idx').on(t.referrerUserId, t.earnedAt),
    // The maturity job reads only what is still pending, soonest first.
    index('referral_earnings_pending_idx')
      .on(t.maturesAt)
      .where(sql`${t.maturedAt} is null and ${t.cancelledAt} is null`),
  ],
);

export const REFERRAL_LEDGER_ACCOUNTS = ['store', 'pending', 'unpaid', 'payout', 'paid'] as const;
export type ReferralLedgerAccount = (typeof REFERRAL_LEDGER_ACCOUNTS)[number];

/**
 * The referral programme's double-entry ledger, only ever added to. Each movement is two
 * rows with one `txn_key`, one taking from an account and one giving to another, so every
 * movement sums to zero and each referrer's `store` account is minus what they hold. A
 * balance is the sum of an account's rows; `unique(txn_key, account)` makes every replay of
 * a movement a no-op.
 */
export const referralLedger = pgTable(
  'referral_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txnKey: text('txn_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    account: text('account').$type<ReferralLedgerAccount>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    earningId: integer('earning_id').references(() => referralEarnings.id),
    payoutId: integer('payout_id').references(() => referralPayouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'referral_ledger_account_check',
      sql`${t.account} in ('store', 'pending', 'unpaid', 'payout', 'paid')`,
    ),
    uniqueIndex('referral_ledger_txn_account_idx').on(t.txnKey, t.account),
    index('referral_ledger_user_idx').on(t.userId, t.currency, t.account),
  ],
);
