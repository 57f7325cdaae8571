import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@store/shared/schemas/staff';
import { users } from './accounts';

/**
 * The store's staff: accounts with a role and a second factor. A staff member signs in to
 * the back office with their password and a code from their authenticator app.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    /** The TOTP secret, encrypted; set at the first sign-in, confirmed by a first code. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last time step a code was accepted for: a code is good once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'staff_members_role_check',
      sql`${t.role} in ('admin', 'catalogue', 'support', 'finance')`,
    ),
  ],
);

/** One-time recovery codes, stored as SHA-256; each one signs in once instead of a TOTP code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Every staff action: who, what, when, before and after. Only ever added to: the database
 * refuses to change or remove a row (see the migration's trigger).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffUserId: integer('staff_user_id').notNull(),
    /** Kept as it was then, so the entry reads the same after the account changes. */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * Invitations to join the staff, sent by an admin to an e-mail address. Only the SHA-256 of
 * the mailed token is kept; each one is accepted once, before it expires.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('staff_invitations_email_idx').on(sql`lower(${t.email})`),
    check(
      'staff_invitations_role_check',
      sql`${t.role} in ('admin', 'catalogue', 'support', 'finance')`,
    ),
  ],
);
