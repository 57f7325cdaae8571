import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { productPlatforms, products } from '../../db/schema/catalogue';
import { gifts, orderKeys } from '../../db/schema/fulfilment';
import { platforms } from '../../db/schema/lookups';
import { orderLines } from '../../db/schema/orders';
import type { Db } from '../../db/types';

export type NewGift = typeof gifts.$inferInsert;

/** Stores a sent gift; the unique open-gift index refuses a second open gift of one key. */
export async function insertGift(db: Db, gift: NewGift): Promise<void> {
  await db.insert(gifts).values(gift);
}

/** A customer's e-mail address, to refuse a gift to themselves. */
export async function findUserEmail(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/**
 * A gift with what its link shows and what its e-mail says: the product, the platform, the
 * giver's first name and address, and the key's state. Looked up by id or by token hash.
 */
export async function findGift(db: Db, where: { tokenHash: string } | { publicId: string }) {
  const [row] = await db
    .select({
      id: gifts.id,
      publicId: gifts.publicId,
      orderKeyId: gifts.orderKeyId,
      orderId: orderKeys.orderId,
      keyPublicId: orderKeys.publicId,
      giverUserId: gifts.giverUserId,
      giverFirstName: users.firstName,
      giverEmail: users.email,
      /** The giver's language, which the gift mails are written in. */
      giverLanguage: users.language,
      recipientEmail: gifts.recipientEmail,
      claimedAt: gifts.claimedAt,
      claimedByUserId: gifts.claimedByUserId,
      voidedAt: orderKeys.voidedAt,
      title: products.title,
      platformName: platforms.name,
    })
    .from(gifts)
    .innerJoin(orderKeys, eq(orderKeys.id, gifts.orderKeyId))
    .innerJoin(users, eq(users.id, gifts.giverUserId))
    .innerJoin(orderLines, eq(orderLines.id, orderKeys.orderLineId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productPlatforms, eq(productPlatforms.id, orderLines.platformGroupId))
    .innerJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .where(
      'tokenHash' in where
        ? eq(gifts.tokenHash, where.tokenHash)
        : eq(gifts.publicId, where.publicId),
    );
  return row;
}
export type GiftDetails = NonNullable<Awaited<ReturnType<typeof findGift>>>;

/** A gift's claim state, locked after its key's order and the key. */
export async function lockGift(db: Db, id: number) {
  const [row] = await db
    .select({ claimedAt: gifts.claimedAt, claimedByUserId: gifts.claimedByUserId })
    .from(gifts)
    .where(eq(gifts.id, id))
    .for('update');
  return row;
}

/** Hands the key to the claimer and closes the gift. */
export async function claimGiftRow(
  db: Db,
  gift: { id: number; orderKeyId: number },
  userId: number,
  now: Date,
): Promise<void> {
  await db.update(orderKeys).set({ ownerUserId: userId }).where(eq(orderKeys.id, gift.orderKeyId));
  const claimed = await db
    .update(gifts)
    .set({ claimedAt: now, claimedByUserId: userId })
    .where(and(eq(gifts.id, gift.id), isNull(gifts.claimedAt)))
    .returning({ id: gifts.id });
  if (claimed.length !== 1) throw new Error(`Gift ${gift.id} was claimed already`);
}
