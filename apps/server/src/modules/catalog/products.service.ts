import { PLATFORM_GROUPS, type Language } from '@store/shared/constants';
import {
  currencyExponent,
  minorWithinMilli,
  type PricingCurrency,
} from '@store/shared/rules/money';
import {
  DEFAULT_PRODUCT_SORT,
  type ProductList,
  type ProductListQuery,
} from '@store/shared/schemas/products';
import type { Db } from '../../db/types';
import type { RequestLocale } from '../locale/locale.service';
import { countProductsCached } from './product-counts';
import { maxEurMinorFor } from './max-price';
import { currencyOf, presentSummary } from './product.presenter';
import { findProductPage, type ListOrder, type ProductFilter } from './products.repository';
import { parseSearch } from './search-text';

/** The list's filter in database terms, or null when it can match nothing. */
function filterOf(
  query: ProductListQuery,
  currency: PricingCurrency,
  language: Language,
): ProductFilter | null {
  let platformIds = query.platform;
  if (query.category !== undefined) {
    const family = PLATFORM_GROUPS[query.category];
    platformIds = platformIds ? platformIds.filter((id) => family.includes(id)) : [...family];
    if (platformIds.length === 0) return null;
  }
  const search = query.search === undefined ? null : parseSearch(query.search, language);
  // A search of nothing but punctuation finds nothing, rather than everything.
  if (query.search !== undefined && search === null) return null;
  return {
    typeId: query.type,
    genreId: query.genre,
    platformIds,
    maxPriceMinor:
      query.maxPrice === undefined
        ? undefined
        : maxEurMinorFor(
            minorWithinMilli(query.maxPrice, currencyExponent(currency.code)),
            currency,
          ),
    search: search ?? undefined,
  };
}

/**
 * A page of the catalogue with prices in the request's currency, searched in the request's
 * language too (genre names). Default order A–Z; with a search and no sort, the best matches
 * first.
 */
export async function listProducts(
  db: Db,
  locale: RequestLocale,
  query: ProductListQuery,
  language: Language,
): Promise<ProductList> {
  const { currency } = locale;
  const filter = filterOf(query, currency, language);
  const order: ListOrder = query.sort ?? (filter?.search ? 'relevance' : DEFAULT_PRODUCT_SORT);
  const [rows, total] = filter
    ? await Promise.all([
        findProductPage(db, filter, order, query.pageSize, (query.page - 1) * query.pageSize),
        countProductsCached(db, filter),
      ])
    : [[], 0];
  return {
    products: rows.map((row) => presentSummary(row, row.platforms, currency)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    ...currencyOf(locale),
  };
}
