import type { Db } from '../../db/types';
import { refreshProductSearch } from '../../db/search-documents';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { forgetProductCounts } from '../catalog/product-counts';
import { writeOutbox } from '../outbox/outbox.repository';
import { insertAudit } from '../staff/staff.repository';
import { findProductRow, type ProductRow } from './catalogue-admin.repository';

/** Who changes the catalogue, for the audit log. */
export type CatalogueActor = { userId: number; email: string; ip: string };
/** What the catalogue's back-office services need: the database and a clock. */
export type CatalogueContext = { db: Db; now: () => Date };

export type ProductNotFound = Failure<'product-not-found'>;

/** What one change did, for the audit log: the changed fields before and after. */
export type ChangeRecord = {
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/** Thrown inside the transaction to undo it with an expected failure. */
class RolledBack<F extends Failure> extends Error {
  constructor(readonly failure: F) {
    super(failure.reason);
  }
}

/**
 * Only the fields whose values differ, before and after (compared as JSON), so the audit
 * log names what really changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/**
 * Records a committed-together change of a product: its audit entry (changed fields only),
 * the `catalogue.changed` event and the product's rebuilt search document.
 */
export async function recordChange(
  tx: Db,
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  record: ChangeRecord,
): Promise<void> {
  const { before, after } = changedFields(record.before, record.after);
  await insertAudit(tx, {
    staffUserId: actor.userId,
    staffEmail: actor.email,
    action: record.action,
    targetType: 'product',
    targetId: String(productId),
    before,
    after,
    ip: actor.ip,
    at: ctx.now(),
  });
  await writeOutbox(tx, [
    { topic: 'catalogue.changed', payload: { productId, action: record.action } },
  ]);
  await refreshProductSearch(tx, [productId]);
}

/**
 * Runs one change of a product in a transaction with its row locked: the change itself, its
 * audit entry, the `catalogue.changed` event and the product's search document commit
 * together, or nothing does (a failure the change returns undoes what it wrote). Then this
 * instance forgets its remembered totals at once; other listeners hear the event.
 */
export async function changeProduct<F extends Failure>(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  change: (tx: Db, product: ProductRow) => Promise<Result<ChangeRecord, F>>,
): Promise<Result<ProductRow, F | ProductNotFound>> {
  try {
    const product = await ctx.db.transaction(async (tx) => {
      const row = await findProductRow(tx, productId, true);
      if (!row) throw new RolledBack<ProductNotFound>({ reason: 'product-not-found' });
      const result = await change(tx, row);
      if (!result.ok) throw new RolledBack(result.failure);
      await recordChange(tx, ctx, actor, productId, result.value);
      return row;
    });
    forgetProductCounts(ctx.db);
    return ok(product);
  } catch (error) {
    if (error instanceof RolledBack) return fail(error.failure as F | ProductNotFound);
    throw error;
  }
}
