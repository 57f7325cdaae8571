import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_IMAGE_SIZES, PRODUCT_TYPES } from '@store/shared/constants';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// Art draws its words as outlines, so the words are caught where they are turned into paths.
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('./text-paths', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./text-paths')>();
  return {
    ...actual,
    textPathData: (...args: Parameters<typeof actual.textPathData>) => {
      drawn.push(args[0]);
      return actual.textPathData(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const CARD_TYPES: readonly number[] = [PRODUCT_TYPES.giftCard, PRODUCT_TYPES.subscriptionCard];

/** One product of each type sold on each platform, with the names of every platform. */
async function productsOfEveryPlatform() {
  const { rows: platforms } = await t.database.pool.query<{ id: number; name: string }>(
    'select id, name from platforms order by id',
  );
  const { rows: products } = await t.database.pool.query<{
    id: number;
    title: string;
    typeId: number;
    platformId: number;
  }>(
    `select distinct on (pp.platform_id, p.type_id)
       p.id, p.title, p.type_id as "typeId", pp.platform_id as "platformId"
     from product_platforms pp join products p on p.id = pp.product_id
     order by pp.platform_id, p.type_id, p.id`,
  );
  return { platformNames: platforms.map((p) => p.name), products };
}

function namesPlatform(text: string, platformNames: readonly string[]): string | undefined {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return platformNames.find((name) => new RegExp(`\\b${escape(name)}\\b`, 'i').test(text));
}

describe('product art', () => {
  it('names no platform on the art of a product sold on any platform', async () => {
    const { platformNames, products } = await productsOfEveryPlatform();
    expect(new Set(products.map((p) => p.platformId)).size).toBe(platformNames.length);
    expect(products.some((p) => CARD_TYPES.includes(p.typeId))).toBe(true);
    // A product sold on several platforms has one picture, drawn once: check it once.
    const distinct = [...new Map(products.map((p) => [p.id, p])).values()];
    for (const product of distinct) {
      for (const size of Object.keys(PRODUCT_IMAGE_SIZES)) {
        drawn.length = 0;
        const res = await t.app.inject(`/media/products/${product.id}/${size}.webp`);
        expect(res.statusCode).toBe(200);
        const title = product.title.toUpperCase();
        // Only the title may carry a brand: a card's own ("Xbox Gift Card") is its product.
        const others = drawn.filter((text) => !title.includes(text.toUpperCase()));
        expect(others.length).toBeLessThan(drawn.length);
        const named = others.map((text) => [text, namesPlatform(text, platformNames)]);
        expect(named.filter(([, name]) => name)).toEqual([]);
      }
    }
  });
});
