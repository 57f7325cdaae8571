import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { PLATFORM_GROUPS } from '@store/shared/constants';
import { PRODUCT_SORTS } from '@store/shared/schemas/products';
import { ADJECTIVES, NOUNS, SUBTITLES } from '../../db/seed/title-words';
import { createTestDatabase } from '../../test/build-test-app';
import { SESSION_SETTINGS, type Database } from '../../db/client';
import { listQueriesFor, type ListOrder, type ProductFilter } from './products.repository';
import { parseSearch } from './search-text';

/**
 * The query plans of every list shape on a catalogue of 100,000 products: none may read a
 * whole catalogue table. The rows come from one SQL generator (seconds, not the minutes
 * the demo seeder needs), with the seeder's title words so trigram and full-text statistics
 * look like the real catalogue's.
 */
const PRODUCTS = 100_000;
const FIRST_ID = 1001;

let database: Database;
let drop: () => Promise<void>;

async function generateCatalogue(pool: pg.Pool): Promise<void> {
  const last = FIRST_ID + PRODUCTS - (await countProducts(pool)) - 1;
  await pool.query(
    `insert into products (id, title, slug, type_id, genre_id, developer_id, publisher_id, rating_id, release_date, sales_count)
     select g,
       w.a[1 + g % cardinality(w.a)] || ' ' || w.n[1 + (g / 7) % cardinality(w.n)]
         || case when g % 3 = 0 then ': ' || w.s[1 + (g / 11) % cardinality(w.s)] else '' end
         || case when g % 5 = 0 then ' ' || (2 + g % 4) else '' end,
       'generated-' || g,
       case when g % 16 = 8 then 3 when g % 64 = 24 then 4 when g % 4 = 1 then 2 else 1 end,
       l.genres[1 + g % cardinality(l.genres)],
       l.developers[1 + g % cardinality(l.developers)],
       l.publishers[1 + (g / 3) % cardinality(l.publishers)],
       l.ratings[1 + g % cardinality(l.ratings)],
       date '2000-01-01' + (g * 7919) % 9800,
       (g::bigint * 104729 % 250000)::integer
     from generate_series($4::integer, $5::integer) g,
       (select $1::text[] a, $2::text[] n, $3::text[] s) w,
       (select (select array_agg(id) from genres) genres,
               (select array_agg(id) from developers) developers,
               (select array_agg(id) from publishers) publishers,
               (select array_agg(id) from ratings) ratings) l`,
    [ADJECTIVES, NOUNS, SUBTITLES, FIRST_ID, last],
  );
  await pool.query(
    `insert into product_descriptions (product_id, lang, description)
     select p.id, 'en', p.title || ' is a ' || lower(g.name) || ' game of ' || lower(w.n[1 + p.id % cardinality(w.n)])
       || 's and ' || lower(w.a[1 + p.id % cardinality(w.a)]) || ' skies, for one to four players.'
     from products p join genres g on g.id = p.genre_id, (select $1::text[] a, $2::text[] n) w
     where p.id >= $3`,
    [ADJECTIVES, NOUNS, FIRST_ID],
  );
  // One to three entries per product on different platforms; one in five on sale.
  await pool.query(
    `insert into product_platforms (product_id, platform_id, region_id, price_minor, sale_price_minor)
     select g, c.platforms[1 + (g + k * 3) % cardinality(c.platforms)], c.region,
       499 + (g * 7919 + k * 131) % 6500,
       case when (g + k) % 5 = 0 then (499 + (g * 7919 + k * 131) % 6500) * 7 / 10 end
     from generate_series($1::integer, $2::integer) g,
       generate_series(0, g % 3) k,
       (select $3::smallint[] platforms, (select min(id) from regions) region) c`,
    [FIRST_ID, last, Object.values(PLATFORM_GROUPS).flat()],
  );
  await pool.query('select refresh_product_search(null)');
  await pool.query(
    'vacuum analyze products, product_platforms, product_search, product_descriptions',
  );
}

async function countProducts(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from products');
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await generateCatalogue(database.pool);
}, 600_000);
afterAll(async () => drop());

/** The plan of the query as the store runs it: an unnamed statement, planned for its values. */
async function planOf(query: { sql: string; params: unknown[] }): Promise<string> {
  const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(
    `explain ${query.sql}`,
    query.params,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const FULL_SCAN = /Seq Scan on (products|product_platforms|product_search)\b/;

const FILTERS: Record<string, ProductFilter> = {
  none: {},
  type: { typeId: 1 },
  'rare type': { typeId: 4 },
  genre: { genreId: 3 },
  platform: { platformIds: [13] },
  'platform family': { platformIds: PLATFORM_GROUPS.pc },
  'max price': { maxPriceMinor: 1500 },
  'platform and max price': { platformIds: [12], maxPriceMinor: 2000 },
  'type and platform': { typeId: 2, platformIds: [10] },
  everything: { typeId: 1, genreId: 5, platformIds: PLATFORM_GROUPS.pc, maxPriceMinor: 3000 },
};
// A German genre name becomes a choice of words, which must keep to the same plans.
const SEARCHES = [
  ['steel saga', 'en'],
  ['neon', 'en'],
  ['wikced harbr', 'en'],
  ['a', 'en'],
  ['rennspiel', 'de'],
] as const;

const cases: { name: string; filter: ProductFilter; order: ListOrder; page: number }[] = [];
for (const [name, filter] of Object.entries(FILTERS)) {
  for (const order of PRODUCT_SORTS) {
    cases.push({ name: `${name}, ${order}`, filter, order, page: 1 });
  }
  for (const [search, language] of SEARCHES) {
    const terms = parseSearch(search, language) ?? undefined;
    for (const order of ['relevance', 'price-asc'] as const) {
      cases.push({
        name: `${name}, search "${search}", ${order}`,
        filter: { ...filter, search: terms },
        order,
        page: 1,
      });
    }
  }
}
cases.push({ name: 'a deep page', filter: {}, order: 'newest', page: 200 });

describe(`list plans on ${PRODUCTS} products`, () => {
  it('has the catalogue it claims, and the session settings of the store', async () => {
    expect(await countProducts(database.pool)).toBe(PRODUCTS);
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
      const { rows } = await database.pool.query<Record<string, string>>(`show ${name}`);
      expect(Object.values(rows[0] ?? {})[0], name).toBe(value);
    }
  });

  it.each(cases)('$name reads no table in full', async ({ filter, order, page }) => {
    const queries = listQueriesFor(database.db, filter, order, 24, (page - 1) * 24);
    for (const query of [queries.page, queries.count]) {
      const plan = await planOf(query);
      expect(plan, plan).not.toMatch(FULL_SCAN);
    }
  });
});
