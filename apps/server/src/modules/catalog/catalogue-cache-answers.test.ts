import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_PAGE_SIZE_DEFAULT } from '@store/shared/constants';
import { ProductList } from '@store/shared/schemas/products';
import { ProductReply } from '@store/shared/schemas/product-details';
import { KeyImport } from '@store/shared/schemas/key-stock';
import { buildApp } from '../../app';
import { refreshProductSearch } from '../../db/search-documents';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import { putIntent } from '../../test/kits/checkout-test-kit';
import { IMPORT_BATCH } from '../key-stock/key-imports.service';
import { freshKeys, postKeyFile, waitForImport } from '../../test/kits/key-stock-test-kit';
import { ADMIN_API, postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import { createTestClient, type TestClient } from '../../test/test-client';

// The catalogue's answers come from the cache until the catalogue, a price or stock changes,
// and never one moment longer.

let t: TestApp;
let shopper: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = createTestClient(t.app);
});
afterAll(async () => {
  await t.close();
});

function sqlOf(args: unknown[]): string {
  const [first] = args;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String(first.text);
  return '';
}

/** How many queries read the catalogue's tables while `run` runs. */
async function catalogueQueriesDuring(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return spy.mock.calls.filter((args) => /product|genre|platform/i.test(sqlOf(args))).length;
  } finally {
    spy.mockRestore();
  }
}

const get = (url: string, headers: Record<string, string> = {}, client = shopper) =>
  client.request({ url, headers });

const productUrl = (productId: number) => `/api/v1/product/id/${productId}`;
const readProduct = async (productId: number) =>
  ProductReply.parse((await get(productUrl(productId))).json());
const titleOf = async (productId: number) => (await readProduct(productId)).title;
/** The product as a search for its title lists it, or undefined when it is not listed. */
async function listedAs(productId: number, title: string) {
  const url = `/api/v1/product/products?search=${encodeURIComponent(title)}`;
  const list = ProductList.parse((await get(url)).json());
  return list.products.find((p) => p._id === String(productId));
}

/** A stocked product the search finds, as the back office's edits leave every product. */
async function searchableGroup(options: { priceMinor: number; keys: number }) {
  const group = await stockedPlatformGroup(t, options);
  await refreshProductSearch(t.database.db, [group.productId]);
  return group;
}

describe('answers from the cache', () => {
  it('answers a repeated list, product, details, lookup and screenshots request without a query', async () => {
    const { productId } = await stockedPlatformGroup(t, { priceMinor: 1999, keys: 2 });
    const urls = [
      '/api/v1/product/products?type=1&sort=price-asc',
      productUrl(productId),
      `/api/v1/product/product-details/${productId}?lang=de`,
      '/api/v1/product/platforms',
      `/api/v1/product/screenshots?productId=${productId}`,
      `/api/product/screenshots?productId=${productId}`,
    ];
    const first = [];
    for (const url of urls) first.push(await get(url));
    expect(first.map((r) => r.statusCode)).toEqual(urls.map(() => 200));
    let again: Awaited<ReturnType<typeof get>>[] = [];
    const queries = await catalogueQueriesDuring(async () => {
      again = await Promise.all(urls.map((url) => get(url)));
    });
    expect(queries).toBe(0);
    expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
    expect(again.map((r) => r.headers.etag)).toEqual(first.map((r) => r.headers.etag));
  });

  it('answers 304 to a matching If-None-Match without a query, and tells browsers to revalidate', async () => {
    const url = '/api/v1/product/products?type=2';
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    let revalidated: Awaited<ReturnType<typeof get>> | undefined;
    const queries = await catalogueQueriesDuring(async () => {
      revalidated = await get(url, { 'if-none-match': etag });
    });
    expect(queries).toBe(0);
    expect(revalidated?.statusCode).toBe(304);
    expect(revalidated?.body).toBe('');
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('shares one entry between spellings of the same list: order of parameters and defaults', async () => {
    const first = await get('/api/v1/product/products?type=3&platform=2,1&sort=title-desc');
    expect(first.statusCode).toBe(200);
    const spellings = [
      `/api/v1/product/products?sort=title-desc&platform=1,2&type=3&page=1&pageSize=${PRODUCT_PAGE_SIZE_DEFAULT}`,
      '/api/v1/product/products?platform=1,2&page=1&type=3&sort=title-desc',
    ];
    const queries = await catalogueQueriesDuring(async () => {
      for (const url of spellings) expect((await get(url)).body).toBe(first.body);
    });
    expect(queries).toBe(0);
  });

  it('keeps currencies and search languages apart', async () => {
    const { productId } = await stockedPlatformGroup(t, { priceMinor: 2500, keys: 1 });
    const euro = ProductReply.parse((await get(productUrl(productId))).json());
    const inFrancs = createTestClient(t.app);
    inFrancs.setCookie('currency', 'CHF');
    const franc = ProductReply.parse((await get(productUrl(productId), {}, inFrancs)).json());
    expect(euro.currency).toBe('EUR');
    expect(franc.currency).toBe('CHF');
    expect(ProductReply.parse((await get(productUrl(productId))).json()).currency).toBe('EUR');

    const search = '/api/v1/product/products?search=aventure';
    await get(search, { 'accept-language': 'fr' });
    const german = await catalogueQueriesDuring(() => get(search, { 'accept-language': 'de' }));
    expect(german).toBeGreaterThan(0);
    const french = await catalogueQueriesDuring(() => get(search, { 'accept-language': 'fr' }));
    expect(french).toBe(0);
    // A list without a search reads no language: one entry for all.
    await get('/api/v1/product/products?type=4', { 'accept-language': 'fr' });
    const plain = await catalogueQueriesDuring(() =>
      get('/api/v1/product/products?type=4', { 'accept-language': 'it' }),
    );
    expect(plain).toBe(0);
  });

  it('serves a signed-in customer the same answer as anyone, kept out of browser caches', async () => {
    const { productId } = await stockedPlatformGroup(t, { priceMinor: 1200, keys: 1 });
    const anonymous = await get(productUrl(productId));
    const { client } = await signedInCustomer(t);
    const signedIn = await client.request({ url: productUrl(productId) });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });
});

describe('forgetting the moment something changes', () => {
  it('shows a product out of stock right after checkout takes its last key', async () => {
    const group = await searchableGroup({ priceMinor: 3000, keys: 1 });
    const title = await titleOf(group.productId);
    expect((await readProduct(group.productId)).platforms[0]?.inStock).toBe(true);
    expect((await listedAs(group.productId, title))?.platforms[0]?.inStock).toBe(true);
    // Served from the cache now.
    expect(await catalogueQueriesDuring(() => readProduct(group.productId))).toBe(0);

    const { client } = await signedInCustomer(t);
    const sale = await putIntent(client, {
      lines: [{ productId: group.productId, platformGroupId: group.platformGroupId, quantity: 1 }],
    });
    expect(sale.statusCode, sale.body).toBe(200);
    expect((await readProduct(group.productId)).platforms[0]?.inStock).toBe(false);
    expect((await listedAs(group.productId, title))?.platforms[0]?.inStock).toBe(false);
  });

  it('shows a staff price change, a hidden product and imported keys at once', async () => {
    const staff = await signedInStaff(t, 'catalogue');
    const group = await searchableGroup({ priceMinor: 4000, keys: 0 });
    const url = productUrl(group.productId);
    const before = await readProduct(group.productId);
    expect(before.platforms[0]).toMatchObject({ price: 4000, inStock: false });
    expect(await listedAs(group.productId, before.title)).toBeDefined();

    const priced = await staff.client.request({
      method: 'PATCH',
      url: `${ADMIN_API}/products/${group.productId}/entries/${group.platformGroupId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ priceMinor: 3500 }),
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await readProduct(group.productId)).platforms[0]?.price).toBe(3500);

    // More keys than one batch: the import goes on in the background after its reply.
    const imported = await postKeyFile(
      staff.client,
      group.platformGroupId,
      freshKeys(IMPORT_BATCH + 1).join('\n'),
    );
    expect(imported.statusCode, imported.body).toBe(202);
    await readProduct(group.productId);
    await waitForImport(staff.client, KeyImport.parse(imported.json())._id);
    expect((await readProduct(group.productId)).platforms[0]?.inStock).toBe(true);

    expect(
      (await postAdmin(staff.client, `/products/${group.productId}/unpublish`)).statusCode,
    ).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect(await listedAs(group.productId, before.title)).toBeUndefined();
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('two instances sharing Redis (REDIS_URL)', () => {
  it("forgets another instance's answers when one changes the catalogue", async () => {
    const a = await buildTestApp({ REDIS_URL: REDIS_URL ?? '' });
    const b = await buildApp({ config: a.config, database: a.database });
    try {
      await b.ready();
      const group = await stockedPlatformGroup(a, { priceMinor: 5000, keys: 1 });
      const onB = createTestClient(b);
      const readOnB = async () =>
        ProductReply.parse((await onB.request({ url: productUrl(group.productId) })).json());
      expect((await readOnB()).platforms[0]?.inStock).toBe(true);
      expect(b.catalogueCache.size().entries).toBeGreaterThan(0);

      const { client } = await signedInCustomer(a);
      const sale = await putIntent(client, {
        lines: [
          { productId: group.productId, platformGroupId: group.platformGroupId, quantity: 1 },
        ],
      });
      expect(sale.statusCode, sale.body).toBe(200);
      await vi.waitFor(() => expect(b.catalogueCache.size().entries).toBe(0), { timeout: 5000 });
      expect((await readOnB()).platforms[0]?.inStock).toBe(false);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
