import type { Db } from '../../db/types';
import { fail, ok, type Result } from '../../lib/result';
import { writeOutbox } from '../outbox/outbox.repository';
import { insertAudit } from '../staff/staff.repository';
import type { Actor } from './key-stock-context';
import {
  entryExists,
  findStockEntry,
  markLowStockCrossings,
  saveThreshold,
  type StockEntryRow,
} from './key-stock.repository';

/**
 * Re-arms the alerts of the given entries that are back above their threshold, and announces
 * (`stock.low`) each one that has just fallen to or below it, once per crossing. Call it in
 * the transaction that changed the stock, or right after.
 */
export async function checkLowStock(
  db: Db,
  entryIds: readonly number[],
  now: Date,
): Promise<number> {
  const crossed = await markLowStockCrossings(db, entryIds, now);
  await writeOutbox(
    db,
    crossed.map((c) => ({
      topic: 'stock.low' as const,
      payload: {
        entryId: c.entryId,
        available: c.available,
        threshold: c.threshold,
        at: now.toISOString(),
      },
    })),
  );
  return crossed.length;
}

/**
 * Sets an entry's low-stock threshold (null turns the alert off), on the audit log, and
 * checks the entry against it at once: setting it above the stock counts as a crossing.
 */
export async function setStockThreshold(
  db: Db,
  input: { entryId: number; threshold: number | null; actor: Actor; now: Date },
): Promise<Result<StockEntryRow, { reason: 'entry-not-found' }>> {
  return db.transaction(async (tx) => {
    if (!(await entryExists(tx, input.entryId))) return fail('entry-not-found');
    const before = await saveThreshold(tx, input.entryId, input.threshold, input.now);
    await checkLowStock(tx, [input.entryId], input.now);
    await insertAudit(tx, {
      staffUserId: input.actor.userId,
      staffEmail: input.actor.email,
      action: 'stock.threshold',
      targetType: 'platform_entry',
      targetId: String(input.entryId),
      before: { threshold: before },
      after: { threshold: input.threshold },
      ip: input.actor.ip,
      at: input.now,
    });
    const entry = await findStockEntry(tx, input.entryId);
    if (!entry) throw new Error('The platform entry vanished');
    return ok(entry);
  });
}
