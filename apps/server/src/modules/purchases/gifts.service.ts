import type { Language } from '@store/shared/constants';
import type {
  GiftBody,
  GiftClaimReply,
  GiftPreview,
  GiftReply,
} from '@store/shared/schemas/purchases';
import { newPublicId, newSecretToken } from '../../lib/random-ids';
import { sha256 } from '../../lib/sha256';
import { writeOutbox } from '../outbox/outbox.repository';
import { claimGiftRow, findGift, findUserEmail, insertGift, lockGift } from './gifts.repository';
import { ownerRefusal } from './key-activation.service';
import { findGiftsOfKey, findKeyRef, lockOwnedKey, lockPurchase } from './owned-keys.repository';
import { giverName } from './purchase-mails';
import { fail, ok } from '../../lib/result';
import type { PurchaseContext, PurchaseResult } from './purchase-results';

/**
 * Sends a hidden key to a friend by e-mail (POST /users/gifts). Only its owner may, only
 * while it was never revealed and no other gift of it is open, and not to their own
 * address. The random claim token leaves the store in the `gift.sent` event, whose handler
 * mails the link and then drops the token; the gift keeps only its hash. From now on the
 * order cannot be refunded.
 */
export async function sendGift(
  ctx: PurchaseContext,
  userId: number,
  input: GiftBody,
): Promise<PurchaseResult<GiftReply>> {
  const ref = await findKeyRef(ctx.db, input.keyId);
  if (!ref) return fail('key-not-found');
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchase(tx, ref.orderId);
    const key = await lockOwnedKey(tx, ref.id);
    if (!order || !key) return fail('key-not-found');
    const giftsOfKey = await findGiftsOfKey(tx, key.id);
    const refusal = ownerRefusal(order, key, giftsOfKey, userId);
    if (refusal) return fail(refusal === 'key-gifted' ? 'gift-already-sent' : refusal);
    if (key.revealedAt) return fail('gift-revealed');
    if (giftsOfKey.some((g) => g.claimedAt === null)) return fail('gift-already-sent');
    const ownEmail = await findUserEmail(tx, userId);
    if (ownEmail?.toLowerCase() === input.email.toLowerCase()) return fail('gift-to-self');

    const token = newSecretToken();
    const giftId = newPublicId('gft');
    await insertGift(tx, {
      publicId: giftId,
      orderKeyId: key.id,
      giverUserId: userId,
      recipientEmail: input.email,
      // Only the token's hash is kept, so the table alone claims nothing.
      tokenHash: sha256(token),
      createdAt: ctx.now(),
    });
    await writeOutbox(tx, [
      {
        topic: 'gift.sent',
        payload: {
          giftId,
          token,
          recipientEmail: input.email,
          giverUserId: userId,
          keyId: key.publicId,
          orderId: order.publicId,
        },
      },
    ]);
    return ok({ giftId, keyId: key.publicId, recipientEmail: input.email });
  });
}

/**
 * What a gift link gives, for anyone holding the link (GET /gifts/preview); a giver without a
 * name is named in the reader's language.
 */
export async function previewGift(
  ctx: PurchaseContext,
  token: string,
  language: Language,
): Promise<PurchaseResult<GiftPreview>> {
  const gift = await findGift(ctx.db, { tokenHash: sha256(token) });
  if (!gift) return fail('gift-not-found');
  const claimed = gift.claimedAt !== null;
  if (!claimed && gift.voidedAt) return fail('gift-unavailable');
  return ok({
    title: gift.title,
    platformName: gift.platformName,
    giverName: giverName(gift.giverFirstName, language),
    claimed,
  });
}

/**
 * Claims a gift for the signed-in customer (POST /users/gifts/claim): the key becomes
 * theirs, to reveal like their own. The link is what entitles: whoever holds it and signs
 * in may claim, except the giver. Claiming again by the same customer answers as the first
 * time; by anyone else, the gift is already claimed.
 */
export async function claimGift(
  ctx: PurchaseContext,
  userId: number,
  token: string,
): Promise<PurchaseResult<GiftClaimReply>> {
  const found = await findGift(ctx.db, { tokenHash: sha256(token) });
  if (!found) return fail('gift-not-found');
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchase(tx, found.orderId);
    const key = await lockOwnedKey(tx, found.orderKeyId);
    const gift = await lockGift(tx, found.id);
    if (!order || !key || !gift) return fail('gift-not-found');
    const reply = { keyId: key.publicId, title: key.title };
    if (gift.claimedAt) {
      return gift.claimedByUserId === userId ? ok(reply) : fail('gift-claimed');
    }
    if (found.giverUserId === userId) return fail('gift-own-claim');
    if (key.voidedAt || order.status === 'refunded' || key.ownerUserId !== found.giverUserId) {
      return fail('gift-unavailable');
    }
    await claimGiftRow(tx, found, userId, ctx.now());
    await writeOutbox(tx, [
      {
        topic: 'gift.claimed',
        payload: {
          giftId: found.publicId,
          keyId: key.publicId,
          giverUserId: found.giverUserId,
          claimerUserId: userId,
        },
      },
    ]);
    return ok(reply);
  });
}
