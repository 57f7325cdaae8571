import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { editions, productPlatforms, products } from '../../db/schema/catalogue';
import { platforms } from '../../db/schema/lookups';
import { entryInStock, MAX_ROW_ID } from '../../db/shared-sql';
import type { Db } from '../../db/types';
import type { PlatformEntryRow } from './products.repository';

export type SummaryRow = {
  id: number;
  title: string;
  slug: string;
  typeId: number;
  genreId: number;
  releaseDate: string;
  imageVersion: number;
};

/**
 * A platform entry as the list has it, with what pages and e-mails need of its platform
 * and edition (EUR minor).
 */
export type EntryRow = PlatformEntryRow & {
  productId: number;
  platformName: string;
  platformSlug: string;
  categoryId: string;
  editionSlug: string | null;
};

const summaryColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  typeId: products.typeId,
  genreId: products.genreId,
  releaseDate: products.releaseDate,
  imageVersion: products.imageVersion,
};

/** The summary rows of these published products, in no particular order. */
export async function findSummaryRows(db: Db, ids: readonly number[]): Promise<SummaryRow[]> {
  const valid = ids.filter((id) => id <= MAX_ROW_ID);
  if (valid.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(products)
    .where(and(inArray(products.id, valid), eq(products.published, true)));
}

/** Which of the given product ids exist and are published. */
export async function findExistingProductIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const valid = ids.filter((id) => id <= MAX_ROW_ID);
  if (valid.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, valid), eq(products.published, true)));
  return new Set(rows.map((r) => r.id));
}

/** One published product's summary row, or undefined. */
export async function findSummaryRow(db: Db, id: number): Promise<SummaryRow | undefined> {
  const [row] = await findSummaryRows(db, [id]);
  return row;
}

/** A published product by its slug, else by its exact title, both without regard to case. */
export async function findSummaryRowByTitle(db: Db, text: string): Promise<SummaryRow | undefined> {
  const [bySlug] = await db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.slug, text.toLowerCase()), eq(products.published, true)))
    .limit(1);
  if (bySlug) return bySlug;
  const [byTitle] = await db
    .select(summaryColumns)
    .from(products)
    .where(and(sql`lower(${products.title}) = lower(${text})`, eq(products.published, true)))
    .orderBy(asc(products.id))
    .limit(1);
  return byTitle;
}

/**
 * The entries of these products in the order the catalogue lists them: by platform, then
 * edition position, then id.
 */
export async function findEntryRows(db: Db, productIds: readonly number[]): Promise<EntryRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productPlatforms.id,
      productId: productPlatforms.productId,
      platformId: productPlatforms.platformId,
      platformName: platforms.name,
      platformSlug: platforms.slug,
      categoryId: platforms.categoryId,
      editionId: productPlatforms.editionId,
      editionName: editions.name,
      editionSlug: editions.slug,
      regionId: productPlatforms.regionId,
      priceMinor: productPlatforms.priceMinor,
      salePriceMinor: productPlatforms.salePriceMinor,
      inStock: entryInStock,
    })
    .from(productPlatforms)
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .leftJoin(editions, eq(editions.id, productPlatforms.editionId))
    .where(inArray(productPlatforms.productId, [...productIds]))
    .orderBy(
      asc(productPlatforms.productId),
      asc(productPlatforms.platformId),
      sql`${editions.position} asc nulls first`,
      asc(productPlatforms.id),
    );
}
