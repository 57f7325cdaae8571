import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { KeyStatus } from '@store/shared/schemas/key-stock';
import { users } from '../../db/schema/accounts';
import { editions, productPlatforms, products } from '../../db/schema/catalogue';
import { platforms, regions } from '../../db/schema/lookups';
import { orderLines, orders } from '../../db/schema/orders';
import { staffMembers } from '../../db/schema/staff';
import { productKeys, stockThresholds } from '../../db/schema/stock';
import type { Db } from '../../db/types';

// Stock levels, thresholds and low-stock crossings, and the keys of an entry as staff see
// them. Counts are correlated lookups on (product_platform_id, status), so only the page's
// own entries are counted.

const countOf = (status: KeyStatus): SQL<number> =>
  sql<number>`(select count(*)::int from ${productKeys} k where k.product_platform_id = ${productPlatforms.id} and k.status = ${status})`;

const availableNow = sql<number>`(select count(*)::int from ${productKeys} k where k.product_platform_id = ${stockThresholds.productPlatformId} and k.status = 'available')`;

const entryColumns = {
  entryId: productPlatforms.id,
  productId: products.id,
  title: products.title,
  platform: platforms.name,
  edition: editions.name,
  region: regions.name,
  available: countOf('available'),
  reserved: countOf('reserved'),
  sold: countOf('sold'),
  voided: countOf('voided'),
  threshold: stockThresholds.threshold,
  lowSince: stockThresholds.lowSince,
};

export type StockEntryRow = {
  entryId: number;
  productId: number;
  title: string;
  platform: string;
  edition: string | null;
  region: string;
  available: number;
  reserved: number;
  sold: number;
  voided: number;
  threshold: number | null;
  lowSince: Date | null;
};

function entryQuery(db: Db) {
  return db
    .select(entryColumns)
    .from(productPlatforms)
    .innerJoin(products, eq(products.id, productPlatforms.productId))
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .innerJoin(regions, eq(regions.id, productPlatforms.regionId))
    .leftJoin(editions, eq(editions.id, productPlatforms.editionId))
    .leftJoin(stockThresholds, eq(stockThresholds.productPlatformId, productPlatforms.id));
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of platform entries by product title, optionally those whose title contains `q`;
 * `lowOnly` keeps the entries at or below their threshold.
 */
export async function listStockEntries(
  db: Db,
  filter: { q?: string | undefined; lowOnly: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: StockEntryRow[]; total: number }> {
  const where = and(
    filter.q ? ilike(products.title, `%${escapeLike(filter.q)}%`) : undefined,
    filter.lowOnly
      ? and(
          isNotNull(stockThresholds.threshold),
          sql`${countOf('available')} <= ${stockThresholds.threshold}`,
        )
      : undefined,
  );
  const rows = await entryQuery(db)
    .where(where)
    .orderBy(asc(products.title), asc(productPlatforms.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(productPlatforms)
    .innerJoin(products, eq(products.id, productPlatforms.productId))
    .leftJoin(stockThresholds, eq(stockThresholds.productPlatformId, productPlatforms.id))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The entries whose low-stock alert is out (at or below their threshold), latest first. */
export async function listLowStockEntries(db: Db, limit: number): Promise<StockEntryRow[]> {
  return entryQuery(db)
    .where(isNotNull(stockThresholds.lowSince))
    .orderBy(desc(stockThresholds.lowSince), asc(productPlatforms.id))
    .limit(limit);
}

/** One entry's stock, or undefined when there is no such platform entry. */
export async function findStockEntry(db: Db, entryId: number): Promise<StockEntryRow | undefined> {
  const [row] = await entryQuery(db).where(eq(productPlatforms.id, entryId));
  return row;
}

/** True when the platform entry exists. */
export async function entryExists(db: Db, entryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productPlatforms.id })
    .from(productPlatforms)
    .where(eq(productPlatforms.id, entryId));
  return row !== undefined;
}

/** Sets (or with null removes) an entry's threshold; returns the one it had. */
export async function saveThreshold(
  db: Db,
  entryId: number,
  threshold: number | null,
  now: Date,
): Promise<number | null> {
  const [before] = await db
    .select({ threshold: stockThresholds.threshold })
    .from(stockThresholds)
    .where(eq(stockThresholds.productPlatformId, entryId))
    .for('update');
  if (threshold === null) {
    await db.delete(stockThresholds).where(eq(stockThresholds.productPlatformId, entryId));
  } else {
    await db
      .insert(stockThresholds)
      .values({ productPlatformId: entryId, threshold, updatedAt: now })
      .onConflictDoUpdate({
        target: stockThresholds.productPlatformId,
        set: { threshold, updatedAt: now },
      });
  }
  return before?.threshold ?? null;
}

/**
 * Re-arms the alerts of the entries now above their threshold, and marks the ones at or
 * below it whose alert is not out yet; returns those newly low. The row lock of the UPDATE
 * makes two evaluations racing see one crossing, not two.
 */
export async function markLowStockCrossings(
  db: Db,
  entryIds: readonly number[],
  now: Date,
): Promise<{ entryId: number; threshold: number; available: number }[]> {
  if (entryIds.length === 0) return [];
  const ids = [...new Set(entryIds)];
  await db
    .update(stockThresholds)
    .set({ lowSince: null })
    .where(
      and(
        inArray(stockThresholds.productPlatformId, ids),
        isNotNull(stockThresholds.lowSince),
        sql`${availableNow} > ${stockThresholds.threshold}`,
      ),
    );
  return db
    .update(stockThresholds)
    .set({ lowSince: now })
    .where(
      and(
        inArray(stockThresholds.productPlatformId, ids),
        isNull(stockThresholds.lowSince),
        sql`${availableNow} <= ${stockThresholds.threshold}`,
      ),
    )
    .returning({
      entryId: stockThresholds.productPlatformId,
      threshold: stockThresholds.threshold,
      available: availableNow,
    });
}

/** The platform entries of an order's lines, by the order's public id. */
export async function findOrderEntryIds(db: Db, orderPublicId: string): Promise<number[]> {
  const rows = await db
    .select({ entryId: orderLines.platformGroupId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.publicId, orderPublicId));
  return rows.map((r) => r.entryId);
}

/** Who hears of low stock: every active admin and catalogue member. */
export async function findStockRecipients(
  db: Db,
): Promise<{ email: string; firstName: string | null }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(and(isNull(staffMembers.disabledAt), inArray(staffMembers.role, ['admin', 'catalogue'])))
    .orderBy(asc(users.id));
}

export type StockKeyRow = {
  id: number;
  status: KeyStatus;
  createdAt: Date;
  fingerprint: string | null;
  voidReason: string | null;
  voidedAt: Date | null;
};

/** One page of an entry's keys, newest first, without their text. */
export async function listEntryKeys(
  db: Db,
  entryId: number,
  status: KeyStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: StockKeyRow[]; total: number }> {
  const where = and(
    eq(productKeys.productPlatformId, entryId),
    status ? eq(productKeys.status, status) : undefined,
  );
  const rows = await db
    .select({
      id: productKeys.id,
      status: productKeys.status,
      createdAt: productKeys.createdAt,
      fingerprint: productKeys.fingerprint,
      voidReason: productKeys.voidReason,
      voidedAt: productKeys.voidedAt,
    })
    .from(productKeys)
    .where(where)
    .orderBy(desc(productKeys.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(productKeys)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A key's status and entry, locked for the change that follows. */
export async function lockKey(db: Db, keyId: number) {
  const [row] = await db
    .select({
      id: productKeys.id,
      entryId: productKeys.productPlatformId,
      status: productKeys.status,
    })
    .from(productKeys)
    .where(eq(productKeys.id, keyId))
    .for('update');
  return row;
}

/** Takes an available key off sale for good; false when it is no longer available. */
export async function voidAvailableKey(
  db: Db,
  keyId: number,
  change: { reason: string; by: number | null; at: Date },
): Promise<boolean> {
  const voided = await db
    .update(productKeys)
    .set({ status: 'voided', voidReason: change.reason, voidedAt: change.at, voidedBy: change.by })
    .where(and(eq(productKeys.id, keyId), eq(productKeys.status, 'available')))
    .returning({ id: productKeys.id });
  return voided.length === 1;
}
