import type { KeyStatus } from '@store/shared/schemas/key-stock';
import type { Db } from '../../db/types';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../staff/staff.repository';
import type { Actor } from './key-stock-context';
import { lockKey, voidAvailableKey } from './key-stock.repository';
import { checkLowStock } from './stock-levels.service';

export type VoidKeyFailure =
  { reason: 'key-not-found' } | { reason: 'key-not-available'; status: KeyStatus };

/**
 * Takes an available key off sale for good, with the reason, on the audit log; a reserved,
 * sold or already voided key is refused. Checkout only ever holds available keys, so a voided
 * key is never sold. The entry's low-stock alert is checked in the same transaction.
 */
export async function voidKey(
  db: Db,
  input: { keyId: number; reason: string; actor: Actor; now: Date },
): Promise<Result<{ keyId: number; entryId: number }, VoidKeyFailure>> {
  return db.transaction(async (tx) => {
    const key = await lockKey(tx, input.keyId);
    if (!key) return fail('key-not-found');
    if (key.status !== 'available')
      return fail({ reason: 'key-not-available', status: key.status });
    const voided = await voidAvailableKey(tx, key.id, {
      reason: input.reason,
      by: input.actor.userId,
      at: input.now,
    });
    if (!voided) return fail({ reason: 'key-not-available', status: key.status });
    await insertAudit(tx, {
      staffUserId: input.actor.userId,
      staffEmail: input.actor.email,
      action: 'stock.void',
      targetType: 'product_key',
      targetId: String(key.id),
      before: { status: 'available', entryId: key.entryId },
      after: { status: 'voided', entryId: key.entryId, reason: input.reason },
      ip: input.actor.ip,
      at: input.now,
    });
    await checkLowStock(tx, [key.entryId], input.now);
    return ok({ keyId: key.id, entryId: key.entryId });
  });
}
