import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@store/shared/constants';
import {
  editions,
  productDescriptions,
  productPlatforms,
  products,
  productTitles,
  reviews,
  screenshots,
  systemRequirements,
} from '../../db/schema/catalogue';
import {
  developers,
  genres,
  platforms,
  productTypes,
  publishers,
  ratings,
  regions,
} from '../../db/schema/lookups';
import type { Db } from '../../db/types';
import { productKeys } from '../../db/schema/stock';
import { MAX_ROW_ID } from '../../db/shared-sql';

const baseProducts = alias(products, 'base_products');
// Drizzle leaves columns unqualified in a one-table select; inside a subquery that would
// bind to the inner table, so the outer id is spelled out.
const outerProductId = sql.raw('"products"."id"');

/** The title in `lang` where the product has one, else its main title. */
const titleIn = (lang: Language) =>
  sql<string>`coalesce((select t.title from ${productTitles} t where t.product_id = ${outerProductId} and t.lang = ${lang}), ${products.title})`;

/** A published product with the names of its lookups and its title in `lang`, or undefined. */
export async function findProductFacts(db: Db, id: number, lang: Language = 'en') {
  if (id > MAX_ROW_ID) return undefined;
  const [row] = await db
    .select({
      id: products.id,
      title: titleIn(lang),
      slug: products.slug,
      typeId: products.typeId,
      typeName: productTypes.name,
      releaseDate: products.releaseDate,
      imageVersion: products.imageVersion,
      genre: { id: genres.id, name: genres.name },
      developer: { id: developers.id, name: developers.name },
      publisher: { id: publishers.id, name: publishers.name },
      rating: { id: ratings.id, name: ratings.name },
      baseProductId: baseProducts.id,
      baseProductTitle: baseProducts.title,
      baseProductSlug: baseProducts.slug,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.typeId))
    .innerJoin(genres, eq(genres.id, products.genreId))
    .innerJoin(developers, eq(developers.id, products.developerId))
    .innerJoin(publishers, eq(publishers.id, products.publisherId))
    .innerJoin(ratings, eq(ratings.id, products.ratingId))
    .leftJoin(baseProducts, eq(baseProducts.id, products.baseProductId))
    .where(and(eq(products.id, id), eq(products.published, true)))
    .limit(1);
  return row;
}
export type ProductFacts = NonNullable<Awaited<ReturnType<typeof findProductFacts>>>;

/** The description in `lang`, else the English one, else an empty text. */
export async function findDescription(db: Db, productId: number, lang: Language): Promise<string> {
  const rows = await db
    .select({ lang: productDescriptions.lang, description: productDescriptions.description })
    .from(productDescriptions)
    .where(
      and(
        eq(productDescriptions.productId, productId),
        inArray(productDescriptions.lang, [lang, 'en']),
      ),
    );
  const chosen = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en');
  return chosen?.description ?? '';
}

export const findEditions = (db: Db, productId: number) =>
  db
    .select({ id: editions.id, name: editions.name, slug: editions.slug })
    .from(editions)
    .where(eq(editions.productId, productId))
    .orderBy(asc(editions.position), asc(editions.id));

/** The product's own title in `lang`, or undefined where the main title is shown. */
export async function findTitle(db: Db, productId: number, lang: Language) {
  const [row] = await db
    .select({ title: productTitles.title })
    .from(productTitles)
    .where(and(eq(productTitles.productId, productId), eq(productTitles.lang, lang)));
  return row?.title;
}

/** The requirements in `lang` where the product has them, else the English ones. */
export async function findSystemRequirements(db: Db, productId: number, lang: Language = 'en') {
  const rows = await db
    .select()
    .from(systemRequirements)
    .where(
      and(
        eq(systemRequirements.productId, productId),
        inArray(systemRequirements.lang, [lang, 'en']),
      ),
    );
  const own = rows.filter((r) => r.lang === lang);
  return own.length > 0 ? own : rows.filter((r) => r.lang === 'en');
}

export const findScreenshots = (db: Db, productId: number) =>
  db
    .select({ position: screenshots.position, caption: screenshots.caption })
    .from(screenshots)
    .where(eq(screenshots.productId, productId))
    .orderBy(asc(screenshots.position));

/** Average stars and count of a product's reviews. */
export async function findReviewSummary(db: Db, productId: number) {
  const [row] = await db
    .select({
      average: sql<number>`coalesce(round(avg(${reviews.rating}), 1), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return row ?? { average: 0, count: 0 };
}

export async function findRegions(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(regions)
    .where(inArray(regions.id, [...ids]));
}

/**
 * Up to `limit` other products sharing the genre or a platform, with a key in stock: same
 * genre first, then same type, then best sellers, then by id, so the order never shifts.
 */
export async function findSuggestedIds(
  db: Db,
  product: { id: number; genreId: number; typeId: number },
  limit: number,
): Promise<number[]> {
  const sharesPlatform = sql`exists (select 1 from ${productPlatforms} pp where pp.product_id = ${outerProductId} and pp.platform_id in (select own.platform_id from ${productPlatforms} own where own.product_id = ${product.id}))`;
  const inStock = sql`exists (select 1 from ${productPlatforms} pp join ${productKeys} k on k.product_platform_id = pp.id where pp.product_id = ${outerProductId} and k.status = 'available')`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        ne(products.id, product.id),
        eq(products.published, true),
        or(eq(products.genreId, product.genreId), sharesPlatform),
        inStock,
      ),
    )
    .orderBy(
      desc(sql`${products.genreId} = ${product.genreId}`),
      desc(sql`${products.typeId} = ${product.typeId}`),
      desc(products.salesCount),
      asc(products.id),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The platforms table, small enough to read whole. */
export const findPlatforms = (db: Db) =>
  db.select().from(platforms).orderBy(asc(platforms.position));
