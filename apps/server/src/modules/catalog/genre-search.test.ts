import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENRES } from '@store/shared/genre-names';
import { ProductList, type ProductSummary } from '@store/shared/schemas/products';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// A customer finds a genre by its name in the language they read the store in.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Every product a query lists, in its order, asked in the language. */
async function listAll(query: string, language: string): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      url: `/api/v1/product/products?${query}&pageSize=100&page=${page}`,
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = ProductList.parse(res.json());
    products.push(...reply.products);
    if (products.length >= reply.total || reply.products.length === 0) return products;
  }
}

/** The products found, whatever their order (relevance weighs the words as typed). */
const ids = (products: readonly ProductSummary[]) => products.map((p) => p._id).sort();
const genreId = (genre: (typeof GENRES)[number]) => GENRES.indexOf(genre) + 1;
const search = (words: string) => `search=${encodeURIComponent(words)}`;

describe('a search for a genre’s name', () => {
  it('finds in German what the English name finds, every game of the genre among them', async () => {
    const english = await listAll(search('Racing'), 'en');
    const german = await listAll(search('Rennspiel'), 'de-DE,de;q=0.9');
    const racing = await listAll(`genre=${genreId('Racing')}`, 'en');
    expect(racing.length).toBeGreaterThan(0);
    expect(ids(german)).toEqual(ids(english));
    expect(ids(german)).toEqual(expect.arrayContaining(ids(racing)));
  });

  it('finds a name of several words, and narrows with the other words', async () => {
    expect(ids(await listAll(search('Jeu de rôle'), 'fr'))).toEqual(
      ids(await listAll(search('RPG'), 'en')),
    );
    expect(ids(await listAll(search('Mundo abierto'), 'es'))).toEqual(
      ids(await listAll(search('Open World'), 'en')),
    );
    const sorted = `${search('Corse')}&sort=title-asc&type=1`;
    expect(ids(await listAll(sorted, 'it'))).toEqual(
      ids(await listAll(`${search('Racing')}&sort=title-asc&type=1`, 'en')),
    );
  });

  it('reads the name in the request’s language only', async () => {
    expect(await listAll(search('Rennspiel'), 'en')).toEqual([]);
    expect(await listAll(search('Rennspiel'), 'fr')).toEqual([]);
  });
});
