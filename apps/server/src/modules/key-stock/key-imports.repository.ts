import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { KeyFileBadLine, KeyImportMode } from '@store/shared/schemas/key-stock';
import { keyImports, productKeys } from '../../db/schema/stock';
import type { Db } from '../../db/types';

// Key imports: their progress rows, the fingerprint checks against stock and the batched
// inserts; and the start-up backfill of fingerprints for keys stored before they existed.

export type KeyImportRow = typeof keyImports.$inferSelect;

/** The fingerprints among `fingerprints` that a key in stock already has (any status). */
export async function findStockedFingerprints(
  db: Db,
  fingerprints: readonly string[],
): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const rows = await db
    .select({ fingerprint: productKeys.fingerprint })
    .from(productKeys)
    .where(inArray(productKeys.fingerprint, [...fingerprints]));
  return new Set(rows.flatMap((r) => (r.fingerprint ? [r.fingerprint] : [])));
}

/**
 * Adds keys to an entry's stock, skipping any whose fingerprint is already stocked (by an
 * earlier file, or an import running beside this one); returns the fingerprints added.
 */
export async function insertKeys(
  db: Db,
  entryId: number,
  keys: readonly { encryptedKey: string; fingerprint: string }[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const added = await db
    .insert(productKeys)
    .values(keys.map((k) => ({ productPlatformId: entryId, ...k })))
    .onConflictDoNothing({ target: productKeys.fingerprint })
    .returning({ fingerprint: productKeys.fingerprint });
  return new Set(added.flatMap((r) => (r.fingerprint ? [r.fingerprint] : [])));
}

export async function insertImport(
  db: Db,
  row: {
    id: string;
    entryId: number;
    mode: KeyImportMode;
    fileName: string | null;
    total: number;
    processed: number;
    rejected: number;
    report: KeyFileBadLine[];
    createdBy: number;
    now: Date;
  },
): Promise<KeyImportRow> {
  const [inserted] = await db
    .insert(keyImports)
    .values({
      id: row.id,
      productPlatformId: row.entryId,
      mode: row.mode,
      fileName: row.fileName,
      status: 'running',
      total: row.total,
      processed: row.processed,
      rejected: row.rejected,
      report: row.report,
      createdBy: row.createdBy,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning();
  if (!inserted) throw new Error('The key import was not stored');
  return inserted;
}

/** Counts one more batch in, with the lines it refused (already in stock by then). */
export async function recordImportBatch(
  db: Db,
  id: string,
  batch: { processed: number; imported: number; refused: readonly KeyFileBadLine[] },
  reportCap: number,
  now: Date,
): Promise<void> {
  await db
    .update(keyImports)
    .set({
      processed: sql`${keyImports.processed} + ${batch.processed}`,
      imported: sql`${keyImports.imported} + ${batch.imported}`,
      rejected: sql`${keyImports.rejected} + ${batch.refused.length}`,
      report:
        batch.refused.length === 0
          ? keyImports.report
          : sql`case when jsonb_array_length(${keyImports.report}) >= ${reportCap} then ${keyImports.report}
              else ${keyImports.report} || ${JSON.stringify(batch.refused)}::jsonb end`,
      updatedAt: now,
    })
    .where(eq(keyImports.id, id));
}

/** Ends an import: done, or failed with what went wrong. */
export async function finishImport(
  db: Db,
  id: string,
  end: { status: 'done' | 'failed'; error?: string; now: Date },
): Promise<KeyImportRow | undefined> {
  const [row] = await db
    .update(keyImports)
    .set({ status: end.status, error: end.error ?? null, finishedAt: end.now, updatedAt: end.now })
    .where(eq(keyImports.id, id))
    .returning();
  return row;
}

export async function findImport(db: Db, id: string): Promise<KeyImportRow | undefined> {
  const [row] = await db.select().from(keyImports).where(eq(keyImports.id, id));
  return row;
}

/**
 * Marks failed the imports still running whose last batch is older than `staleBefore`: the
 * process running them stopped. Their committed batches stay; importing the file again adds
 * only the keys still missing.
 */
export async function failStaleImports(db: Db, staleBefore: Date, now: Date, error: string) {
  const rows = await db
    .update(keyImports)
    .set({ status: 'failed', error, finishedAt: now, updatedAt: now })
    .where(and(eq(keyImports.status, 'running'), lt(keyImports.updatedAt, staleBefore)))
    .returning({ id: keyImports.id });
  return rows.length;
}

/** The next keys without a fingerprint after `afterId`, in id order. */
export async function findUnfingerprintedKeys(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: productKeys.id,
      entryId: productKeys.productPlatformId,
      encryptedKey: productKeys.encryptedKey,
      status: productKeys.status,
    })
    .from(productKeys)
    .where(and(isNull(productKeys.fingerprint), gt(productKeys.id, afterId)))
    .orderBy(asc(productKeys.id))
    .limit(limit);
}

/** Stores fingerprints computed by the backfill, one statement for the batch. */
export async function saveFingerprints(
  db: Db,
  rows: readonly { id: number; fingerprint: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${productKeys} set fingerprint = r.fingerprint
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(id bigint, fingerprint text)
    where ${productKeys.id} = r.id`);
}

/**
 * Takes a key found to repeat one already in stock off sale, if it is still available;
 * returns whether it was.
 */
export async function voidDuplicateKey(
  db: Db,
  keyId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(productKeys)
    .set({ status: 'voided', voidReason: reason, voidedAt: now })
    .where(and(eq(productKeys.id, keyId), eq(productKeys.status, 'available')))
    .returning({ id: productKeys.id });
  return rows.length === 1;
}
