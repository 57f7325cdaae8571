import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Language } from '@store/shared/constants';
import type { AdminProductListQuery } from '@store/shared/schemas/admin-catalogue';
import {
  editions,
  productDescriptions,
  productImages,
  productPlatforms,
  products,
  productTitles,
  screenshots,
  systemRequirements,
} from '../../db/schema/catalogue';
import {
  developers,
  genres,
  platforms,
  productTypes,
  publishers,
  ratings,
  regions,
} from '../../db/schema/lookups';
import { orderLines } from '../../db/schema/orders';
import { productKeys } from '../../db/schema/stock';
import { MAX_ROW_ID } from '../../db/shared-sql';
import type { Db } from '../../db/types';

// Every query of the back office's catalogue. Unlike the store's reads, these see
// unpublished products too.

const outerProductId = sql.raw('"products"."id"');
const outerEntryId = sql.raw('"product_platforms"."id"');

/** Whether an entry has keys (of any status) or orders: removing it would lose them. */
const entryInUse = sql<boolean>`(exists (select 1 from ${productKeys} k where k.product_platform_id = ${outerEntryId}) or exists (select 1 from ${orderLines} l where l.platform_group_id = ${outerEntryId}))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(query: AdminProductListQuery): SQL | undefined {
  const q = query.q ?? '';
  const pattern = `%${escapeLike(q)}%`;
  const byId = /^\d{1,10}$/.test(q) && Number(q) <= MAX_ROW_ID ? Number(q) : undefined;
  return and(
    q === ''
      ? undefined
      : or(
          byId === undefined ? undefined : eq(products.id, byId),
          ilike(products.title, pattern),
          ilike(products.slug, pattern),
        ),
    query.status === undefined ? undefined : eq(products.published, query.status === 'published'),
    query.type === undefined ? undefined : eq(products.typeId, query.type),
    query.platform === undefined
      ? undefined
      : sql`exists (select 1 from ${productPlatforms} pp where pp.product_id = ${outerProductId} and pp.platform_id = ${query.platform})`,
    query.minPrice === undefined ? undefined : gte(products.minPriceMinor, query.minPrice),
    query.maxPrice === undefined ? undefined : lte(products.minPriceMinor, query.maxPrice),
  );
}

/** A page of products for the back office, newest first, and how many match. */
export async function searchProducts(db: Db, query: AdminProductListQuery) {
  const where = listWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        slug: products.slug,
        typeId: products.typeId,
        published: products.published,
        minPriceMinor: products.minPriceMinor,
        imageVersion: products.imageVersion,
        platformIds: sql<
          number[]
        >`array(select distinct pp.platform_id from ${productPlatforms} pp where pp.product_id = ${outerProductId} order by 1)`,
        entryCount: sql<number>`(select count(*)::int from ${productPlatforms} pp where pp.product_id = ${outerProductId})`,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The product row itself, locked for the change when `forUpdate`. */
export async function findProductRow(db: Db, id: number, forUpdate = false) {
  if (id > MAX_ROW_ID) return undefined;
  const query = db.select().from(products).where(eq(products.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductRow>>>;

/**
 * Everything the editor shows beside the product row. One query after the other: inside a
 * transaction they share one connection.
 */
export async function findProductParts(db: Db, productId: number) {
  const titles = await db
    .select()
    .from(productTitles)
    .where(eq(productTitles.productId, productId));
  const descriptions = await db
    .select()
    .from(productDescriptions)
    .where(eq(productDescriptions.productId, productId));
  const requirements = await db
    .select()
    .from(systemRequirements)
    .where(eq(systemRequirements.productId, productId))
    .orderBy(asc(systemRequirements.lang), asc(systemRequirements.level));
  const editionRows = await findEditionRows(db, productId);
  const entries = await db
    .select({
      id: productPlatforms.id,
      platformId: productPlatforms.platformId,
      editionId: productPlatforms.editionId,
      regionId: productPlatforms.regionId,
      priceMinor: productPlatforms.priceMinor,
      salePriceMinor: productPlatforms.salePriceMinor,
      keysAvailable: sql<number>`(select count(*)::int from ${productKeys} k where k.product_platform_id = ${outerEntryId} and k.status = 'available')`,
      inUse: entryInUse,
    })
    .from(productPlatforms)
    .where(eq(productPlatforms.productId, productId))
    .orderBy(asc(productPlatforms.platformId), asc(productPlatforms.id));
  const images = await db
    .selectDistinct({ kind: productImages.kind, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const shots = await db
    .select({ position: screenshots.position, caption: screenshots.caption })
    .from(screenshots)
    .where(eq(screenshots.productId, productId))
    .orderBy(asc(screenshots.position));
  return { titles, descriptions, requirements, editions: editionRows, entries, images, shots };
}

export const findEditionRows = (db: Db, productId: number) =>
  db
    .select()
    .from(editions)
    .where(eq(editions.productId, productId))
    .orderBy(asc(editions.position), asc(editions.id));

/** Which of the named lookups exist: the ones given, each true or false. */
export async function lookupsExist(
  db: Db,
  ids: {
    typeId?: number;
    genreId?: number;
    developerId?: number;
    publisherId?: number;
    ratingId?: number;
    platformId?: number;
    regionId?: number;
  },
): Promise<boolean> {
  const checks: SQL[] = [];
  const check = (table: SQL, id: number | undefined) => {
    if (id === undefined) return;
    if (id > MAX_ROW_ID) checks.push(sql`false`);
    else checks.push(sql`exists (select 1 from ${table} where id = ${id})`);
  };
  check(sql`${productTypes}`, ids.typeId);
  check(sql`${genres}`, ids.genreId);
  check(sql`${developers}`, ids.developerId);
  check(sql`${publishers}`, ids.publisherId);
  check(sql`${ratings}`, ids.ratingId);
  check(sql`${platforms}`, ids.platformId);
  check(sql`${regions}`, ids.regionId);
  if (checks.length === 0) return true;
  const [row] = await db
    .select({ all: sql<boolean>`${sql.join(checks, sql` and `)}` })
    .from(sql`(select 1) as one`);
  return row?.all === true;
}

/** Whether another product uses this slug. */
export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  const found = rows[0];
  return found !== undefined && found.id !== exceptId;
}

export async function insertProduct(db: Db, row: typeof products.$inferInsert) {
  const [created] = await db.insert(products).values(row).returning();
  if (!created) throw new Error('the product was not stored');
  return created;
}

export async function updateProductRow(
  db: Db,
  id: number,
  changes: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await db.update(products).set(changes).where(eq(products.id, id));
}

/** Counts every change of a product's pictures or drawn art, for new image URLs. */
export async function bumpImageVersion(db: Db, id: number): Promise<void> {
  await db
    .update(products)
    .set({ imageVersion: sql`${products.imageVersion} + 1` })
    .where(eq(products.id, id));
}

/** Sets (or with null, removes) one language's text of a per-language table. */
export async function setTitle(db: Db, productId: number, lang: Language, title: string | null) {
  await db
    .delete(productTitles)
    .where(and(eq(productTitles.productId, productId), eq(productTitles.lang, lang)));
  if (title) await db.insert(productTitles).values({ productId, lang, title });
}

export async function setDescription(
  db: Db,
  productId: number,
  lang: Language,
  description: string | null,
) {
  await db
    .delete(productDescriptions)
    .where(and(eq(productDescriptions.productId, productId), eq(productDescriptions.lang, lang)));
  if (description) await db.insert(productDescriptions).values({ productId, lang, description });
}

type RequirementLevelRow = Omit<typeof systemRequirements.$inferInsert, 'productId' | 'lang'>;

export async function setRequirements(
  db: Db,
  productId: number,
  lang: Language,
  levels: readonly RequirementLevelRow[],
) {
  await db
    .delete(systemRequirements)
    .where(and(eq(systemRequirements.productId, productId), eq(systemRequirements.lang, lang)));
  if (levels.length > 0) {
    await db
      .insert(systemRequirements)
      .values(levels.map((level) => ({ ...level, productId, lang })));
  }
}

/** Edition ids of this product that platform entries use. */
export async function editionsInUse(db: Db, productId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ editionId: productPlatforms.editionId })
    .from(productPlatforms)
    .where(eq(productPlatforms.productId, productId));
  return new Set(rows.flatMap((r) => (r.editionId === null ? [] : [r.editionId])));
}

export async function deleteEditions(db: Db, ids: readonly number[]) {
  if (ids.length > 0) await db.delete(editions).where(inArray(editions.id, [...ids]));
}

export async function upsertEdition(
  db: Db,
  edition: { id?: number; productId: number; name: string; slug: string; position: number },
) {
  if (edition.id === undefined) {
    await db.insert(editions).values(edition);
    return;
  }
  await db
    .update(editions)
    .set({ name: edition.name, slug: edition.slug, position: edition.position })
    .where(and(eq(editions.id, edition.id), eq(editions.productId, edition.productId)));
}

/** Moves every edition's slug aside, so a reordered list never collides with itself. */
export async function parkEditionSlugs(db: Db, productId: number) {
  await db
    .update(editions)
    .set({ slug: sql`'~' || ${editions.id}::text` })
    .where(eq(editions.productId, productId));
}

/** One platform entry of a product, locked for the change, with whether it is in use. */
export async function findEntry(db: Db, productId: number, entryId: number) {
  if (entryId > MAX_ROW_ID) return undefined;
  const [row] = await db
    .select({
      id: productPlatforms.id,
      platformId: productPlatforms.platformId,
      editionId: productPlatforms.editionId,
      regionId: productPlatforms.regionId,
      priceMinor: productPlatforms.priceMinor,
      salePriceMinor: productPlatforms.salePriceMinor,
      inUse: entryInUse,
    })
    .from(productPlatforms)
    .where(and(eq(productPlatforms.id, entryId), eq(productPlatforms.productId, productId)))
    .limit(1);
  return row;
}

/** Whether the product already sells this platform, edition and region. */
export async function entryExists(
  db: Db,
  entry: { productId: number; platformId: number; regionId: number; editionId: number | null },
): Promise<boolean> {
  const rows = await db
    .select({ id: productPlatforms.id })
    .from(productPlatforms)
    .where(
      and(
        eq(productPlatforms.productId, entry.productId),
        eq(productPlatforms.platformId, entry.platformId),
        eq(productPlatforms.regionId, entry.regionId),
        sql`coalesce(${productPlatforms.editionId}, 0) = ${entry.editionId ?? 0}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertEntry(db: Db, entry: typeof productPlatforms.$inferInsert) {
  const [row] = await db.insert(productPlatforms).values(entry).returning();
  if (!row) throw new Error('the platform entry was not stored');
  return row;
}

export async function updateEntryPrices(
  db: Db,
  entryId: number,
  prices: { priceMinor: number; salePriceMinor: number | null },
) {
  await db.update(productPlatforms).set(prices).where(eq(productPlatforms.id, entryId));
}

export async function deleteEntry(db: Db, entryId: number) {
  await db.delete(productPlatforms).where(eq(productPlatforms.id, entryId));
}

/** Replaces one picture's stored sizes. */
export async function replaceImage(
  db: Db,
  image: { productId: number; kind: 'cover' | 'screenshot'; position: number },
  sizes: readonly { size: string; webp: Buffer }[],
) {
  await deleteImage(db, image);
  await db.insert(productImages).values(sizes.map((s) => ({ ...image, ...s })));
}

/** Removes one picture's stored sizes; whether there were any. */
export async function deleteImage(
  db: Db,
  image: { productId: number; kind: 'cover' | 'screenshot'; position: number },
): Promise<boolean> {
  const removed = await db
    .delete(productImages)
    .where(
      and(
        eq(productImages.productId, image.productId),
        eq(productImages.kind, image.kind),
        eq(productImages.position, image.position),
      ),
    )
    .returning({ size: productImages.size });
  return removed.length > 0;
}

/** The product's screenshot positions, in order. */
export async function findScreenshotPositions(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ position: screenshots.position })
    .from(screenshots)
    .where(eq(screenshots.productId, productId))
    .orderBy(asc(screenshots.position));
  return rows.map((r) => r.position);
}

export async function insertScreenshot(
  db: Db,
  shot: { productId: number; position: number; caption: string },
) {
  await db.insert(screenshots).values(shot);
}

/** Removes a screenshot; whether it was there. */
export async function deleteScreenshot(
  db: Db,
  productId: number,
  position: number,
): Promise<boolean> {
  const removed = await db
    .delete(screenshots)
    .where(and(eq(screenshots.productId, productId), eq(screenshots.position, position)))
    .returning({ position: screenshots.position });
  return removed.length > 0;
}
