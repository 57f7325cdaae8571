import { productPath } from '@store/shared/rules/product-path';
import type { Language } from '@store/shared/constants';
import type {
  ProductOnPlatform,
  ProductReply,
  SuggestedProducts,
} from '@store/shared/schemas/product-details';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import type { RequestLocale } from '../locale/locale.service';
import { readProducts } from './catalog-reads';
import { findDescription, findSuggestedIds, findTitle } from './product-details.repository';
import { currencyOf, presentPlatform, presentSummary } from './product.presenter';
import {
  findEntryRows,
  findSummaryRow,
  findSummaryRowByTitle,
  type SummaryRow,
} from './product-summaries.repository';

/** How many products a product page suggests. */
export const SUGGESTED_LIMIT = 8;

export type ProductLookupFailure = Failure<'product-not-found' | 'platform-not-found'>;

async function priced(db: Db, locale: RequestLocale, row: SummaryRow): Promise<ProductReply> {
  const entries = await findEntryRows(db, [row.id]);
  return { ...presentSummary(row, entries, locale.currency), ...currencyOf(locale) };
}

/** One product in the list's summary shape, priced in the request's currency. */
export async function getProduct(
  db: Db,
  locale: RequestLocale,
  id: number,
): Promise<Result<ProductReply, ProductLookupFailure>> {
  const row = await findSummaryRow(db, id);
  if (!row) return fail('product-not-found');
  return ok(await priced(db, locale, row));
}

/** A product found by its slug or exact title, without regard to case. */
export async function getProductByTitle(
  db: Db,
  locale: RequestLocale,
  title: string,
): Promise<Result<ProductReply, ProductLookupFailure>> {
  const row = await findSummaryRowByTitle(db, title);
  if (!row) return fail('product-not-found');
  return ok(await priced(db, locale, row));
}

/** Up to eight in-stock products of the same genre or platform, in a stable order. */
export async function getSuggestedProducts(
  db: Db,
  locale: RequestLocale,
  id: number,
): Promise<Result<SuggestedProducts, ProductLookupFailure>> {
  const row = await findSummaryRow(db, id);
  if (!row) return fail('product-not-found');
  const ids = await findSuggestedIds(db, row, SUGGESTED_LIMIT);
  const found = await readProducts(db, ids);
  const products = ids.flatMap((suggestedId) => {
    const product = found.get(suggestedId);
    if (!product) return [];
    return [presentSummary(product.summary, product.entries, locale.currency)];
  });
  return ok({ products, ...currencyOf(locale) });
}

/** The product with only its entries on one platform, and its description in `lang`. */
export async function getProductOnPlatform(
  db: Db,
  locale: RequestLocale,
  productId: number,
  platformId: number,
  lang: Language,
): Promise<Result<ProductOnPlatform, ProductLookupFailure>> {
  const row = await findSummaryRow(db, productId);
  if (!row) return fail('product-not-found');
  const entries = (await findEntryRows(db, [productId])).filter((e) => e.platformId === platformId);
  const first = entries[0];
  if (!first) return fail('platform-not-found');
  const [description, title] = await Promise.all([
    findDescription(db, productId, lang),
    findTitle(db, productId, lang),
  ]);
  const platform = presentPlatform(first);
  return ok({
    ...presentSummary({ ...row, title: title ?? row.title }, entries, locale.currency),
    ...currencyOf(locale),
    platform,
    description,
    path: productPath(row, first, platform),
  });
}
