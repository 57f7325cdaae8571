import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, countDistinct, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { LANGUAGES, PRODUCT_TYPES } from '@store/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDescriptions, productPlatforms, products, reviews } from '../schema/catalogue';
import { platforms } from '../schema/lookups';
import { productKeys } from '../schema/stock';
import { schema } from '../tables';
import type { Db } from '../types';
import { DEFAULT_SEED, generateCatalogue } from './catalogue-generator';
import type { CatalogueChunk } from './catalogue-types';
import { CAREER_POSITION_ROWS } from './lookups-data';
import { isCatalogueEmpty, seedDatabase, type SeedSummary } from './seed';

const PRODUCTS = 300;
const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** A digest per table over every generated row, independent of where chunks split. */
function digestCatalogue(options: { products: number; seed?: number; chunkSize?: number }) {
  const hashes = new Map<string, ReturnType<typeof createHash>>();
  for (const chunk of generateCatalogue(options)) {
    for (const [table, rows] of Object.entries(chunk) as [string, unknown[]][]) {
      const hash = hashes.get(table) ?? createHash('sha256');
      hashes.set(table, hash);
      for (const row of rows) hash.update(JSON.stringify(row));
    }
  }
  return Object.fromEntries([...hashes].map(([table, hash]) => [table, hash.digest('hex')]));
}

describe('generateCatalogue', () => {
  it('gives the same rows for the same seed, whatever the chunk size', () => {
    const first = digestCatalogue({ products: PRODUCTS });
    expect(digestCatalogue({ products: PRODUCTS, seed: DEFAULT_SEED })).toEqual(first);
    expect(digestCatalogue({ products: PRODUCTS, chunkSize: 7 })).toEqual(first);
  });

  it('gives different rows for a different seed', () => {
    const a = digestCatalogue({ products: PRODUCTS, seed: 1 });
    const b = digestCatalogue({ products: PRODUCTS, seed: 2 });
    expect(a.products).not.toEqual(b.products);
    expect(a.descriptions).not.toEqual(b.descriptions);
  });

  it('yields chunks of the requested size with ids in order', () => {
    const chunks: CatalogueChunk[] = [...generateCatalogue({ products: 250, chunkSize: 100 })];
    expect(chunks.map((c) => c.products.length)).toEqual([100, 100, 50]);
    expect(chunks.flatMap((c) => c.products.map((p) => p.id))).toEqual(
      Array.from({ length: 250 }, (_, i) => i + 1),
    );
  });

  it('keeps every product within the catalogue rules', () => {
    const [chunk] = [...generateCatalogue({ products: PRODUCTS })];
    if (!chunk) throw new Error('no chunk');
    const slugs = new Set(chunk.products.map((p) => p.slug));
    expect(slugs.size).toBe(PRODUCTS);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const product of chunk.products) {
      const shots = chunk.screenshots.filter((s) => s.productId === product.id);
      expect(shots.length).toBeGreaterThanOrEqual(3);
      expect(shots.length).toBeLessThanOrEqual(6);
      expect(chunk.reviews.filter((r) => r.productId === product.id).length).toBeLessThanOrEqual(8);
      expect(product.releaseDate >= '2000-01-01' && product.releaseDate <= '2026-12-31').toBe(true);
    }
    for (const row of chunk.productPlatforms) {
      expect(Number.isInteger(row.priceMinor)).toBe(true);
      const product = chunk.products.find((p) => p.id === row.productId);
      if (product?.typeId === PRODUCT_TYPES.game) {
        expect(row.priceMinor).toBeGreaterThanOrEqual(499);
        expect(row.priceMinor).toBeLessThanOrEqual(7999);
        expect(row.priceMinor % 100).toBe(99);
      }
    }
    for (const review of chunk.reviews) expect(review.rating).toBeGreaterThanOrEqual(1);
    // Series recur: some game titles extend another game's title.
    const games = chunk.products.filter((p) => p.typeId === PRODUCT_TYPES.game);
    const sequels = games.filter((g) => games.some((o) => o !== g && g.title.startsWith(o.title)));
    expect(sequels.length).toBeGreaterThan(10);
  });
});

describe('seedDatabase', () => {
  let client: PGlite;
  let db: Db;
  let summary: SeedSummary;

  beforeAll(async () => {
    client = new PGlite({ extensions: { pg_trgm } });
    const pglite = drizzle(client, { schema });
    await migrate(pglite, { migrationsFolder });
    db = pglite;
    expect(await isCatalogueEmpty(db)).toBe(true);
    // A readable stand-in for encryption that shows which platform group each key was bound to.
    summary = await seedDatabase(db, {
      products: PRODUCTS,
      encryptKey: (plainKey, productPlatformId) => `${productPlatformId}:${plainKey}`,
      keySecret: Buffer.alloc(32, 3),
    });
  });

  afterAll(async () => {
    await client.close();
  });

  it('reports what it wrote', async () => {
    expect(await isCatalogueEmpty(db)).toBe(false);
    expect(summary.counts.products).toBe(PRODUCTS);
    expect(summary.counts.product_descriptions).toBe(PRODUCTS * LANGUAGES.length);
    expect(summary.counts.career_positions).toBe(CAREER_POSITION_ROWS.length);
    const [keys] = await db.select({ n: count() }).from(productKeys);
    expect(keys?.n).toBe(summary.counts.product_keys);
    expect(summary.elapsedMs).toBeGreaterThan(0);
  });

  it('refuses to seed a catalogue that already has products', async () => {
    await expect(
      seedDatabase(db, { products: 1, encryptKey: (k) => k, keySecret: Buffer.alloc(32, 3) }),
    ).rejects.toThrow();
  });

  it('has all four product types and all four platform families', async () => {
    const types = await db.selectDistinct({ typeId: products.typeId }).from(products);
    expect(types.map((t) => t.typeId).sort()).toEqual([1, 2, 3, 4]);
    const families = await db
      .selectDistinct({ categoryId: platforms.categoryId })
      .from(productPlatforms)
      .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId));
    expect(families.map((f) => f.categoryId).sort()).toEqual(['nt', 'pc', 'ps', 'xb']);
  });

  it('describes every product in all five languages', async () => {
    const rows = await db
      .select({
        productId: productDescriptions.productId,
        langs: countDistinct(productDescriptions.lang),
      })
      .from(productDescriptions)
      .groupBy(productDescriptions.productId);
    expect(rows).toHaveLength(PRODUCTS);
    expect(rows.every((r) => r.langs === LANGUAGES.length)).toBe(true);
    const texts = await db
      .select({ lang: productDescriptions.lang, description: productDescriptions.description })
      .from(productDescriptions)
      .where(eq(productDescriptions.productId, 1));
    expect(new Set(texts.map((t) => t.description)).size).toBe(LANGUAGES.length);
  });

  it('leaves some platform entries without keys and binds each key to its entry', async () => {
    const soldOut = await db
      .select({ id: productPlatforms.id })
      .from(productPlatforms)
      .leftJoin(productKeys, eq(productKeys.productPlatformId, productPlatforms.id))
      .where(isNull(productKeys.id));
    expect(soldOut.length).toBeGreaterThan(0);
    const [misbound] = await db
      .select({ n: count() })
      .from(productKeys)
      .where(
        sql`${productKeys.encryptedKey} not like ${productKeys.productPlatformId}::text || ':%'`,
      );
    expect(misbound?.n).toBe(0);
  });

  it('prices sales strictly below the regular price', async () => {
    const onSale = await db
      .select({ price: productPlatforms.priceMinor, sale: productPlatforms.salePriceMinor })
      .from(productPlatforms)
      .where(isNotNull(productPlatforms.salePriceMinor));
    expect(onSale.length).toBeGreaterThan(0);
    for (const row of onSale) expect(row.sale).toBeLessThan(row.price);
  });

  it('points every DLC at an existing game', async () => {
    const dlc = await db
      .select({ id: products.id, baseProductId: products.baseProductId })
      .from(products)
      .where(eq(products.typeId, PRODUCT_TYPES.dlc));
    expect(dlc.length).toBeGreaterThan(0);
    const bases = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.typeId, PRODUCT_TYPES.game));
    const gameIds = new Set(bases.map((b) => b.id));
    for (const row of dlc) expect(gameIds.has(row.baseProductId ?? -1)).toBe(true);
  });

  it('resets the sequences so inserts without an id succeed', async () => {
    const [product] = await db
      .insert(products)
      .values({
        title: 'Sequence Check',
        slug: 'sequence-check',
        typeId: PRODUCT_TYPES.game,
        genreId: 1,
        developerId: 1,
        publisherId: 1,
        ratingId: 1,
        releaseDate: '2024-01-01',
      })
      .returning({ id: products.id });
    expect(product?.id).toBe(PRODUCTS + 1);
    const [review] = await db
      .insert(reviews)
      .values({ productId: PRODUCTS + 1, authorName: 'Test', rating: 5, comment: 'Fine' })
      .returning({ id: reviews.id });
    expect(review?.id).toBe((summary.counts.reviews ?? 0) + 1);
  });
});
