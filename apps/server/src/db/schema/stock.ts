import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['available', 'reserved', 'sold'] })
      .notNull()
      .default('available'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_keys_available_idx')
      .on(t.productPlatformId)
      .where(sql`${t.status} = 'available'`),
  ],
);
