import type {
  Review,
  ReviewBody,
  ReviewList,
  ReviewReply,
  ReviewsQuery,
} from '@store/shared/schemas/reviews';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { productExists, readReviewSummary } from '../catalog/catalog-reads';
import type { UserRow } from '../users/users.repository';
import { findReviewPage, upsertReview, type ReviewRow } from './reviews.repository';
import { hasBoughtProduct } from './verified-purchase';

const WITHOUT_NAME = 'BigKeys customer';

/** A name as given, or undefined when missing or the placeholder 'Unknown' (spec section 3). */
function given(name: string | null): string | undefined {
  const trimmed = name?.trim();
  return trimmed && trimmed.toLowerCase() !== 'unknown' ? trimmed : undefined;
}

/** How a review names its author: first name and last initial ("Ada L."). */
export function reviewAuthorName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  const first = given(user.firstName);
  const initial = Array.from(given(user.lastName) ?? '')[0]?.toUpperCase();
  if (!first) return initial ? `${WITHOUT_NAME} ${initial}.` : WITHOUT_NAME;
  return initial ? `${first} ${initial}.` : first;
}

function presentReview(row: ReviewRow, readerId: number | undefined): Review {
  return {
    _id: String(row.id),
    productId: String(row.productId),
    user: row.authorName,
    rating: row.rating,
    comment: row.comment,
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
    own: readerId !== undefined && row.userId === readerId,
  };
}

export type ReviewFailure = Failure<'product-not-found' | 'email-unverified'>;

/** A page of a product's reviews, newest first, with the average and count of all of them. */
export async function listReviews(
  db: Db,
  productId: number,
  query: ReviewsQuery,
  readerId: number | undefined,
): Promise<Result<ReviewList, ReviewFailure>> {
  if (!(await productExists(db, productId))) return fail('product-not-found');
  const [rows, summary] = await Promise.all([
    findReviewPage(db, productId, query.pageSize, (query.page - 1) * query.pageSize),
    readReviewSummary(db, productId),
  ]);
  return ok({
    reviews: rows.map((row) => presentReview(row, readerId)),
    average: summary.average,
    count: summary.count,
    page: query.page,
    pageSize: query.pageSize,
  });
}

/**
 * Writes the customer's review of a product; an earlier review of theirs is replaced and
 * dated anew. The comment is stored as plain text, exactly as given. Only a customer with a
 * verified e-mail may write (`email-unverified` otherwise), so throwaway accounts cannot flood the reviews.
 */
export async function writeReview(
  db: Db,
  user: UserRow,
  input: ReviewBody,
  now = new Date(),
): Promise<Result<ReviewReply, ReviewFailure>> {
  if (!user.emailVerified) return fail('email-unverified');
  if (!(await productExists(db, input.productId))) return fail('product-not-found');
  const { review, replaced } = await upsertReview(db, {
    productId: input.productId,
    userId: user.id,
    authorName: reviewAuthorName(user),
    rating: input.rating,
    comment: input.comment,
    verifiedPurchase: await hasBoughtProduct(db, user.id, input.productId),
    createdAt: now,
  });
  return ok({ review: presentReview(review, user.id), replaced });
}
