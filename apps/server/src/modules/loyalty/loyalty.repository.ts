import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sum } from 'drizzle-orm';
import type { LoyaltyFacts, LoyaltyOrderFact } from '@store/shared/rules/loyalty';
import type { POINTS_KINDS } from '@store/shared/schemas/loyalty';
import { editions, productPlatforms, products, reviews } from '../../db/schema/catalogue';
import {
  loyaltyAccounts,
  loyaltyAchievements,
  loyaltyOrders,
  loyaltyPoints,
  loyaltyReviews,
  loyaltySignInDays,
} from '../../db/schema/loyalty';
import { orderLines, orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';

export type PointsKind = (typeof POINTS_KINDS)[number];
export type PointsEntryRow = typeof loyaltyPoints.$inferSelect;
export type AchievementRow = typeof loyaltyAchievements.$inferSelect;

/**
 * Opens the customer's loyalty account if needed and locks it until the transaction ends, so
 * every loyalty change of one customer waits for the one before it. Returns its prestige.
 */
export async function lockAccount(tx: Db, userId: number): Promise<{ prestige: number }> {
  await tx.insert(loyaltyAccounts).values({ userId }).onConflictDoNothing();
  const [account] = await tx
    .select({ prestige: loyaltyAccounts.prestige })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, userId))
    .for('update');
  if (!account) throw new Error('The loyalty account was not opened');
  return account;
}

/** The customer's prestige without a lock; 0 before the account exists. */
export async function findPrestige(db: Db, userId: number): Promise<number> {
  const [account] = await db
    .select({ prestige: loyaltyAccounts.prestige })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, userId));
  return account?.prestige ?? 0;
}

/** An order as the order tables hold it, with what loyalty needs of each line's product. */
export async function findOrderSource(db: Db, orderPublicId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      rateMicros: orders.rateMicros,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .where(eq(orders.publicId, orderPublicId));
  if (!order) return undefined;
  const lines = await db
    .select({
      quantity: orderLines.quantity,
      platformId: productPlatforms.platformId,
      typeId: products.typeId,
      releaseDate: products.releaseDate,
      editionSlug: editions.slug,
    })
    .from(orderLines)
    .innerJoin(productPlatforms, eq(productPlatforms.id, orderLines.platformGroupId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(editions, eq(editions.id, productPlatforms.editionId))
    .where(eq(orderLines.orderId, order.id));
  return { ...order, lines };
}
export type OrderSource = NonNullable<Awaited<ReturnType<typeof findOrderSource>>>;

/** Stores the facts of a delivered order once; false when they were already stored. */
export async function insertOrderFact(
  tx: Db,
  userId: number,
  fact: LoyaltyOrderFact,
  refundedAt: Date | null,
): Promise<boolean> {
  const inserted = await tx
    .insert(loyaltyOrders)
    .values({
      orderId: fact.orderId,
      userId,
      amountEurMinor: fact.amountEurMinor,
      items: fact.items,
      platformIds: fact.platformIds,
      subscriptionMonths: fact.subscriptionMonths,
      launchPurchase: fact.launchPurchase,
      deliveredAt: new Date(fact.deliveredAt),
      refundedAt,
    })
    .onConflictDoNothing()
    .returning({ orderId: loyaltyOrders.orderId });
  return inserted.length > 0;
}

/** Marks a stored order refunded; false when it is not stored or was refunded already. */
export async function markOrderRefunded(tx: Db, orderId: string, at: Date): Promise<boolean> {
  const updated = await tx
    .update(loyaltyOrders)
    .set({ refundedAt: at })
    .where(and(eq(loyaltyOrders.orderId, orderId), isNull(loyaltyOrders.refundedAt)))
    .returning({ orderId: loyaltyOrders.orderId });
  return updated.length > 0;
}

/** Stores a review once, whoever asks again. */
export async function insertReviewFact(
  tx: Db,
  row: { reviewId: number; userId: number; postedAt: Date },
): Promise<void> {
  await tx.insert(loyaltyReviews).values(row).onConflictDoNothing();
}

/** Stores a UTC sign-in day ('YYYY-MM-DD') once. */
export async function insertSignInDay(tx: Db, userId: number, day: string): Promise<void> {
  await tx.insert(loyaltySignInDays).values({ userId, day }).onConflictDoNothing();
}

/** When a review was written, by the reviews table; undefined once it is deleted. */
export async function findReviewTime(db: Db, reviewId: number): Promise<Date | undefined> {
  const [review] = await db
    .select({ createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return review?.createdAt;
}

/**
 * Everything the loyalty rules read about one customer, in one query per fact table:
 * delivered orders that stand (not refunded), reviews and sign-in days.
 */
export async function readFacts(db: Db, userId: number): Promise<LoyaltyFacts> {
  // One after the other: the handlers read them inside their transaction, on one connection.
  const orderRows = await db
    .select({
      orderId: loyaltyOrders.orderId,
      amountEurMinor: loyaltyOrders.amountEurMinor,
      items: loyaltyOrders.items,
      platformIds: loyaltyOrders.platformIds,
      subscriptionMonths: loyaltyOrders.subscriptionMonths,
      launchPurchase: loyaltyOrders.launchPurchase,
      deliveredAt: loyaltyOrders.deliveredAt,
    })
    .from(loyaltyOrders)
    .where(and(eq(loyaltyOrders.userId, userId), isNull(loyaltyOrders.refundedAt)));
  const reviewRows = await db
    .select({ postedAt: loyaltyReviews.postedAt })
    .from(loyaltyReviews)
    .where(eq(loyaltyReviews.userId, userId));
  const dayRows = await db
    .select({ day: loyaltySignInDays.day })
    .from(loyaltySignInDays)
    .where(eq(loyaltySignInDays.userId, userId));
  return {
    orders: orderRows.map((o) => ({ ...o, deliveredAt: o.deliveredAt.toISOString() })),
    reviews: reviewRows.map((r) => ({ postedAt: r.postedAt.toISOString() })),
    signInDays: dayRows.map((d) => d.day),
  };
}

export type NewPointsEntry = {
  userId: number;
  kind: PointsKind;
  xp: number;
  sourceKey: string;
  reference: string | null;
  createdAt: Date;
};

/** Adds ledger entries; one whose source key is already there is skipped. Returns those added. */
export async function addPoints(
  tx: Db,
  entries: readonly NewPointsEntry[],
): Promise<{ sourceKey: string }[]> {
  if (entries.length === 0) return [];
  return tx
    .insert(loyaltyPoints)
    .values([...entries])
    .onConflictDoNothing({ target: loyaltyPoints.sourceKey })
    .returning({ sourceKey: loyaltyPoints.sourceKey });
}

/** The XP of one ledger entry, when it exists. */
export async function findEntryXp(db: Db, sourceKey: string): Promise<number | undefined> {
  const [entry] = await db
    .select({ xp: loyaltyPoints.xp })
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.sourceKey, sourceKey));
  return entry?.xp;
}

/** The sum of the customer's ledger: their XP since the last prestige (may dip below 0). */
export async function sumPoints(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ xp: sum(loyaltyPoints.xp).mapWith(Number) })
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.userId, userId));
  return row?.xp ?? 0;
}

/** One page of the customer's ledger, newest first, with how many entries there are. */
export async function findPointsPage(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ entries: PointsEntryRow[]; total: number }> {
  const entries = await db
    .select()
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.userId, userId))
    .orderBy(desc(loyaltyPoints.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.userId, userId));
  return { entries, total: counted?.total ?? 0 };
}

/** The customer's achievement rows, reached or taken back. */
export const findAchievements = (db: Db, userId: number): Promise<AchievementRow[]> =>
  db.select().from(loyaltyAchievements).where(eq(loyaltyAchievements.userId, userId));

/**
 * Records an achievement as reached now: a new row, or a taken-back one reached again as its
 * next generation (unseen again, so it toasts again).
 */
export async function saveAchievementReached(
  tx: Db,
  row: { userId: number; achievementId: string; generation: number; completedAt: Date },
): Promise<void> {
  await tx
    .insert(loyaltyAchievements)
    .values({ ...row, revokedAt: null, seenAt: null })
    .onConflictDoUpdate({
      target: [loyaltyAchievements.userId, loyaltyAchievements.achievementId],
      set: {
        generation: row.generation,
        completedAt: row.completedAt,
        revokedAt: null,
        seenAt: null,
      },
    });
}

/** Takes an achievement back (a refund undid it). */
export async function revokeAchievement(
  tx: Db,
  userId: number,
  achievementId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(loyaltyAchievements)
    .set({ revokedAt: at })
    .where(
      and(
        eq(loyaltyAchievements.userId, userId),
        eq(loyaltyAchievements.achievementId, achievementId),
      ),
    );
}

/** The customer's reached achievements not yet shown, oldest first. */
export const findUnseenAchievements = (db: Db, userId: number) =>
  db
    .select({
      achievementId: loyaltyAchievements.achievementId,
      completedAt: loyaltyAchievements.completedAt,
    })
    .from(loyaltyAchievements)
    .where(
      and(
        eq(loyaltyAchievements.userId, userId),
        isNull(loyaltyAchievements.revokedAt),
        isNull(loyaltyAchievements.seenAt),
      ),
    )
    .orderBy(asc(loyaltyAchievements.completedAt));

/** Marks the customer's own reached achievements among `ids` as shown. */
export async function markAchievementsSeen(
  db: Db,
  userId: number,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  await db
    .update(loyaltyAchievements)
    .set({ seenAt: at })
    .where(
      and(
        eq(loyaltyAchievements.userId, userId),
        inArray(loyaltyAchievements.achievementId, [...ids]),
        isNotNull(loyaltyAchievements.completedAt),
        isNull(loyaltyAchievements.seenAt),
      ),
    );
}

/** Sets the customer's prestige (their account is locked by the caller). */
export async function savePrestige(tx: Db, userId: number, prestige: number): Promise<void> {
  await tx.update(loyaltyAccounts).set({ prestige }).where(eq(loyaltyAccounts.userId, userId));
}
