import {
  PLATFORM_GROUPS,
  PRODUCT_PAGE_SIZE_DEFAULT,
  type CategoryId,
  type ProductTypeId,
} from '@store/shared/constants';
import {
  PRODUCT_SEARCH_MAX_LENGTH,
  ProductListQuery,
  type ProductSort,
} from '@store/shared/schemas/products';
import type { ProductsQuery } from '../api/get-products';

/** The filter keys the catalogue accepts (spec section 5), besides `search` and `page`. */
export const FILTER_KEYS = ['category', 'platform', 'type', 'sort', 'genre', 'maxPrice'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** What the customer can change from the page: a filter, the sort or the search. */
export type CatalogParam = FilterKey | 'search';

/** Every URL parameter the catalogue owns; any other (a referral code, say) is left alone. */
const CATALOG_PARAMS: readonly string[] = [...FILTER_KEYS, 'search', 'page'];

/** Filters naming things by id: a value the store does not know can match no product. */
export type IdFilterKey = 'category' | 'platform' | 'type' | 'genre';

/** What the catalogue URL asks for, checked against the rules the server applies. */
export interface CatalogSelection {
  category?: CategoryId;
  /** As the URL has it: one platform id, ids joined by commas, or a family key. */
  platform?: string;
  /** The platform ids `platform` stands for. */
  platformIds: readonly number[];
  type?: ProductTypeId;
  /** A genre id; one the store does not know is still sent, and matches nothing. */
  genre?: string;
  /** The highest price wanted, in major units of the announced currency, as written. */
  maxPrice?: string;
  /** The same price in thousandths of a major unit (as ProductListQuery reads it). */
  maxPriceMilli?: number;
  sort?: ProductSort;
  search?: string;
  page: number;
  /** Filters whose value the server would refuse; they leave nothing to show. */
  unknown: readonly IdFilterKey[];
}

const shape = ProductListQuery.shape;

function paramValue(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

function isProductType(value: number): value is ProductTypeId {
  return value >= 1 && value <= 4;
}

/**
 * Reads the catalogue URL: only the accepted keys, trimmed, empty ones left out. Ids the
 * server would refuse are listed in `unknown`; a sort, price or page it would refuse is
 * ignored, so the page falls back to the defaults.
 */
export function readCatalogSelection(params: URLSearchParams): CatalogSelection {
  const unknown: IdFilterKey[] = [];
  const selection: CatalogSelection = { platformIds: [], page: 1, unknown };

  const category = paramValue(params, 'category');
  if (category !== undefined) {
    const parsed = shape.category.safeParse(category);
    if (parsed.success && parsed.data !== undefined) selection.category = parsed.data;
    else unknown.push('category');
  }

  const platform = paramValue(params, 'platform');
  if (platform !== undefined) {
    const parsed = shape.platform.safeParse(platform);
    if (parsed.success && parsed.data !== undefined) {
      selection.platform = platform;
      selection.platformIds = parsed.data;
    } else {
      unknown.push('platform');
    }
  }

  const type = paramValue(params, 'type');
  if (type !== undefined) {
    const parsed = shape.type.safeParse(type);
    if (parsed.success && parsed.data !== undefined && isProductType(parsed.data)) {
      selection.type = parsed.data;
    } else {
      unknown.push('type');
    }
  }

  const genre = paramValue(params, 'genre');
  if (genre !== undefined) {
    if (shape.genre.safeParse(genre).success) selection.genre = genre;
    else unknown.push('genre');
  }

  const maxPrice = paramValue(params, 'maxPrice');
  const parsedPrice = shape.maxPrice.safeParse(maxPrice);
  if (maxPrice !== undefined && parsedPrice.success && parsedPrice.data !== undefined) {
    selection.maxPrice = maxPrice;
    selection.maxPriceMilli = parsedPrice.data;
  }

  const sort = shape.sort.safeParse(paramValue(params, 'sort'));
  if (sort.success && sort.data !== undefined) selection.sort = sort.data;

  // The server refuses longer searches; what fits is still worth searching for.
  const search = paramValue(params, 'search')?.slice(0, PRODUCT_SEARCH_MAX_LENGTH).trim();
  if (search) selection.search = search;

  const page = shape.page.safeParse(paramValue(params, 'page'));
  if (page.success) selection.page = page.data;

  return selection;
}

/**
 * The list query for a selection, with only the values set; null when an unknown filter
 * means no product can match, so there is nothing to ask the server.
 */
export function toProductsQuery(
  selection: CatalogSelection,
  pageSize: number = PRODUCT_PAGE_SIZE_DEFAULT,
): ProductsQuery | null {
  if (selection.unknown.length > 0) return null;
  const query: ProductsQuery = {};
  if (selection.category) query.category = selection.category;
  if (selection.platform) query.platform = selection.platform;
  if (selection.type) query.type = selection.type;
  if (selection.genre) query.genre = selection.genre;
  if (selection.maxPrice) query.maxPrice = selection.maxPrice;
  if (selection.sort) query.sort = selection.sort;
  if (selection.search) query.search = selection.search;
  return { ...query, page: selection.page, pageSize };
}

/** Whether anything narrows the list (the sort only orders it). */
export function hasFilters(selection: CatalogSelection): boolean {
  return (
    selection.unknown.length > 0 ||
    [
      selection.category,
      selection.platform,
      selection.type,
      selection.genre,
      selection.maxPrice,
      selection.search,
    ].some((value) => value !== undefined)
  );
}

function familyOf(platformId: number): CategoryId | undefined {
  const families = Object.keys(PLATFORM_GROUPS) as CategoryId[];
  return families.find((family) => PLATFORM_GROUPS[family].includes(platformId));
}

/**
 * The URL parameters after one change: an empty value removes the key, paging starts again,
 * and a category and a platform that exclude each other do not both stay.
 */
export function withParam(
  params: URLSearchParams,
  key: CatalogParam,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  const trimmed = value.trim();
  if (trimmed === '') {
    next.delete(key);
    return next;
  }
  next.set(key, trimmed);

  const current = readCatalogSelection(next);
  if (key === 'category' && current.category) {
    const family = PLATFORM_GROUPS[current.category];
    if (current.platformIds.some((id) => !family.includes(id))) next.delete('platform');
  }
  if (key === 'platform' && current.category) {
    const category = current.category;
    if (current.platformIds.some((id) => familyOf(id) !== category)) next.delete('category');
  }
  return next;
}

/** The URL parameters of another page of the same list; page 1 needs no parameter. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The URL parameters with every filter, the sort, the search and the page removed. */
export function withoutCatalogParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of CATALOG_PARAMS) next.delete(key);
  return next;
}

/**
 * `?…` for a URL, or '' without parameters. Spaces are written %20, as the header's search
 * writes them, so a search looks the same in the address bar whoever changed the URL last.
 */
export function toSearchString(params: URLSearchParams): string {
  const query = params.toString().replaceAll('+', '%20');
  return query === '' ? '' : `?${query}`;
}
