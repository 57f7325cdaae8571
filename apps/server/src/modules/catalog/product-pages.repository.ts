import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PRODUCT_TYPES } from '@store/shared/constants';
import {
  editions,
  productDescriptions,
  productPlatforms,
  products,
} from '../../db/schema/catalogue';
import { platforms, productTypes, publishers } from '../../db/schema/lookups';
import type { Db } from '../../db/types';

// Cards have a page per edition; games and DLC one per platform (spec section 2). The type
// ids are inlined: GROUP BY must see the very same expression, not two parameters.
const CARD_TYPES = sql.raw(`${PRODUCT_TYPES.giftCard}, ${PRODUCT_TYPES.subscriptionCard}`);
const editionKey = sql<
  number | null
>`case when ${products.typeId} in (${CARD_TYPES}) then ${productPlatforms.editionId} end`;

const pagesOf = (db: Db) =>
  db
    .select({
      productId: productPlatforms.productId,
      platformId: productPlatforms.platformId,
      editionKey: editionKey.as('edition_key'),
    })
    .from(productPlatforms)
    .innerJoin(products, eq(products.id, productPlatforms.productId))
    .where(eq(products.published, true))
    .groupBy(productPlatforms.productId, productPlatforms.platformId, editionKey)
    .as('pages');

/** How many product pages the catalogue has: one per URL the product-path rule builds. */
export async function countProductPages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pagesOf(db));
  return row?.n ?? 0;
}

/** A slice of the product pages in a stable order: by product, platform, then edition. */
export async function listProductPages(db: Db, offset: number, limit: number) {
  const pages = pagesOf(db);
  return db
    .select({
      productId: products.id,
      typeId: products.typeId,
      slug: products.slug,
      title: products.title,
      categoryId: platforms.categoryId,
      platformSlug: platforms.slug,
      editionName: editions.name,
    })
    .from(pages)
    .innerJoin(products, eq(products.id, pages.productId))
    .innerJoin(platforms, eq(platforms.id, pages.platformId))
    .leftJoin(editions, eq(editions.id, pages.editionKey))
    .orderBy(
      asc(pages.productId),
      asc(platforms.position),
      sql`${editions.position} asc nulls first`,
      asc(pages.editionKey),
    )
    .offset(offset)
    .limit(limit);
}

/** What a product page's tags need: the product, its type, publisher and description. */
export async function findPageProduct(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      slug: products.slug,
      typeId: products.typeId,
      imageVersion: products.imageVersion,
      typeName: productTypes.name,
      publisher: publishers.name,
      description: productDescriptions.description,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.typeId))
    .innerJoin(publishers, eq(publishers.id, products.publisherId))
    .leftJoin(
      productDescriptions,
      sql`${productDescriptions.productId} = ${products.id} and ${productDescriptions.lang} = 'en'`,
    )
    .where(and(eq(products.slug, slug), eq(products.published, true)))
    .limit(1);
  return row;
}
