import { and, count, eq, fillPlaceholders, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@store/shared/schemas/products';
import { editions, productPlatforms, products, productSearch } from '../../db/schema/catalogue';
import { productKeys } from '../../db/schema/stock';
import type { Db } from '../../db/types';

/** How a list is ordered: one of the customer's sorts, or by search relevance. */
export type ListOrder = ProductSort | 'relevance';

/** What narrows the list; every price is in EUR minor units. */
export type ProductFilter = {
  typeId?: number | undefined;
  genreId?: number | undefined;
  /** The product has an entry on one of these platforms. */
  platformIds?: readonly number[] | undefined;
  /** The product has an entry (on one of platformIds, if given) whose effective price is at most this. */
  maxPriceMinor?: number | undefined;
  /** A parsed search: see search-text.ts. */
  search?: { tsQuery: string; text: string | null } | undefined;
};

/** A platform entry as the list query returns it (EUR minor units). */
export type PlatformEntryRow = {
  id: number;
  platformId: number;
  editionId: number | null;
  editionName: string | null;
  regionId: number;
  priceMinor: number;
  salePriceMinor: number | null;
  inStock: boolean;
};

// Drizzle leaves columns unqualified in a one-table select; inside a subquery that would
// bind to the inner table, so the outer id is spelled out.
const outerProductId = sql.raw('"products"."id"');

/** Which filters are present, which decides the statement's text. */
type FilterShape = {
  byType: boolean;
  byGenre: boolean;
  byPlatforms: boolean;
  byMaxPrice: boolean;
  /** 'fts': full text only; 'fts+trgm': full text and typo-tolerant titles; null: no search. */
  search: 'fts' | 'fts+trgm' | null;
};

const shapeOf = (filter: ProductFilter): FilterShape => ({
  byType: filter.typeId !== undefined,
  byGenre: filter.genreId !== undefined,
  byPlatforms: filter.platformIds !== undefined,
  byMaxPrice: filter.maxPriceMinor !== undefined,
  search: filter.search ? (filter.search.text === null ? 'fts' : 'fts+trgm') : null,
});

const effectivePrice = sql`coalesce(pp.sale_price_minor, pp.price_minor)`;

/**
 * Customers see published products only. Spelled as the bare column, as the partial
 * indexes of the lists name it, so the planner can use them.
 */
const published = sql.raw('"products"."published"');

/** The filters as placeholders, always with the published condition. */
function whereFor(shape: FilterShape): SQL {
  const platformIds = sql`${sql.placeholder('platformIds')}::smallint[]`;
  const maxPrice = sql`${sql.placeholder('maxPriceMinor')}::integer`;
  let entries: SQL | undefined;
  if (shape.byPlatforms && shape.byMaxPrice) {
    entries = sql`exists (select 1 from ${productPlatforms} pp where pp.product_id = ${outerProductId} and pp.platform_id = any(${platformIds}) and ${effectivePrice} <= ${maxPrice})`;
  } else if (shape.byPlatforms) {
    entries = sql`exists (select 1 from ${productPlatforms} pp where pp.product_id = ${outerProductId} and pp.platform_id = any(${platformIds}))`;
  } else if (shape.byMaxPrice) {
    // Without a platform, the product's lowest effective price decides (kept by triggers).
    entries = lte(products.minPriceMinor, maxPrice);
  }
  const where = and(
    published,
    shape.byType ? eq(products.typeId, sql.placeholder('typeId')) : undefined,
    shape.byGenre ? eq(products.genreId, sql.placeholder('genreId')) : undefined,
    entries,
  );
  return where ?? published;
}

const searchText = sql`${sql.placeholder('searchText')}::text`;

/** ts_rank weights of the document's parts, in the order D, C, B, A. */
const RANK_WEIGHTS = sql.raw(`'{0.05,0.2,0.4,1.0}'`);
/**
 * Most full-text matches a search ranks. Ranking reads every matching document, so a very
 * broad search ("pack", one letter) is cut here, after the filters; the list and its total
 * then cover these matches only.
 */
export const MAX_SEARCH_MATCHES = 1000;
/** Most titles taken for being similar to the search, nearest first. */
export const MAX_SIMILAR_TITLES = 50;

/** The filters' condition (published, at least), with a leading "and". */
function andFilters(shape: FilterShape): SQL {
  return sql`and ${whereFor(shape)}`;
}

/** The columns a search's candidates carry, so ordering them needs no second read. */
const candidateColumns = sql`${products.id} as id, ${products.title} as title,
  ${products.minPriceMinor} as min_price_minor, ${products.releaseDate} as release_date,
  ${products.salesCount} as sales_count`;

/**
 * The products a search finds, as the subquery "m": tier 0 are full-text matches (every
 * word, as a prefix, somewhere in the document; ranked by weighted ts_rank); tier 1 are
 * titles similar to the search (pg_trgm word similarity of at least the session's
 * pg_trgm.word_similarity_threshold, see db/client.ts, found through the GIN trigram
 * index), which forgive typos. Similar titles are looked for only when the words match
 * nothing (a search with a typo): where they do match, reading every title that shares one
 * word with the search costs far more than it adds. Filters apply inside, so the caps keep
 * products the list can show.
 */
function searchMatches(shape: FilterShape): SQL {
  const tsQuery = sql`to_tsquery('simple', ${sql.placeholder('tsQuery')}::text)`;
  const fullText = sql`select ${candidateColumns}, 0 as tier,
      ts_rank(${RANK_WEIGHTS}, s.document, ${tsQuery}) as rank
    from ${productSearch} s
    join ${products} on ${products.id} = s.product_id
    where s.document @@ ${tsQuery} ${andFilters(shape)}
    limit ${sql.raw(String(MAX_SEARCH_MATCHES))}`;
  if (shape.search !== 'fts+trgm') return sql`(${fullText}) as m`;
  const similarTitles = sql`select ${candidateColumns}, 1 as tier, 0::real as rank
    from ${products}
    where ${searchText} <% ${products.title} ${andFilters(shape)}
      and not exists (select 1 from full_text)
    order by ${searchText} <<-> ${products.title}
    limit ${sql.raw(String(MAX_SIMILAR_TITLES))}`;
  return sql`(
    with full_text as materialized (${fullText})
    select * from full_text union all (${similarTitles})
  ) as m`;
}

/** Each sort over a table or subquery with the products' column names. */
const ORDERS: Record<ProductSort, (t: SQL) => SQL> = {
  'title-asc': (t) => sql`${t}.title asc, ${t}.id asc`,
  'title-desc': (t) => sql`${t}.title desc, ${t}.id desc`,
  'price-asc': (t) => sql`${t}.min_price_minor asc nulls last, ${t}.id asc`,
  'price-desc': (t) => sql`${t}.min_price_minor desc nulls last, ${t}.id desc`,
  newest: (t) => sql`${t}.release_date desc, ${t}.id desc`,
  'best-selling': (t) => sql`${t}.sales_count desc, ${t}.id desc`,
};

function orderFor(order: ListOrder, shape: FilterShape): SQL {
  const table = shape.search ? sql.raw('m') : sql.raw('"products"');
  if (order !== 'relevance') return ORDERS[order](table);
  // Within a tier, titles closest to the whole search lead ("Neon Drift" before
  // "Neon Drift 2: Origins"), then the id keeps the order stable.
  if (shape.search === 'fts+trgm') {
    return sql`m.tier, m.rank + similarity(${searchText}, m.title) desc, m.id`;
  }
  if (shape.search === 'fts') return sql`m.rank desc, m.id`;
  return ORDERS['title-asc'](table);
}

/**
 * The page's ids, numbered in list order. A search reads only its matches (which carry
 * the sort columns); a plain list walks the index of its order.
 */
function pageIds(shape: FilterShape, order: ListOrder): SQL {
  const orderBy = orderFor(order, shape);
  const paging = sql`order by ${orderBy} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  if (shape.search) {
    return sql`select m.id, row_number() over (order by ${orderBy}) as n
      from ${searchMatches(shape)} ${paging}`;
  }
  return sql`select ${products.id} as id, row_number() over (order by ${orderBy}) as n
    from ${products} where ${whereFor(shape)} ${paging}`;
}

// The entries of each product, built inside the page query: one round trip per page.
// Correlated lookups (not joins) so only the page's own rows are touched.
const platformEntries = sql<PlatformEntryRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', pp.id,
    'platformId', pp.platform_id,
    'editionId', pp.edition_id,
    'editionName', (select e.name from ${editions} e where e.id = pp.edition_id),
    'regionId', pp.region_id,
    'priceMinor', pp.price_minor,
    'salePriceMinor', pp.sale_price_minor,
    'inStock', exists (select 1 from ${productKeys} k where k.product_platform_id = pp.id and k.status = 'available')
  ) order by pp.platform_id, (select e.position from ${editions} e where e.id = pp.edition_id) nulls first, pp.id)
  from ${productPlatforms} pp where pp.product_id = ${outerProductId}
), '[]'::json)`;

const pageFields = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  typeId: products.typeId,
  genreId: products.genreId,
  releaseDate: products.releaseDate,
  imageVersion: products.imageVersion,
  platforms: platformEntries,
};

/**
 * The page's ids first, then the page itself: the platform entries are built for the
 * page's rows only, never for the rows an offset skips.
 */
function pageQuery(db: Db, shape: FilterShape, order: ListOrder) {
  return db
    .select(pageFields)
    .from(products)
    .innerJoin(sql`(${pageIds(shape, order)}) as page`, sql`page.id = ${outerProductId}`)
    .orderBy(sql`page.n`);
}

function countQuery(db: Db, shape: FilterShape) {
  if (shape.search) {
    return db.select({ value: count() }).from(sql`${searchMatches(shape)}`);
  }
  return db.select({ value: count() }).from(products).where(whereFor(shape));
}

/** The placeholder values of a filter. */
function valuesOf(filter: ProductFilter) {
  return {
    typeId: filter.typeId,
    genreId: filter.genreId,
    platformIds: filter.platformIds === undefined ? undefined : [...filter.platformIds],
    maxPriceMinor: filter.maxPriceMinor,
    tsQuery: filter.search?.tsQuery,
    searchText: filter.search?.text ?? undefined,
  };
}

/**
 * One page of products in the given order, each with its platform entries. Unnamed
 * statements: each is planned for its own values (a search for one letter and one for a
 * title, a platform family and one console need different plans), which costs about a
 * millisecond; a named statement's generic plan would misjudge them.
 */
export function findProductPage(
  db: Db,
  filter: ProductFilter,
  order: ListOrder,
  limit: number,
  offset: number,
) {
  return pageQuery(db, shapeOf(filter), order).execute({ ...valuesOf(filter), limit, offset });
}

/** How many products match the filter. */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await countQuery(db, shapeOf(filter)).execute(valuesOf(filter));
  return row?.value ?? 0;
}

/** The SQL text and parameters of a list's page and count queries, for EXPLAIN in tests. */
export function listQueriesFor(
  db: Db,
  filter: ProductFilter,
  order: ListOrder,
  limit: number,
  offset: number,
): { page: { sql: string; params: unknown[] }; count: { sql: string; params: unknown[] } } {
  const shape = shapeOf(filter);
  const values = { ...valuesOf(filter), limit, offset };
  const page = pageQuery(db, shape, order).toSQL();
  const total = countQuery(db, shape).toSQL();
  return {
    page: { sql: page.sql, params: fillPlaceholders(page.params, values) },
    count: { sql: total.sql, params: fillPlaceholders(total.params, values) },
  };
}
