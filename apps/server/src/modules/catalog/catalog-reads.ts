import type { Db } from '../../db/types';
import { findReviewSummary } from './product-details.repository';
import { countProductPages, findPageProduct, listProductPages } from './product-pages.repository';
import {
  findEntryRows,
  findExistingProductIds,
  findSummaryRow,
  findSummaryRows,
  type EntryRow,
  type SummaryRow,
} from './product-summaries.repository';
import { findPlatformGroup, findPlatformGroupPrices } from './platform-groups.repository';

/*
 * The catalogue's reads for other modules (favourites, SEO, reviews, checkout): they read
 * products here, never through the catalogue's repositories, and present them with
 * `product.presenter.ts`. Each function costs the queries its doc names.
 */

/** A product with every platform entry, in catalogue order (EUR minor units). */
export type CatalogProduct = { summary: SummaryRow; entries: EntryRow[] };

/** These products with their entries, by id; unknown ids are left out. Two queries at once. */
export async function readProducts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CatalogProduct>> {
  const [summaries, entries] = await Promise.all([
    findSummaryRows(db, ids),
    findEntryRows(db, ids),
  ]);
  const found = new Map<number, CatalogProduct>(
    summaries.map((summary) => [summary.id, { summary, entries: [] }]),
  );
  for (const entry of entries) found.get(entry.productId)?.entries.push(entry);
  return found;
}

/** Whether a product with this id exists. One query. */
export async function productExists(db: Db, id: number): Promise<boolean> {
  return (await findSummaryRow(db, id)) !== undefined;
}

/** Which of the given product ids exist. One query. */
export const readExistingProductIds = (db: Db, ids: readonly number[]): Promise<Set<number>> =>
  findExistingProductIds(db, ids);

/** A product's entries in catalogue order. One query. */
export const readEntries = (db: Db, productId: number): Promise<EntryRow[]> =>
  findEntryRows(db, [productId]);

/** Average stars and count of a product's reviews. One query. */
export const readReviewSummary = (db: Db, productId: number) => findReviewSummary(db, productId);

/** A platform group's product, stored EUR prices and stock, or undefined. One query. */
export const readPlatformGroup = (db: Db, platformGroupId: number) =>
  findPlatformGroup(db, platformGroupId);

/** Platform groups with their product and stored EUR prices; unknown ids left out. One query. */
export const readPlatformGroupPrices = (db: Db, ids: readonly number[]) =>
  findPlatformGroupPrices(db, ids);

/**
 * What a product page's head needs, by the product's slug: its type, publisher, English
 * description and review summary; undefined for no product. Two queries, one after the other.
 */
export async function readPageProduct(db: Db, slug: string) {
  const product = await findPageProduct(db, slug);
  if (!product) return undefined;
  return { ...product, reviews: await findReviewSummary(db, product.id) };
}

/** How many product pages the catalogue has: one per URL the product-path rule builds. One query. */
export const readProductPageCount = (db: Db): Promise<number> => countProductPages(db);

/** A slice of the product pages in a stable order: by product, platform, then edition. One query. */
export const readProductPages = (db: Db, offset: number, limit: number) =>
  listProductPages(db, offset, limit);
