import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  editions,
  productDescriptions,
  productPlatforms,
  products,
  productSearch,
  reviews,
  screenshots,
  systemRequirements,
} from '../schema/catalogue';
import {
  categories,
  countries,
  currencies,
  developers,
  genres,
  platforms,
  productTypes,
  publishers,
  ratings,
  regions,
} from '../schema/lookups';
import { careerPositions } from '../schema/content';
import { settings } from '../schema/settings';
import { productKeys } from '../schema/stock';
import type { Db } from '../types';
import { refreshProductSearch } from '../search-documents';
import { insertJsonBatches } from './bulk-insert';
import { generateCatalogue } from './catalogue-generator';
import type { CatalogueChunk } from './catalogue-types';
import { demoKey } from './demo-keys';
import {
  CAREER_POSITION_ROWS,
  CATEGORY_ROWS,
  COUNTRY_ROWS,
  CURRENCY_ROWS,
  DEVELOPER_ROWS,
  GENRE_ROWS,
  PLATFORM_ROWS,
  PRODUCT_TYPE_ROWS,
  PUBLISHER_ROWS,
  RATING_ROWS,
  REGION_ROWS,
  SETTING_ROWS,
} from './lookups-data';

export type SeedOptions = {
  products: number;
  /** Same seed, same catalogue; defaults to the generator's fixed seed. */
  seed?: number;
  /** Encrypts one key for its platform group (product_platforms.id). */
  encryptKey: (plainKey: string, productPlatformId: number) => string;
  /**
   * The install's own secret the demo keys are derived from (`demoKeySecret`), so no two
   * installs sell the same keys and the catalogue's fixed seed does not reveal them.
   */
  keySecret: Buffer;
  /**
   * Fingerprints one key (`createKeyFingerprint`) for the unique index that keeps a key from
   * being stocked twice. Without it the fingerprints stay empty until the start-up backfill.
   */
  fingerprintKey?: (plainKey: string) => string;
  log?: (message: string) => void;
};

/** Rows written per table (keyed by SQL table name), and how long seeding took. */
export type SeedSummary = { counts: Record<string, number>; elapsedMs: number };

/** Products per transaction: keeps memory bounded and each transaction short. */
const CHUNK_PRODUCTS = 1000;
/**
 * Rows travel as one JSON parameter, so the 65,535-parameter limit does not apply; this
 * only caps the size of one statement (about 1 MB). Larger batches measured no faster.
 */
const ROWS_PER_STATEMENT = 5000;

/** Tables with a serial id that the seeder fills with explicit ids. */
const SERIAL_IDS: readonly [PgTable, PgColumn][] = [
  [products, products.id],
  [editions, editions.id],
  [productPlatforms, productPlatforms.id],
  [reviews, reviews.id],
  [productKeys, productKeys.id],
];

const CATALOGUE_TABLES: readonly PgTable[] = [
  products,
  productSearch,
  productDescriptions,
  editions,
  productPlatforms,
  systemRequirements,
  screenshots,
  reviews,
  productKeys,
];

/** Removes every product and everything hanging off it; lookups and settings stay. */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.execute(
    sql`truncate ${sql.join([...CATALOGUE_TABLES], sql`, `)} restart identity cascade`,
  );
}

/** True when no product exists yet, i.e. the demo catalogue may be seeded. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/**
 * Lookups (and the careers page's positions) are only inserted where missing, so a database
 * that already has them is fine.
 */
async function seedLookups(db: Db, counts: Record<string, number>): Promise<void> {
  await db.transaction(async (tx) => {
    const insert = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
      const inserted = await tx.insert(table).values(rows).onConflictDoNothing().returning();
      counts[getTableName(table)] = inserted.length;
    };
    await insert(categories, CATEGORY_ROWS);
    await insert(productTypes, PRODUCT_TYPE_ROWS);
    await insert(platforms, PLATFORM_ROWS);
    await insert(genres, GENRE_ROWS);
    await insert(developers, DEVELOPER_ROWS);
    await insert(publishers, PUBLISHER_ROWS);
    await insert(ratings, RATING_ROWS);
    await insert(regions, REGION_ROWS);
    await insert(currencies, CURRENCY_ROWS);
    await insert(countries, COUNTRY_ROWS);
    await insert(settings, SETTING_ROWS);
    await insert(careerPositions, CAREER_POSITION_ROWS);
  });
}

async function insertChunk(
  db: Db,
  chunk: CatalogueChunk,
  {
    encryptKey,
    keySecret,
    fingerprintKey,
  }: Pick<SeedOptions, 'encryptKey' | 'keySecret' | 'fingerprintKey'>,
): Promise<void> {
  // Keys are made and encrypted here, not in the generator, so the generator stays pure
  // and knows no secret.
  const keyRows = chunk.keys.map((key) => {
    const plain = demoKey(keySecret, key.id, key.platformId);
    return {
      id: key.id,
      productPlatformId: key.productPlatformId,
      encryptedKey: encryptKey(plain, key.productPlatformId),
      fingerprint: fingerprintKey ? fingerprintKey(plain) : null,
    };
  });
  await db.transaction(async (tx) => {
    // Parents before children; a DLC's base game always has a lower id, so it is already in.
    await insertJsonBatches(tx, products, withMinPrices(chunk), ROWS_PER_STATEMENT);
    await insertJsonBatches(tx, productDescriptions, chunk.descriptions, ROWS_PER_STATEMENT);
    await insertJsonBatches(tx, editions, chunk.editions, ROWS_PER_STATEMENT);
    await insertJsonBatches(tx, productPlatforms, chunk.productPlatforms, ROWS_PER_STATEMENT);
    await insertJsonBatches(tx, systemRequirements, chunk.systemRequirements, ROWS_PER_STATEMENT);
    await insertJsonBatches(tx, screenshots, chunk.screenshots, ROWS_PER_STATEMENT);
    await insertJsonBatches(tx, reviews, chunk.reviews, ROWS_PER_STATEMENT);
    await insertJsonBatches(tx, productKeys, keyRows, ROWS_PER_STATEMENT);
  });
}

/**
 * The chunk's products with their lowest effective price, which the product_platforms
 * triggers would otherwise compute with one more UPDATE of every product just written.
 */
function withMinPrices(chunk: CatalogueChunk) {
  const lowest = new Map<number, number>();
  for (const entry of chunk.productPlatforms) {
    const price = entry.salePriceMinor ?? entry.priceMinor;
    const current = lowest.get(entry.productId);
    if (current === undefined || price < current) lowest.set(entry.productId, price);
  }
  return chunk.products.map((p) => ({ ...p, minPriceMinor: lowest.get(p.id) ?? null }));
}

function countChunk(counts: Record<string, number>, chunk: CatalogueChunk): void {
  const sizes: [PgTable, number][] = [
    [products, chunk.products.length],
    [productDescriptions, chunk.descriptions.length],
    [editions, chunk.editions.length],
    [productPlatforms, chunk.productPlatforms.length],
    [systemRequirements, chunk.systemRequirements.length],
    [screenshots, chunk.screenshots.length],
    [reviews, chunk.reviews.length],
    [productKeys, chunk.keys.length],
  ];
  for (const [table, size] of sizes) {
    const name = getTableName(table);
    counts[name] = (counts[name] ?? 0) + size;
  }
}

/**
 * Seeds the lookups and a generated demo catalogue of `products` products into an empty
 * catalogue, then moves every serial sequence past the explicit ids so later inserts
 * without an id succeed. Throws if the catalogue already has products.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  if (!Number.isInteger(options.products) || options.products < 0) {
    throw new RangeError('products must be a whole number of at least 0');
  }
  if (!(await isCatalogueEmpty(db))) {
    throw new Error('The catalogue already has products; seed an empty database');
  }
  const counts: Record<string, number> = {};
  await seedLookups(db, counts);
  const chunks = generateCatalogue({
    products: options.products,
    seed: options.seed,
    chunkSize: CHUNK_PRODUCTS,
  });
  // About ten progress lines, however large the catalogue.
  const logEvery = Math.max(1, Math.ceil(options.products / CHUNK_PRODUCTS / 10));
  let chunkCount = 0;
  for (const chunk of chunks) {
    await insertChunk(db, chunk, options);
    countChunk(counts, chunk);
    const done = counts[getTableName(products)] ?? 0;
    if (++chunkCount % logEvery === 0 || done === options.products) {
      options.log?.(`Seeded ${done}/${options.products} products`);
    }
  }
  for (const [table, id] of SERIAL_IDS) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${getTableName(table)}, ${id.name}), coalesce(max(${id}), 0) + 1, false) from ${table}`,
    );
  }
  // Search documents for the whole catalogue in one set-based statement: per chunk, each
  // statement joined ever larger tables (100,000 products: 13 s once against 60 s in chunks).
  await refreshProductSearch(db);
  // Fresh statistics and visibility maps, so the first queries get sensible plans and
  // counts can use index-only scans. PGlite runs no autovacuum, so nothing else would.
  await db.execute(sql`vacuum analyze ${sql.join([...CATALOGUE_TABLES], sql`, `)}`);
  return { counts, elapsedMs: Math.round(performance.now() - started) };
}
