import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductList } from '@store/shared/schemas/products';
import { Country, NamedLookup, Platform } from '@store/shared/schemas/lookups';
import { LANGUAGES, PLATFORM_GROUPS } from '@store/shared/constants';
import { GENRE_NAMES, GENRES, type Genre } from '@store/shared/genre-names';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('lookups', () => {
  it('lists platforms with the spec ids in their families', async () => {
    const res = await t.app.inject('/api/v1/product/platforms');
    expect(res.statusCode).toBe(200);
    const platforms = Platform.array().parse(res.json());
    const ids = (category: string) =>
      platforms
        .filter((p) => p.categoryId === category)
        .map((p) => Number(p._id))
        .sort((a, b) => a - b);
    expect(ids('pc')).toEqual([...PLATFORM_GROUPS.pc].sort((a, b) => a - b));
    expect(ids('xb')).toEqual([12]);
    expect(ids('ps')).toEqual([10]);
    expect(ids('nt')).toEqual([13]);
    expect(
      platforms
        .filter((p) => p.hasGiftCards)
        .map((p) => Number(p._id))
        .sort((a, b) => a - b),
    ).toEqual([2, 3, 4, 5, 6, 8, 10, 12, 13]);
  });

  it.each(['developers', 'publishers', 'genres', 'ratings', 'types', 'categories'])(
    'serves %s as named entries, cached for an hour',
    async (name) => {
      const res = await t.app.inject(`/api/v1/product/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(NamedLookup.array().parse(res.json()).length).toBeGreaterThan(0);
    },
  );

  it('names every genre in the language asked for, each language apart', async () => {
    const { rows: stored } = await t.database.pool.query<{ id: number; name: string }>(
      'select id, name from genres',
    );
    for (const language of LANGUAGES) {
      const res = await t.app.inject(`/api/v1/product/genres?lang=${language}`);
      expect(res.statusCode).toBe(200);
      const genres = NamedLookup.array().parse(res.json());
      expect(genres).toHaveLength(stored.length);
      for (const { id, name } of stored) {
        // Every seeded genre has a name of its own in the table.
        expect(GENRES).toContain(name);
        expect(genres.find((g) => g._id === String(id))?.name).toBe(
          GENRE_NAMES[language][name as Genre],
        );
      }
    }
    const german = NamedLookup.array().parse(
      (await t.app.inject('/api/v1/product/genres?lang=de')).json(),
    );
    expect(german.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Abenteuer', 'Rollenspiel', 'Rennspiel', 'Sonstige']),
    );
    // In the order of the names as the language sorts them.
    const names = german.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    const english = await t.app.inject('/api/v1/product/genres');
    expect(
      NamedLookup.array()
        .parse(english.json())
        .map((g) => g.name),
    ).toContain('Adventure');
    expect(english.headers.etag).not.toBe(
      (await t.app.inject('/api/v1/product/genres?lang=de')).headers.etag,
    );
  });

  it('names the four types and categories as the spec does', async () => {
    const types = NamedLookup.array().parse((await t.app.inject('/api/v1/product/types')).json());
    expect(types.map((x) => x._id)).toEqual(['1', '2', '3', '4']);
    const categories = NamedLookup.array().parse(
      (await t.app.inject('/api/v1/product/categories')).json(),
    );
    expect(categories.map((x) => x._id).sort()).toEqual(['nt', 'pc', 'ps', 'xb']);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject('/api/v1/product/regions');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({
      url: '/api/v1/product/regions',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('finds a country by code, in any case, and 404s an unknown one', async () => {
    const de = await t.app.inject('/api/v1/product/countries/de');
    expect(de.statusCode).toBe(200);
    expect(Country.parse(de.json()).code).toBe('DE');
    const unknown = await t.app.inject('/api/v1/product/countries/QQ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await t.app.inject('/api/v1/product/countries/deu');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('serves about fifty currencies with EUR at par', async () => {
    const res = await t.app.inject('/api/v1/product/currencies');
    const list = res.json<{ code: string; rateMicros: number }[]>();
    expect(list.length).toBeGreaterThanOrEqual(45);
    expect(list.find((c) => c.code === 'EUR')?.rateMicros).toBe(1_000_000);
  });
});

describe('GET /api/v1/product/products', () => {
  it('pages the catalogue in title order with the total', async () => {
    const res = await t.app.inject('/api/v1/product/products?pageSize=10');
    expect(res.statusCode).toBe(200);
    const list = ProductList.parse(res.json());
    expect(list.products).toHaveLength(10);
    expect(list.total).toBeGreaterThanOrEqual(200);
    const titles = list.products.map((p) => p.title);
    expect([...titles].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(titles);
    const page2 = ProductList.parse(
      (await t.app.inject('/api/v1/product/products?pageSize=10&page=2')).json(),
    );
    expect(page2.products[0]?._id).not.toBe(list.products[0]?._id);
  });

  it('filters by type and by platform', async () => {
    for (const type of [1, 2, 3, 4]) {
      const list = ProductList.parse(
        (await t.app.inject(`/api/v1/product/products?type=${type}`)).json(),
      );
      expect(list.total).toBeGreaterThan(0);
      expect(list.products.every((p) => p.typeId === String(type))).toBe(true);
    }
    const xbox = ProductList.parse(
      (await t.app.inject('/api/v1/product/products?platform=12&pageSize=50')).json(),
    );
    expect(xbox.total).toBeGreaterThan(0);
    expect(xbox.products.every((p) => p.platforms.some((e) => e.platformId === '12'))).toBe(true);
  });

  it('gives integer prices, sale prices below prices, and image URLs', async () => {
    const list = ProductList.parse(
      (await t.app.inject('/api/v1/product/products?pageSize=100')).json(),
    );
    const entries = list.products.flatMap((p) => p.platforms);
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      expect(Number.isInteger(e.price)).toBe(true);
      if (e.salePrice !== null) expect(e.salePrice).toBeLessThan(e.price);
    }
    // Each platform entry belongs to exactly one product.
    const ids = entries.map((e) => e._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(list.products.every((p) => p.platforms.length > 0)).toBe(true);
    expect(list.products[0]?.images.small).toMatch(/^\/media\/products\/\d+\/small\.webp$/);
    expect(list.currency).toBe('EUR');
  });

  it('converts prices into the chosen currency and announces it', async () => {
    const eur = ProductList.parse(
      (await t.app.inject('/api/v1/product/products?pageSize=5')).json(),
    );
    const res = await t.app.inject({
      url: '/api/v1/product/products?pageSize=5',
      headers: { cookie: 'currency=USD' },
    });
    expect(res.headers['x-currency']).toBe('USD');
    const usd = ProductList.parse(res.json());
    expect(usd.currency).toBe('USD');
    expect(usd.currencySymbol).toBe('$');
    const eurPrice = eur.products[0]?.platforms[0]?.price ?? 0;
    const usdPrice = usd.products[0]?.platforms[0]?.price ?? 0;
    expect(usdPrice).not.toBe(eurPrice);
    expect(Math.abs(usdPrice / eurPrice - 1)).toBeLessThan(0.5);
  });

  it('ignores unknown and empty keys, and rejects bad values with 400', async () => {
    const ok = await t.app.inject('/api/v1/product/products?type=&foo=bar&pageSize=3');
    expect(ok.statusCode).toBe(200);
    for (const query of ['type=9', 'type=abc', 'page=0', 'pageSize=1000', 'platform=x']) {
      const res = await t.app.inject(`/api/v1/product/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ message: string; code: string; details: unknown[] }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message.length).toBeGreaterThan(0);
      expect(body.details.length).toBeGreaterThan(0);
    }
  });
});
