import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productPlatforms } from './catalogue';

/**
 * Digital keys in stock. The key text is encrypted at rest with AES-256-GCM
 * (`v1.<iv>.<tag>.<ciphertext>`, base64url), bound to its platform group.
 */
export const productKeys = pgTable(
  'product_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productPlatformId: integer('product_platform_id')
      .notNull()
      .references(() => productPlatforms.id, { onDelete: 'cascade' }),
    encryptedKey: text('encrypted_key').notNull(),
    /**
     * HMAC-SHA-256 (hex) of the normalised key text under a key derived from the store's
     * key secret: equal keys have equal fingerprints, so the unique index refuses the same
     * key twice, across every platform group, without the key ever being stored in clear.
     * NULL only until the start-up backfill has reached a row written before it existed.
     */
    fingerprint: text('fingerprint'),
    status: text('status', { enum: ['available', 'reserved', 'sold', 'voided'] })
      .notNull()
      .default('available'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why staff took the key off sale (a leaked or faulty key); set with `voided`. */
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('product_keys_available_idx')
      .on(t.productPlatformId)
      .where(sql`${t.status} = 'available'`),
    uniqueIndex('product_keys_fingerprint_idx').on(t.fingerprint),
    index('product_keys_platform_status_idx').on(t.productPlatformId, t.status),
    check(
      'product_keys_voided_check',
      sql`${t.status} <> 'voided' or (${t.voidReason} is not null and ${t.voidedAt} is not null)`,
    ),
  ],
);

/**
 * The low-stock threshold of a platform group, and whether its alert has gone out: set when
 * the available keys fall to the threshold or below, cleared once they are above it again,
 * so staff hear of each crossing once.
 */
export const stockThresholds = pgTable(
  'stock_thresholds',
  {
    productPlatformId: integer('product_platform_id')
      .primaryKey()
      .references(() => productPlatforms.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    lowSince: timestamp('low_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_thresholds_threshold_check', sql`${t.threshold} between 0 and 100000`),
    index('stock_thresholds_low_idx')
      .on(t.lowSince)
      .where(sql`${t.lowSince} is not null`),
  ],
);

/**
 * One key file imported into a platform group: its progress while it runs, its counts and the
 * refused lines (capped) once done. The key text itself is never kept here.
 */
export const keyImports = pgTable(
  'key_imports',
  {
    id: text('id').primaryKey(),
    productPlatformId: integer('product_platform_id')
      .notNull()
      .references(() => productPlatforms.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['all-or-nothing', 'good-lines'] }).notNull(),
    fileName: text('file_name'),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The refused lines, `{ line, reason, firstLine? }`, at most a few thousand. */
    report: jsonb('report').notNull().default([]),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('key_imports_platform_idx').on(t.productPlatformId, t.createdAt)],
);
