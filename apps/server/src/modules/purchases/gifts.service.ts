import { createHash, randomBytes } from 'node:crypto';
import type {
  GiftBody,
  GiftClaimReply,
  GiftPreview,
  GiftReply,
} from '@store/shared/schemas/purchases';
import { writeOutbox } from '../orders/outbox.repository';
import { claimGiftRow, findGift, findUserEmail, insertGift, lockGift } from './gifts.repository';
import { ownerRefusal } from './key-activation.service';
import { findGiftsOfKey, findKeyRef, lockOwnedKey, lockPurchase } from './owned-keys.repository';
import { giverName } from './purchase-mails';
import { refuse, succeed, type PurchaseContext, type PurchaseResult } from './purchase-results';

/** How a claim token is kept: only its SHA-256, so the table alone claims nothing. */
export const hashGiftToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const newGiftId = (): string => `gft_${randomBytes(12).toString('base64url')}`;

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
  if (!ref) return refuse('key-not-found');
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchase(tx, ref.orderId);
    const key = await lockOwnedKey(tx, ref.id);
    if (!order || !key) return refuse('key-not-found');
    const giftsOfKey = await findGiftsOfKey(tx, key.id);
    const refusal = ownerRefusal(order, key, giftsOfKey, userId);
    if (refusal) return refuse(refusal === 'key-gifted' ? 'gift-already-sent' : refusal);
    if (key.revealedAt) return refuse('gift-revealed');
    if (giftsOfKey.some((g) => g.claimedAt === null)) return refuse('gift-already-sent');
    const ownEmail = await findUserEmail(tx, userId);
    if (ownEmail?.toLowerCase() === input.email.toLowerCase()) return refuse('gift-to-self');

    const token = randomBytes(32).toString('base64url');
    const giftId = newGiftId();
    await insertGift(tx, {
      publicId: giftId,
      orderKeyId: key.id,
      giverUserId: userId,
      recipientEmail: input.email,
      tokenHash: hashGiftToken(token),
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
    return succeed({ giftId, keyId: key.publicId, recipientEmail: input.email });
  });
}

/** What a gift link gives, for anyone holding the link (GET /gifts/preview). */
export async function previewGift(
  ctx: PurchaseContext,
  token: string,
): Promise<PurchaseResult<GiftPreview>> {
  const gift = await findGift(ctx.db, { tokenHash: hashGiftToken(token) });
  if (!gift) return refuse('gift-not-found');
  const claimed = gift.claimedAt !== null;
  if (!claimed && gift.voidedAt) return refuse('gift-unavailable');
  return succeed({
    title: gift.title,
    platformName: gift.platformName,
    giverName: giverName(gift.giverFirstName),
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
  const found = await findGift(ctx.db, { tokenHash: hashGiftToken(token) });
  if (!found) return refuse('gift-not-found');
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchase(tx, found.orderId);
    const key = await lockOwnedKey(tx, found.orderKeyId);
    const gift = await lockGift(tx, found.id);
    if (!order || !key || !gift) return refuse('gift-not-found');
    const reply = { keyId: key.publicId, title: key.title };
    if (gift.claimedAt) {
      return gift.claimedByUserId === userId ? succeed(reply) : refuse('gift-claimed');
    }
    if (found.giverUserId === userId) return refuse('gift-own-claim');
    if (key.voidedAt || order.status === 'refunded' || key.ownerUserId !== found.giverUserId) {
      return refuse('gift-unavailable');
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
    return succeed(reply);
  });
}
