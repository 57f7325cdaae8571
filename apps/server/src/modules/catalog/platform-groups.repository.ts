import { and, eq, inArray } from 'drizzle-orm';
import { productPlatforms, products } from '../../db/schema/catalogue';
import { entryInStock, MAX_ROW_ID } from '../../db/shared-sql';
import type { Db } from '../../db/types';

/**
 * A platform group of a published product: its product, effective EUR price (sale price if
 * any) and stock.
 */
export async function findPlatformGroup(db: Db, platformGroupId: number) {
  if (platformGroupId > MAX_ROW_ID) return undefined;
  const [row] = await db
    .select({
      id: productPlatforms.id,
      productId: productPlatforms.productId,
      priceMinor: productPlatforms.priceMinor,
      salePriceMinor: productPlatforms.salePriceMinor,
      inStock: entryInStock,
    })
    .from(productPlatforms)
    .innerJoin(products, eq(products.id, productPlatforms.productId))
    .where(and(eq(productPlatforms.id, platformGroupId), eq(products.published, true)));
  return row;
}

/**
 * Platform groups of published products with their product and stored EUR prices; unknown
 * ids (and unpublished products' groups) are left out.
 */
export async function findPlatformGroupPrices(db: Db, ids: readonly number[]) {
  const valid = ids.filter((id) => id <= MAX_ROW_ID);
  if (valid.length === 0) return [];
  return db
    .select({
      id: productPlatforms.id,
      productId: productPlatforms.productId,
      priceMinor: productPlatforms.priceMinor,
      salePriceMinor: productPlatforms.salePriceMinor,
    })
    .from(productPlatforms)
    .innerJoin(products, eq(products.id, productPlatforms.productId))
    .where(and(inArray(productPlatforms.id, valid), eq(products.published, true)));
}
