import type { KeyActivationBody, KeyActivationReply } from '@store/shared/schemas/purchases';
import { platformFamilyOf } from './order-summary.presenter';
import {
  findGiftsOfKey,
  findInvoicePublicId,
  findKeyRef,
  lockOwnedKey,
  lockPurchase,
  markRevealed,
  type LockedKey,
  type LockedPurchase,
} from './owned-keys.repository';
import { fail, ok } from '../../lib/result';
import type { PurchaseContext, PurchaseRefusal, PurchaseResult } from './purchase-results';

/**
 * Whether `userId` may use the key as its owner, else why not. A giver asking about a key
 * they gave away learns that it was gifted; anyone else learns nothing, as for an unknown
 * key. A refunded order's keys are void; an undelivered order's are not theirs yet.
 */
export function ownerRefusal(
  order: LockedPurchase,
  key: LockedKey,
  giftsOfKey: readonly { giverUserId: number; claimedAt: Date | null }[],
  userId: number,
): PurchaseRefusal | null {
  if (key.ownerUserId !== userId) {
    return giftsOfKey.some((g) => g.giverUserId === userId) ? 'key-gifted' : 'key-not-found';
  }
  if (key.voidedAt || order.status === 'refunded') return 'key-refunded';
  if (order.status !== 'delivered') return 'key-not-delivered';
  return null;
}

/**
 * Shows a key to its owner (POST /users/key-activation). The first reveal is stamped, which
 * ends the order's right to an instant refund; asking again shows the same key and keeps
 * the first moment. The buyer names the key with their order's invoice id (spec section 7).
 * A friend who claimed the key as a gift holds no invoice of the giver's: ownership alone
 * (the claimed gift) entitles them, and their invoiceId is not compared. A key in an open
 * gift, of a refunded order, or given away is refused.
 */
export async function revealKey(
  ctx: PurchaseContext,
  userId: number,
  input: KeyActivationBody,
): Promise<PurchaseResult<KeyActivationReply>> {
  const ref = await findKeyRef(ctx.db, input.keyId);
  if (!ref) return fail('key-not-found');
  return ctx.db.transaction(async (tx) => {
    // The order first: a refund of the same order waits here, or this waits for it.
    const order = await lockPurchase(tx, ref.orderId);
    const key = await lockOwnedKey(tx, ref.id);
    if (!order || !key) return fail('key-not-found');
    const giftsOfKey = await findGiftsOfKey(tx, key.id);
    const refusal = ownerRefusal(order, key, giftsOfKey, userId);
    if (refusal) return fail(refusal);
    if (order.userId === userId && (await findInvoicePublicId(tx, order.id)) !== input.invoiceId) {
      return fail('key-not-found');
    }
    if (giftsOfKey.some((g) => g.claimedAt === null)) return fail('key-gifted');
    const revealedAt = key.revealedAt ?? (await markRevealed(tx, key.id, userId, ctx.now()));
    return ok({
      key: ctx.keyVault.decrypt(key.encryptedKey, key.platformGroupId),
      keyId: key.publicId,
      revealedAt: revealedAt.toISOString(),
      platformFamily: platformFamilyOf(key.platformId),
    });
  });
}
