import { and, asc, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { editions, productPlatforms, products } from '../../db/schema/catalogue';
import { productKeys } from '../../db/schema/stock';
import type { Db } from '../../db/types';

export type ProductFilter = { typeId?: number | undefined; platformId?: number | undefined };

function whereFor(filter: ProductFilter): SQL | undefined {
  return and(
    filter.typeId === undefined ? undefined : eq(products.typeId, filter.typeId),
    filter.platformId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${productPlatforms} where ${productPlatforms.productId} = ${products.id} and ${productPlatforms.platformId} = ${filter.platformId})`,
        ),
  );
}

/** One page of products in title order, and how many match in all. */
export async function findProductPage(
  db: Db,
  filter: ProductFilter,
  limit: number,
  offset: number,
) {
  const where = whereFor(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        slug: products.slug,
        typeId: products.typeId,
        genreId: products.genreId,
        releaseDate: products.releaseDate,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.title), asc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The platform entries of the given products, with edition names and stock. */
export async function findPlatformEntries(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productPlatforms.id,
      productId: productPlatforms.productId,
      platformId: productPlatforms.platformId,
      editionId: productPlatforms.editionId,
      editionName: editions.name,
      regionId: productPlatforms.regionId,
      priceMinor: productPlatforms.priceMinor,
      salePriceMinor: productPlatforms.salePriceMinor,
      inStock: sql<boolean>`exists (select 1 from ${productKeys} where ${productKeys.productPlatformId} = ${productPlatforms.id} and ${productKeys.status} = 'available')`,
    })
    .from(productPlatforms)
    .leftJoin(editions, eq(editions.id, productPlatforms.editionId))
    .where(inArray(productPlatforms.productId, productIds))
    .orderBy(
      asc(productPlatforms.productId),
      asc(productPlatforms.platformId),
      asc(editions.position),
      asc(productPlatforms.id),
    );
}
