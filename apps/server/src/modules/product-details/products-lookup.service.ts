import { productPath } from '@store/shared/rules/product-path';
import type { Language } from '@store/shared/constants';
import type {
  ProductOnPlatform,
  ProductReply,
  SuggestedProducts,
} from '@store/shared/schemas/product-details';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import type { RequestLocale } from '../locale/locale.service';
import { findDescription, findSuggestedIds } from './product-details.repository';
import { currencyOf, entriesByProduct, presentSummary } from './product-summary.presenter';
import {
  findEntryRows,
  findSummaryRow,
  findSummaryRowByTitle,
  findSummaryRows,
  type SummaryRow,
} from './product-summaries.repository';

/** How many products a product page suggests. */
export const SUGGESTED_LIMIT = 8;

export const PRODUCT_NOT_FOUND = 'Product not found';
/** The spec's wording for a platform the product is not sold on. */
export const PLATFORM_NOT_FOUND = 'Platform not found in product data';

async function priced(db: Db, locale: RequestLocale, row: SummaryRow): Promise<ProductReply> {
  const entries = await findEntryRows(db, [row.id]);
  return { ...presentSummary(row, entries, locale.currency), ...currencyOf(locale) };
}

/** One product in the list's summary shape, priced in the request's currency. */
export async function getProduct(db: Db, locale: RequestLocale, id: number): Promise<ProductReply> {
  const row = await findSummaryRow(db, id);
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return priced(db, locale, row);
}

/** A product found by its slug or exact title, without regard to case. */
export async function getProductByTitle(
  db: Db,
  locale: RequestLocale,
  title: string,
): Promise<ProductReply> {
  const row = await findSummaryRowByTitle(db, title);
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return priced(db, locale, row);
}

/** Up to eight in-stock products of the same genre or platform, in a stable order. */
export async function getSuggestedProducts(
  db: Db,
  locale: RequestLocale,
  id: number,
): Promise<SuggestedProducts> {
  const row = await findSummaryRow(db, id);
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const ids = await findSuggestedIds(db, row, SUGGESTED_LIMIT);
  const [rows, entries] = await Promise.all([findSummaryRows(db, ids), findEntryRows(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const grouped = entriesByProduct(entries);
  const products = ids.flatMap((suggestedId) => {
    const summary = byId.get(suggestedId);
    if (!summary) return [];
    return [presentSummary(summary, grouped.get(suggestedId) ?? [], locale.currency)];
  });
  return { products, ...currencyOf(locale) };
}

/** The product with only its entries on one platform, and its description in `lang`. */
export async function getProductOnPlatform(
  db: Db,
  locale: RequestLocale,
  productId: number,
  platformId: number,
  lang: Language,
): Promise<ProductOnPlatform> {
  const row = await findSummaryRow(db, productId);
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const entries = (await findEntryRows(db, [productId])).filter((e) => e.platformId === platformId);
  const first = entries[0];
  if (!first) throw new NotFoundError(PLATFORM_NOT_FOUND);
  const description = await findDescription(db, productId, lang);
  const platform = {
    _id: String(first.platformId),
    name: first.platformName,
    slug: first.platformSlug,
    categoryId: first.categoryId,
  };
  return {
    ...presentSummary(row, entries, locale.currency),
    ...currencyOf(locale),
    platform,
    description,
    path: productPath(row, first, platform),
  };
}
