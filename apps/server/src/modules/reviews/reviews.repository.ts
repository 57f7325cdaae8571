import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/catalogue';
import type { Db } from '../../db/types';
import { writeOutbox } from '../outbox/outbox.repository';

export type ReviewRow = typeof reviews.$inferSelect;

/** One page of a product's reviews, newest first. */
export const findReviewPage = (db: Db, productId: number, limit: number, offset: number) =>
  db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);

/**
 * Writes the customer's review of a product, replacing their earlier one in the same
 * statement (the unique index on product and user), and says which of the two happened.
 * Announces it (`review.posted`) in the same transaction.
 */
export async function upsertReview(
  db: Db,
  row: Omit<typeof reviews.$inferInsert, 'id'> & { userId: number; createdAt: Date },
): Promise<{ review: ReviewRow; replaced: boolean }> {
  return db.transaction(async (tx) => {
    const [written] = await tx
      .insert(reviews)
      .values(row)
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        targetWhere: sql`user_id is not null`,
        set: {
          authorName: row.authorName,
          rating: row.rating,
          comment: row.comment,
          verifiedPurchase: row.verifiedPurchase,
          createdAt: row.createdAt,
        },
      })
      // xmax is 0 for a row this statement inserted, and set for one it updated.
      .returning({ ...getTableColumns(reviews), replaced: sql<boolean>`(xmax <> 0)` });
    if (!written) throw new Error('The review was not written');
    const { replaced, ...review } = written;
    await writeOutbox(tx, [
      {
        topic: 'review.posted',
        payload: {
          reviewId: review.id,
          productId: review.productId,
          userId: row.userId,
          rating: review.rating,
          verifiedPurchase: review.verifiedPurchase,
          replaced,
        },
      },
    ]);
    return { review, replaced };
  });
}

/** The customer's own review of a product, if any. */
export async function findOwnReview(db: Db, productId: number, userId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row;
}
