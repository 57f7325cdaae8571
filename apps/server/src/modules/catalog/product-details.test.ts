import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genreName } from '@store/shared/genre-names';
import { convertMinor } from '@store/shared/rules/money';
import {
  CreditDetails,
  ProductDetails,
  ProductOnPlatform,
  ProductReply,
  Screenshots,
  SuggestedProducts,
} from '@store/shared/schemas/product-details';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const api = (path: string, cookie?: string) =>
  t.app.inject({ url: `/api/v1/product${path}`, headers: cookie ? { cookie } : {} });

/** The first product matching a SQL condition on products `p`, as the test's fixture. */
async function productWhere(
  condition: string,
): Promise<{ id: number; title: string; slug: string }> {
  const { rows } = await t.database.pool.query<{ id: number; title: string; slug: string }>(
    `select p.id, p.title, p.slug from products p where ${condition} order by p.id limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no product where ${condition}`);
  return row;
}

async function queryRows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, params)).rows as T[];
}

describe('GET /api/v1/product/id/{id}', () => {
  it('gives the product summary with every platform entry, priced in euros', async () => {
    const product = await productWhere('p.type_id = 1');
    const res = await api(`/id/${product.id}`);
    expect(res.statusCode).toBe(200);
    const body = ProductReply.parse(res.json());
    expect(body).toMatchObject({ _id: String(product.id), title: product.title, currency: 'EUR' });
    const entries = await queryRows<{ id: number; price_minor: number }>(
      'select id, price_minor from product_platforms where product_id = $1',
      [product.id],
    );
    expect(body.platforms.map((e) => Number(e._id)).sort()).toEqual(
      entries.map((e) => e.id).sort(),
    );
    for (const e of entries) {
      expect(body.platforms.find((p) => p._id === String(e.id))?.price).toBe(e.price_minor);
    }
    expect(body.images.cover).toBe(`/media/products/${product.id}/cover.webp`);
  });

  it('prices in the announced currency', async () => {
    const product = await productWhere('p.type_id = 1');
    const [usd] = await queryRows<{ rate_micros: string }>(
      "select rate_micros from currencies where code = 'USD'",
    );
    const res = await api(`/id/${product.id}`, 'currency=USD');
    expect(res.headers['x-currency']).toBe('USD');
    const body = ProductReply.parse(res.json());
    expect(body.currency).toBe('USD');
    const [entry] = await queryRows<{ id: number; price_minor: number }>(
      'select id, price_minor from product_platforms where product_id = $1 order by id limit 1',
      [product.id],
    );
    expect(body.platforms.find((p) => p._id === String(entry?.id))?.price).toBe(
      convertMinor(entry?.price_minor ?? 0, { code: 'USD', rateMicros: Number(usd?.rate_micros) }),
    );
  });

  it.each(['abc', '1.5', '-1', '1e3', '%20'])('refuses the id %j with 400', async (id) => {
    const res = await api(`/id/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it.each(['999999', '99999999999', '0'])(
    'answers 404 with a message for unknown id %s',
    async (id) => {
      const res = await api(`/id/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    },
  );
});

describe('GET /api/v1/product/suggested/{id}', () => {
  it('suggests up to eight other in-stock products of the same genre or platform, stably', async () => {
    const product = await productWhere('p.type_id = 1');
    const res = await api(`/suggested/${product.id}`);
    expect(res.statusCode).toBe(200);
    const body = SuggestedProducts.parse(res.json());
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(8);
    const [own] = await queryRows<{ genre_id: number; platforms: number[] }>(
      `select genre_id, array(select platform_id from product_platforms where product_id = p.id) as platforms
       from products p where id = $1`,
      [product.id],
    );
    for (const p of body.products) {
      expect(p._id).not.toBe(String(product.id));
      expect(p.platforms.some((e) => e.inStock)).toBe(true);
      const sharesPlatform = p.platforms.some((e) => own?.platforms.includes(Number(e.platformId)));
      expect(p.genreId === String(own?.genre_id) || sharesPlatform).toBe(true);
    }
    const again = SuggestedProducts.parse((await api(`/suggested/${product.id}`)).json());
    expect(again.products.map((p) => p._id)).toEqual(body.products.map((p) => p._id));
  });

  it('answers 400 and 404 for bad and unknown ids', async () => {
    expect((await api('/suggested/x')).statusCode).toBe(400);
    expect((await api('/suggested/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/product/id/{productId}/{platformId}', () => {
  it('gives only the entries of that platform, with the description in the chosen language', async () => {
    const product = await productWhere(
      '(select count(distinct platform_id) from product_platforms where product_id = p.id) > 1',
    );
    const [entry] = await queryRows<{ platform_id: number }>(
      'select platform_id from product_platforms where product_id = $1 order by platform_id limit 1',
      [product.id],
    );
    const platformId = entry?.platform_id ?? 0;
    const res = await api(`/id/${product.id}/${platformId}?lang=de`);
    expect(res.statusCode).toBe(200);
    const body = ProductOnPlatform.parse(res.json());
    expect(body.platform._id).toBe(String(platformId));
    expect(body.platforms.every((e) => e.platformId === String(platformId))).toBe(true);
    const [de] = await queryRows<{ description: string }>(
      "select description from product_descriptions where product_id = $1 and lang = 'de'",
      [product.id],
    );
    expect(body.description).toBe(de?.description);
    expect(body.path).toMatch(new RegExp(`/${body.platform.slug}/${product.slug}`));
  });

  it('falls back to English for an unknown language', async () => {
    const product = await productWhere('p.type_id = 1');
    const [row] = await queryRows<{ platform_id: number; description: string }>(
      `select pp.platform_id, d.description from product_platforms pp
       join product_descriptions d on d.product_id = pp.product_id and d.lang = 'en'
       where pp.product_id = $1 limit 1`,
      [product.id],
    );
    const body = ProductOnPlatform.parse(
      (await api(`/id/${product.id}/${row?.platform_id}?lang=pt`)).json(),
    );
    expect(body.description).toBe(row?.description);
  });

  it('answers 404 for a platform the product is not sold on, 400 for a bad one', async () => {
    const product = await productWhere(
      'not exists (select 1 from product_platforms where product_id = p.id and platform_id = 13)',
    );
    const res = await api(`/id/${product.id}/13`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Platform not found in product data' });
    expect((await api(`/id/${product.id}/steam`)).statusCode).toBe(400);
    expect((await api('/id/999999/2')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/product/title/{title}', () => {
  it('finds a product by slug or by exact title in any letter case', async () => {
    const product = await productWhere("p.title like '% %'");
    for (const text of [product.slug, product.title, product.title.toUpperCase()]) {
      const res = await api(`/title/${encodeURIComponent(text)}`);
      expect(res.statusCode, text).toBe(200);
      expect(ProductReply.parse(res.json())._id).toBe(String(product.id));
    }
  });

  it('answers 404 for an unknown title', async () => {
    const res = await api(`/title/${encodeURIComponent('No such game at all')}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found' });
  });
});

describe('GET /api/v1/product/product-details/{productId}', () => {
  it('gives the page texts, lookups, editions, platforms and PC requirements', async () => {
    const product = await productWhere(
      'exists (select 1 from system_requirements r where r.product_id = p.id) and exists (select 1 from editions e where e.product_id = p.id) and p.type_id = 1',
    );
    const res = await api(`/product-details/${product.id}?lang=fr`);
    expect(res.statusCode).toBe(200);
    const body = ProductDetails.parse(res.json());
    const [facts] = await queryRows<{
      developer: string;
      publisher: string;
      genre: string;
      rating: string;
      fr: string;
    }>(
      `select d.name as developer, pu.name as publisher, g.name as genre, r.name as rating,
              (select description from product_descriptions where product_id = p.id and lang = 'fr') as fr
       from products p join developers d on d.id = p.developer_id join publishers pu on pu.id = p.publisher_id
       join genres g on g.id = p.genre_id join ratings r on r.id = p.rating_id where p.id = $1`,
      [product.id],
    );
    expect(body).toMatchObject({
      _id: String(product.id),
      lang: 'fr',
      description: facts?.fr,
      developer: { name: facts?.developer },
      publisher: { name: facts?.publisher },
      genre: { name: genreName(facts?.genre ?? '', 'fr') },
      rating: { name: facts?.rating },
      type: { _id: '1' },
      baseProduct: null,
    });
    expect(body.editions.length).toBeGreaterThan(1);
    expect(body.platforms.length).toBeGreaterThan(0);
    expect(body.systemRequirements?.minimum?.os).toBeTruthy();
    expect(body.systemRequirements?.recommended?.storage).toBeTruthy();
    expect(body.reviews.count).toBeGreaterThanOrEqual(0);
  });

  it('names the genre in the page’s language', async () => {
    const product = await productWhere(
      "p.type_id = 1 and p.genre_id = (select id from genres where name = 'Adventure')",
    );
    const de = ProductDetails.parse((await api(`/product-details/${product.id}?lang=de`)).json());
    expect(de.genre.name).toBe('Abenteuer');
    const en = ProductDetails.parse((await api(`/product-details/${product.id}`)).json());
    expect(en.genre.name).toBe('Adventure');
  });

  it('names the base game of a DLC and leaves requirements out for console-only products', async () => {
    const dlc = await productWhere('p.type_id = 2');
    const details = ProductDetails.parse((await api(`/product-details/${dlc.id}`)).json());
    expect(details.baseProduct?._id).toBeTruthy();
    const consoleOnly = await productWhere(
      'not exists (select 1 from system_requirements r where r.product_id = p.id)',
    );
    const other = ProductDetails.parse((await api(`/product-details/${consoleOnly.id}`)).json());
    expect(other.systemRequirements).toBeNull();
    expect(other.lang).toBe('en');
  });

  it('answers 400 and 404 for bad and unknown ids', async () => {
    expect((await api('/product-details/abc')).statusCode).toBe(400);
    expect((await api('/product-details/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/product/credit-details/{productId}', () => {
  it('lists a gift card’s denominations per region with prices and the region note', async () => {
    const card = await productWhere('p.type_id = 3');
    const res = await api(`/credit-details/${card.id}?lang=it`);
    expect(res.statusCode).toBe(200);
    const body = CreditDetails.parse(res.json());
    expect(body.kind).toBe('giftCard');
    expect(body.regions.length).toBeGreaterThan(0);
    for (const region of body.regions) {
      expect(region.note).toMatch(/Riscattabile/);
      expect(region.options.length).toBeGreaterThan(0);
      for (const option of region.options) {
        expect(option.faceValue?.amount).toBeGreaterThan(0);
        expect(option.entry.price).toBeGreaterThan(0);
      }
    }
  });

  it('gives a subscription card’s durations in months', async () => {
    const card = await productWhere('p.type_id = 4');
    const body = CreditDetails.parse((await api(`/credit-details/${card.id}`)).json());
    expect(body.kind).toBe('subscription');
    const months = body.regions.flatMap((r) => r.options.map((o) => o.months));
    expect(months.every((m) => m !== null && m >= 1)).toBe(true);
    expect(body.regions[0]?.note).toMatch(/^Redeemable/);
  });

  it('answers 404 for a game and for an unknown id, 400 for a bad one', async () => {
    const game = await productWhere('p.type_id = 1');
    const res = await api(`/credit-details/${game.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'This product is not a gift card or subscription card',
    });
    expect((await api('/credit-details/999999')).statusCode).toBe(404);
    expect((await api('/credit-details/x1')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/product/screenshots', () => {
  it('lists image URLs and captions that the media routes serve', async () => {
    const product = await productWhere(
      'exists (select 1 from screenshots s where s.product_id = p.id)',
    );
    const res = await api(`/screenshots?productId=${product.id}`);
    expect(res.statusCode).toBe(200);
    const body = Screenshots.parse(res.json());
    expect(body.images.length).toBeGreaterThanOrEqual(3);
    const first = body.images[0];
    expect(first?.url).toBe(`/media/screenshots/${product.id}/1.webp`);
    expect(first?.caption.length).toBeGreaterThan(0);
  });

  it('answers 400 without or with a bad id and 404 for an unknown one', async () => {
    expect((await api('/screenshots')).statusCode).toBe(400);
    expect((await api('/screenshots?productId=abc')).statusCode).toBe(400);
    expect((await api('/screenshots?productId=999999')).statusCode).toBe(404);
  });

  it("answers the same at the spec's own path, /api/product/screenshots", async () => {
    const product = await productWhere(
      'exists (select 1 from screenshots s where s.product_id = p.id)',
    );
    const spec = await t.app.inject({ url: `/api/product/screenshots?productId=${product.id}` });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toEqual((await api(`/screenshots?productId=${product.id}`)).json());
    const bad = await t.app.inject({ url: '/api/product/screenshots?productId=abc' });
    expect(bad.statusCode).toBe(400);
  });
});
