import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { editions, productPlatforms, products } from '../../db/schema/catalogue';
import { favorites } from '../../db/schema/favorites';
import { users } from '../../db/schema/accounts';
import { countries, currencies, platforms } from '../../db/schema/lookups';
import { entryInStock } from '../../db/shared-sql';
import type { Db } from '../../db/types';

const effectivePrice = sql<number>`coalesce(${productPlatforms.salePriceMinor}, ${productPlatforms.priceMinor})`;
// In an UPDATE of favorites, the group's price and stock right now.
const groupPriceNow = sql`(select coalesce(pp.sale_price_minor, pp.price_minor) from ${productPlatforms} pp where pp.id = "favorites"."platform_group_id")`;
const groupInStockNow = sql`exists (select 1 from product_keys k where k.product_platform_id = "favorites"."platform_group_id" and k.status = 'available')`;

/**
 * Brings the remembered price and stock up to date where no alert is due: a favourite
 * without a price yet gets today's, a group that ran out is remembered as out of stock, and
 * one back in stock without the alert (or never seen before) as in stock.
 */
export async function settleAlertBaselines(db: Db): Promise<void> {
  await db
    .update(favorites)
    .set({ notifiedPriceMinor: groupPriceNow })
    .where(isNull(favorites.notifiedPriceMinor));
  await db
    .update(favorites)
    .set({ notifiedInStock: false })
    .where(sql`${favorites.notifiedInStock} is distinct from false and not ${groupInStockNow}`);
  await db
    .update(favorites)
    .set({ notifiedInStock: true })
    .where(
      and(
        sql`${groupInStockNow}`,
        or(
          isNull(favorites.notifiedInStock),
          and(eq(favorites.notifiedInStock, false), eq(favorites.notifyBackInStock, false)),
        ),
      ),
    );
}

/**
 * Favourites with an alert due: the price fell below the one last announced (or the one
 * when added), or keys are back after the group was seen out of stock. With what the mail
 * needs: the customer and their language, the product, and the currency of their country.
 */
export function findDueAlerts(db: Db) {
  return db
    .select({
      userId: favorites.userId,
      productId: favorites.productId,
      platformGroupId: favorites.platformGroupId,
      notifyPriceDrop: favorites.notifyPriceDrop,
      notifyBackInStock: favorites.notifyBackInStock,
      notifiedPriceMinor: favorites.notifiedPriceMinor,
      notifiedInStock: favorites.notifiedInStock,
      priceMinor: effectivePrice,
      inStock: entryInStock,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      title: products.title,
      slug: products.slug,
      typeId: products.typeId,
      platformName: platforms.name,
      platformSlug: platforms.slug,
      categoryId: platforms.categoryId,
      editionName: editions.name,
      currencyCode: currencies.code,
      rateMicros: currencies.rateMicros,
    })
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.userId))
    .innerJoin(productPlatforms, eq(productPlatforms.id, favorites.platformGroupId))
    .innerJoin(products, eq(products.id, favorites.productId))
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .leftJoin(editions, eq(editions.id, productPlatforms.editionId))
    .leftJoin(countries, eq(countries.code, users.country))
    .leftJoin(currencies, eq(currencies.code, countries.currencyCode))
    .where(
      or(
        and(
          eq(favorites.notifyPriceDrop, true),
          sql`${effectivePrice} < ${favorites.notifiedPriceMinor}`,
        ),
        and(
          eq(favorites.notifyBackInStock, true),
          eq(favorites.notifiedInStock, false),
          entryInStock,
        ),
      ),
    )
    .orderBy(
      asc(favorites.userId),
      asc(favorites.productId),
      asc(platforms.position),
      asc(favorites.platformGroupId),
    );
}
export type DueAlert = Awaited<ReturnType<typeof findDueAlerts>>[number];

type Remembered = { notifiedPriceMinor: number | null; notifiedInStock: boolean | null };

/**
 * Moves a favourite from what it remembered to what is being announced, only if it still
 * remembers `from`: of two runs at once, one claims the alert and the other finds it gone.
 */
export async function swapRemembered(
  db: Db,
  key: { userId: number; platformGroupId: number },
  from: Remembered,
  to: Remembered,
): Promise<boolean> {
  const rows = await db
    .update(favorites)
    .set(to)
    .where(
      and(
        eq(favorites.userId, key.userId),
        eq(favorites.platformGroupId, key.platformGroupId),
        sql`${favorites.notifiedPriceMinor} is not distinct from ${from.notifiedPriceMinor}`,
        sql`${favorites.notifiedInStock} is not distinct from ${from.notifiedInStock}`,
      ),
    )
    .returning({ userId: favorites.userId });
  return rows.length > 0;
}
