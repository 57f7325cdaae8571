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
import type { Language } from '@store/shared/constants';
import type { IdentityCheckReason } from '@store/shared/schemas/identity';

/** Customers. E-mail is unique without regard to case; social-only accounts have no password. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthday: date('birthday', { mode: 'string' }),
    address: text('address'),
    city: text('city'),
    zip: text('zip'),
    country: text('country'),
    emailVerified: boolean('email_verified').notNull().default(false),
    identityRequireCheck: boolean('identity_require_check').notNull().default(false),
    /**
     * Set by staff: a locked account cannot sign in and its sessions and access tokens stop
     * working at once. The reason is for staff, never shown to the customer.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedReason: text('locked_reason'),
    notifyBrowser: boolean('notify_browser').notNull().default(false),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(false),
    /**
     * The language the customer reads the store in, kept from their last sign-in, registration
     * or choice, so that mails, texts, pushes and invoices written while they are away are in it.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    /** A confirmed mobile number in E.164 form, for text messages; null until confirmed. */
    phone: text('phone'),
    /** Why the store asked for an identity check (`identityRequireCheck`); for staff. */
    identityCheckReason: text('identity_check_reason').$type<IdentityCheckReason>(),
    /** The referral code given at registration, kept for the referral programme. */
    referredByCode: text('referred_by_code'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Prefix searches of addresses (the back office's order search), whatever the collation.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/**
 * Signed-in sessions. The id is the SHA-256 of the random token the client holds, so a
 * leaked table does not hand out sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * A back-office session, started with a password and a second factor. It lives in its
     * own cookie, shorter, and never signs anyone in to the store as a customer.
     */
    staff: boolean('staff').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The open e-mail verification code of a user (hashed), its expiry and tries. */
export const emailVerifications = pgTable('email_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use links sent by e-mail (password reset, sign-in link, e-mail change). Only the
 * SHA-256 of the token is kept, so a leaked table does not hand out links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Accounts at social sign-in providers linked to a user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('social_accounts_user_idx').on(t.userId),
  ],
);
