import { boolean, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productPlatforms, products } from './catalogue';

/**
 * A customer's favourite platform groups, with the alerts they asked for. The notified
 * columns remember what the last alert announced, so one change is mailed once.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    platformGroupId: integer('platform_group_id')
      .notNull()
      .references(() => productPlatforms.id, { onDelete: 'cascade' }),
    notifyPriceDrop: boolean('notify_price_drop').notNull().default(false),
    notifyBackInStock: boolean('notify_back_in_stock').notNull().default(false),
    /** The EUR price (minor units) last announced by a price-drop mail. */
    notifiedPriceMinor: integer('notified_price_minor'),
    /** Whether the last back-in-stock check saw the group in stock. */
    notifiedInStock: boolean('notified_in_stock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platformGroupId] }),
    index('favorites_platform_group_idx').on(t.platformGroupId),
  ],
);
