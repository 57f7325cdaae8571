import { and, asc, count, eq, exists, sql, type SQL } from 'drizzle-orm';
import { editions, productPlatforms, products } from '../../db/schema/catalogue';
import { productKeys } from '../../db/schema/stock';
import type { Db } from '../../db/types';

export type ProductFilter = { typeId?: number | undefined; platformId?: number | undefined };

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

// Drizzle leaves columns unqualified in a one-table select; inside the subquery that
// would bind to the inner table, so the outer id is spelled out.
const outerProductId = sql.raw('"products"."id"');

type FilterShape = { byType: boolean; byPlatform: boolean };

const shapeOf = (filter: ProductFilter): FilterShape => ({
  byType: filter.typeId !== undefined,
  byPlatform: filter.platformId !== undefined,
});

/** The filter as placeholders, so one prepared statement serves every value of a shape. */
function whereFor(shape: FilterShape): SQL | undefined {
  return and(
    shape.byType ? eq(products.typeId, sql.placeholder('typeId')) : undefined,
    shape.byPlatform
      ? exists(
          sql`(select 1 from ${productPlatforms} where ${productPlatforms.productId} = ${outerProductId} and ${productPlatforms.platformId} = ${sql.placeholder('platformId')})`,
        )
      : undefined,
  );
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

function prepareQueries(db: Db, shape: FilterShape) {
  const name = `products_${shape.byType ? 't' : ''}${shape.byPlatform ? 'p' : ''}`;
  const page = db
    .select({
      id: products.id,
      title: products.title,
      slug: products.slug,
      typeId: products.typeId,
      genreId: products.genreId,
      releaseDate: products.releaseDate,
      platforms: platformEntries,
    })
    .from(products)
    .where(whereFor(shape))
    .orderBy(asc(products.title), asc(products.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`${name}_page`);
  const total = db
    .select({ value: count() })
    .from(products)
    .where(whereFor(shape))
    .prepare(`${name}_count`);
  return { page, total };
}

// Prepared once per database and filter shape: planning costs as much as running here.
const preparedByDatabase = new WeakMap<Db, Map<string, ReturnType<typeof prepareQueries>>>();

function preparedFor(db: Db, filter: ProductFilter) {
  const shape = shapeOf(filter);
  const key = `${shape.byType}|${shape.byPlatform}`;
  let byShape = preparedByDatabase.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedByDatabase.set(db, byShape);
  }
  let queries = byShape.get(key);
  if (!queries) {
    queries = prepareQueries(db, shape);
    byShape.set(key, queries);
  }
  return queries;
}

/** One page of products in title order, each with its platform entries. */
export function findProductPage(db: Db, filter: ProductFilter, limit: number, offset: number) {
  return preparedFor(db, filter).page.execute({ ...filter, limit, offset });
}

/** How many products match the filter. */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await preparedFor(db, filter).total.execute({ ...filter });
  return row?.value ?? 0;
}
