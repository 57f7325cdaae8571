import { and, asc, eq } from 'drizzle-orm';
import { editions, productPlatforms, products, screenshots } from '../../db/schema/catalogue';
import { platforms } from '../../db/schema/lookups';
import type { Db } from '../../db/types';

/** What cover art needs to know of a product: title, type and its first platform. */
export async function findArtSubject(db: Db, productId: number) {
  const [row] = await db
    .select({
      title: products.title,
      typeId: products.typeId,
      platformName: platforms.name,
      platformColor: platforms.color,
      editionName: editions.name,
    })
    .from(products)
    .leftJoin(productPlatforms, eq(productPlatforms.productId, products.id))
    .leftJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .leftJoin(editions, eq(editions.id, productPlatforms.editionId))
    .where(eq(products.id, productId))
    .orderBy(asc(productPlatforms.platformId), asc(editions.position))
    .limit(1);
  return row;
}

/** Whether the product has a screenshot at this position. */
export async function screenshotExists(
  db: Db,
  productId: number,
  position: number,
): Promise<boolean> {
  const rows = await db
    .select({ position: screenshots.position })
    .from(screenshots)
    .where(and(eq(screenshots.productId, productId), eq(screenshots.position, position)))
    .limit(1);
  return rows.length > 0;
}
