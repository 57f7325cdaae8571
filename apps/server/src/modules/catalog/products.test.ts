import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_GROUPS } from '@store/shared/constants';
import { ProductList, type ProductSummary } from '@store/shared/schemas/products';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { refreshProductSearch } from '../../db/search-documents';

let t: TestApp;
/** The whole test catalogue in the default order (A–Z), EUR. */
let catalogue: ProductSummary[];

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await fetchAll('');
});
afterAll(async () => t.close());

async function list(query: string, headers: Record<string, string> = {}): Promise<ProductList> {
  const res = await t.app.inject({ url: `/api/v1/product/products?${query}`, headers });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return ProductList.parse(res.json());
}

/** Every page of a query, in order. */
async function fetchAll(query: string, headers: Record<string, string> = {}) {
  const products: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const reply = await list(`${query}&pageSize=100&page=${page}`, headers);
    products.push(...reply.products);
    if (products.length >= reply.total || reply.products.length === 0) {
      expect(products).toHaveLength(reply.total);
      return products;
    }
  }
}

const ids = (products: readonly ProductSummary[]) => products.map((p) => p._id);
/** What a card costs at least: the lowest effective price of its entries. */
const lowestPrice = (p: ProductSummary, platformIds?: readonly number[]) =>
  Math.min(
    ...p.platforms
      .filter((e) => !platformIds || platformIds.includes(Number(e.platformId)))
      .map((e) => e.salePrice ?? e.price),
  );
const onPlatforms = (p: ProductSummary, platformIds: readonly number[]) =>
  p.platforms.some((e) => platformIds.includes(Number(e.platformId)));

async function expectBadRequest(query: string, message?: RegExp) {
  const res = await t.app.inject(`/api/v1/product/products?${query}`);
  expect(res.statusCode, query).toBe(400);
  const body = res.json<{ message: string; code: string }>();
  expect(body.code, query).toBe('VALIDATION_ERROR');
  if (message) expect(body.message, query).toMatch(message);
}

describe('filters', () => {
  it.each(['pc', 'xb', 'ps', 'nt'] as const)(
    'category=%s lists exactly the products with an entry in that family',
    async (category) => {
      const family = PLATFORM_GROUPS[category];
      const found = await fetchAll(`category=${category}`);
      expect(found.length).toBeGreaterThan(0);
      expect(ids(found)).toEqual(ids(catalogue.filter((p) => onPlatforms(p, family))));
      // The family key works as a platform group too.
      expect(ids(await fetchAll(`platform=${category}`))).toEqual(ids(found));
    },
  );

  it('takes one platform id or a list of ids', async () => {
    const steam = await fetchAll('platform=2');
    expect(steam.length).toBeGreaterThan(0);
    expect(ids(steam)).toEqual(ids(catalogue.filter((p) => onPlatforms(p, [2]))));
    const several = await fetchAll('platform=2,%2013');
    expect(ids(several)).toEqual(ids(catalogue.filter((p) => onPlatforms(p, [2, 13]))));
    expect(several.length).toBeGreaterThan(steam.length);
  });

  it('needs both category and platform to hold when both are given', async () => {
    const steamInPc = await fetchAll('category=pc&platform=2');
    expect(ids(steamInPc)).toEqual(ids(catalogue.filter((p) => onPlatforms(p, [2]))));
    const steamInXbox = await list('category=xb&platform=2');
    expect(steamInXbox.total).toBe(0);
    expect(steamInXbox.products).toEqual([]);
  });

  it('filters by type and genre, alone and together', async () => {
    for (const type of [1, 2, 3, 4]) {
      const found = await fetchAll(`type=${type}`);
      expect(found.length, `type ${type}`).toBeGreaterThan(0);
      expect(ids(found)).toEqual(ids(catalogue.filter((p) => p.typeId === String(type))));
    }
    const genreId = catalogue.find((p) => p.typeId === '1')?.genreId ?? '1';
    const genre = await fetchAll(`genre=${genreId}`);
    expect(genre.length).toBeGreaterThan(0);
    expect(ids(genre)).toEqual(ids(catalogue.filter((p) => p.genreId === genreId)));
    const dlcOfGenre = await fetchAll(`genre=${genreId}&type=2&platform=pc`);
    expect(ids(dlcOfGenre)).toEqual(
      ids(
        catalogue.filter(
          (p) => p.genreId === genreId && p.typeId === '2' && onPlatforms(p, PLATFORM_GROUPS.pc),
        ),
      ),
    );
    // A genre the store does not have matches nothing.
    expect((await list('genre=999999')).total).toBe(0);
  });

  it('keeps products with an effective price at or under maxPrice (major units)', async () => {
    const under20 = await fetchAll('maxPrice=19.99');
    expect(under20.length).toBeGreaterThan(0);
    expect(ids(under20)).toEqual(ids(catalogue.filter((p) => lowestPrice(p) <= 1999)));
    expect(under20.length).toBeLessThan(catalogue.length);
    // The bound is inclusive: the cheapest price itself qualifies.
    const cheapest = Math.min(...catalogue.map((p) => lowestPrice(p)));
    const atCheapest = await fetchAll(`maxPrice=${(cheapest / 100).toFixed(2)}`);
    expect(atCheapest.length).toBeGreaterThan(0);
    expect(atCheapest.every((p) => lowestPrice(p) === cheapest)).toBe(true);
    expect((await list('maxPrice=0')).total).toBe(0);
    expect((await list('maxPrice=100000')).total).toBe(catalogue.length);
  });

  it('with a platform, maxPrice looks at the entries on that platform only', async () => {
    const xbox = PLATFORM_GROUPS.xb;
    const found = await fetchAll('platform=xb&maxPrice=25');
    expect(ids(found)).toEqual(
      ids(catalogue.filter((p) => onPlatforms(p, xbox) && lowestPrice(p, xbox) <= 2500)),
    );
  });

  it('compares maxPrice with prices converted into the announced currency', async () => {
    const headers = { cookie: 'currency=USD' };
    const all = await fetchAll('', headers);
    const found = await fetchAll('maxPrice=30', headers);
    expect(found.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(all.filter((p) => lowestPrice(p) <= 3000)));
    const reply = await list('maxPrice=30', headers);
    expect(reply.currency).toBe('USD');
  });

  it.each([
    ['JPY', '5000', 5000],
    ['JPY', '4999.99', 4999],
    ['KRW', '45000', 45_000],
    ['KWD', '6.075', 6075],
    ['BHD', '8', 8000],
    ['EUR', '19.999', 1999],
  ])(
    'reads maxPrice in %s as %s of its major unit, in its own minor units',
    async (code, maxPrice, maxMinor) => {
      const headers = { cookie: `currency=${code}` };
      const all = await fetchAll('', headers);
      const found = await fetchAll(`maxPrice=${maxPrice}`, headers);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThan(all.length);
      expect(ids(found)).toEqual(ids(all.filter((p) => lowestPrice(p) <= maxMinor)));
    },
  );

  it('says how long the server took', async () => {
    const res = await t.app.inject('/api/v1/product/products?pageSize=1');
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{2}$/);
  });

  it('ignores other keys and empty values', async () => {
    const plain = await list('pageSize=5');
    const noisy = await list(
      'pageSize=5&category=&platform=&type=&genre=&maxPrice=&sort=&search=&foo=bar&limit=1',
    );
    expect(noisy).toEqual(plain);
    expect((await list('search=%20%20%20&pageSize=5')).products).toEqual(plain.products);
  });
});

describe('sorts and paging', () => {
  it('orders A–Z by default and Z–A on request', async () => {
    expect(ids(await fetchAll('sort=title-asc'))).toEqual(ids(catalogue));
    const desc = await fetchAll('sort=title-desc');
    expect(ids(desc)).toEqual(ids(catalogue).reverse());
  });

  it('orders by the lowest effective price, both ways, ties by id', async () => {
    const asc = await fetchAll('sort=price-asc');
    const prices = asc.map((p) => lowestPrice(p));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (let i = 1; i < asc.length; i++) {
      if (prices[i] === prices[i - 1]) {
        expect(Number(asc[i]?._id)).toBeGreaterThan(Number(asc[i - 1]?._id));
      }
    }
    expect(ids(await fetchAll('sort=price-desc'))).toEqual(ids(asc).reverse());
  });

  it('orders newest first and best sellers first', async () => {
    const newest = await fetchAll('sort=newest');
    const dates = newest.map((p) => p.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const bestSelling = await fetchAll('sort=best-selling&type=1');
    const { rows } = await t.database.pool.query<{ id: number }>(
      'select id from products where type_id = 1 order by sales_count desc, id desc',
    );
    expect(ids(bestSelling)).toEqual(rows.map((r) => String(r.id)));
  });

  it('combines a sort with filters', async () => {
    const found = await fetchAll('sort=price-desc&category=ps&type=1');
    const expected = catalogue
      .filter((p) => p.typeId === '1' && onPlatforms(p, PLATFORM_GROUPS.ps))
      .sort((a, b) => lowestPrice(b) - lowestPrice(a) || Number(b._id) - Number(a._id));
    expect(ids(found)).toEqual(ids(expected));
  });

  it('pages without gaps or repeats and reports the total', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const reply = await list(`sort=newest&pageSize=7&page=${page}`);
      expect(reply.total).toBe(catalogue.length);
      expect(reply.page).toBe(page);
      expect(reply.pageSize).toBe(7);
      pages.push(...reply.products);
    }
    const all = await fetchAll('sort=newest');
    expect(ids(pages)).toEqual(ids(all.slice(0, 28)));
    const beyond = await list('page=999&pageSize=100');
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(catalogue.length);
  });
});

describe('search', () => {
  it('finds a title by its words and orders by relevance without a sort', async () => {
    const target = catalogue.find((p) => p.typeId === '1' && !p.title.includes(':'));
    expect(target).toBeDefined();
    const reply = await list(`search=${encodeURIComponent(target?.title ?? '')}`);
    expect(reply.products[0]?.title).toBe(target?.title);
    expect(reply.total).toBeGreaterThan(0);
  });

  it('applies filters and an explicit sort to the matches', async () => {
    const matches = await fetchAll('search=lords');
    expect(matches.length).toBeGreaterThan(2);
    const sorted = await fetchAll('search=lords&sort=title-asc');
    expect(ids(sorted)).toEqual(ids(catalogue.filter((p) => ids(matches).includes(p._id))));
    const dlc = await fetchAll('search=lords&type=2');
    expect(dlc.every((p) => p.typeId === '2')).toBe(true);
    expect(ids(dlc)).toEqual(ids(matches.filter((p) => p.typeId === '2')));
  });

  it('finds nothing for a search of punctuation only, or of an unknown word', async () => {
    expect((await list('search=%3F%21%2A')).total).toBe(0);
    expect((await list('search=qqqqzzzzxxxx')).total).toBe(0);
  });

  it('never breaks on characters with a meaning in search syntax', async () => {
    for (const search of ["'", '\\', ':*', '!&|()', '<->', 'a & b', '%_', '"quoted"', '🎮']) {
      const res = await t.app.inject(
        `/api/v1/product/products?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode, search).toBe(200);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['maxPrice=-1', /max price/i],
    ['maxPrice=abc', /max price/i],
    ['maxPrice=1e309', /max price/i],
    ['maxPrice=19.9999', /max price/i],
    ['maxPrice=99999999', /max price/i],
    ['platform=999', /^Unknown platform$/],
    ['platform=2,999', /^Unknown platform$/],
    ['platform=steam', /platform/i],
    ['platform=1,,2', /platform/i],
    ['category=pcx', /category/i],
    ['sort=drop%20table', /sort/i],
    ['sort=TITLE-ASC', /sort/i],
    ['type=0', undefined],
    ['genre=-3', /genre/i],
    ['page=-1', undefined],
    ['page=abc', undefined],
    ['pageSize=100000', undefined],
    [`search=${'a'.repeat(5000)}`, /search/i],
    ['platform=1&platform=2', undefined],
  ])('%s is refused with 400', async (query, message) => {
    await expectBadRequest(query, message);
  });

  it('accepts a search of exactly the longest length', async () => {
    expect((await list(`search=${'a'.repeat(100)}`)).total).toBe(0);
  });
});

describe('derived columns', () => {
  /** A product of its own, so seeded products stay as they are. */
  async function insertProduct(title: string): Promise<number> {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into products (title, slug, type_id, genre_id, developer_id, publisher_id, rating_id, release_date)
       values ($1, $2, 1, 1, 1, 1, 1, '2020-01-01') returning id`,
      [title, title.toLowerCase().replaceAll(' ', '-')],
    );
    const id = rows[0]?.id ?? 0;
    await t.database.pool.query(
      `insert into product_platforms (product_id, platform_id, region_id, price_minor, sale_price_minor)
       values ($1, 2, 1, 4999, 2999), ($1, 10, 1, 3999, null)`,
      [id],
    );
    return id;
  }

  const minPrice = async (id: number) =>
    (
      await t.database.pool.query<{ value: number | null }>(
        'select min_price_minor as value from products where id = $1',
        [id],
      )
    ).rows[0]?.value;

  it('keeps the lowest effective price up to date through inserts, updates and deletes', async () => {
    const id = await insertProduct('Quartz Lighthouse');
    expect(await minPrice(id)).toBe(2999);
    await t.database.pool.query(
      'update product_platforms set sale_price_minor = null where product_id = $1',
      [id],
    );
    expect(await minPrice(id)).toBe(3999);
    await t.database.pool.query(
      'delete from product_platforms where product_id = $1 and platform_id = 10',
      [id],
    );
    expect(await minPrice(id)).toBe(4999);
    await t.database.pool.query('delete from product_platforms where product_id = $1', [id]);
    expect(await minPrice(id)).toBeNull();
  });

  it('builds the search document of a product on refresh', async () => {
    const id = await insertProduct('Zephyr Quokka');
    const matches = async (query: string) =>
      (
        await t.database.pool.query<{ value: boolean }>(
          `select coalesce(bool_or(document @@ to_tsquery('simple', $2)), false) as value
           from product_search where product_id = $1`,
          [id, query],
        )
      ).rows[0]?.value;
    expect(await matches('quokka')).toBe(false);
    await refreshProductSearch(t.database.db, [id]);
    expect(await matches('zephyr & quok:*')).toBe(true);
    // Platform names and their family's abbreviations are part of it; other platforms are not.
    expect(await matches('steam & playstation & ps5')).toBe(true);
    expect(await matches('xbox')).toBe(false);
    const reply = await list('search=zephyr%20quok');
    expect(reply.products[0]?._id).toBe(String(id));
  });
});

describe('bad input in German', () => {
  it('is refused in the request’s language, the computed texts too', async () => {
    const refusal = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/v1/product/products?${query}`,
        headers: { 'accept-language': 'de' },
      });
      expect(res.statusCode, query).toBe(400);
      return res.json<{ message: string; code: string }>();
    };
    expect(await refusal('sort=cheapest')).toMatchObject({
      code: 'VALIDATION_ERROR',
      message:
        'Die Sortierung muss eine von title-asc, title-desc, price-asc, price-desc, newest, best-selling sein',
    });
    expect((await refusal('platform=999')).message).toBe('Unbekannte Plattform');
    expect((await refusal(`search=${'a'.repeat(101)}`)).message).toBe(
      'Die Suche darf höchstens 100 Zeichen lang sein',
    );
  });
});
