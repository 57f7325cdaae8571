import { z } from 'zod';
import { IdInput } from './product-details';

/** A review's stars: whole numbers only. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Comment length after trimming. */
export const REVIEW_COMMENT_MIN = 3;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEWS_PAGE_SIZE_DEFAULT = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;

export const REVIEW_MESSAGES = {
  rating: `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}.`,
  comment: `Comment must be ${REVIEW_COMMENT_MIN} to ${REVIEW_COMMENT_MAX} characters long.`,
  emailUnverified: 'Please confirm your e-mail address before writing a review.',
} as const;
/** The error code of a review refused because the author's e-mail is not verified. */
export const REVIEW_EMAIL_UNVERIFIED = 'EMAIL_UNVERIFIED';

/**
 * POST /product/reviews: one review per customer and product; a new one replaces the old.
 * The comment is plain text, kept exactly as written apart from the surrounding whitespace.
 * Any other field (an author name, a verified-purchase flag) is refused, not dropped.
 */
export const ReviewBody = z
  .object({
    productId: IdInput,
    rating: z
      .number({ error: REVIEW_MESSAGES.rating })
      .int({ error: REVIEW_MESSAGES.rating })
      .min(REVIEW_RATING_MIN, { error: REVIEW_MESSAGES.rating })
      .max(REVIEW_RATING_MAX, { error: REVIEW_MESSAGES.rating }),
    comment: z
      .string({ error: REVIEW_MESSAGES.comment })
      .trim()
      .min(REVIEW_COMMENT_MIN, { error: REVIEW_MESSAGES.comment })
      .max(REVIEW_COMMENT_MAX, { error: REVIEW_MESSAGES.comment }),
  })
  .strict();
export type ReviewBody = z.infer<typeof ReviewBody>;

/** GET /product/reviews/{productId}: newest first, a page at a time. */
export const ReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(REVIEWS_PAGE_SIZE_MAX)
    .default(REVIEWS_PAGE_SIZE_DEFAULT),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

export const Review = z.object({
  _id: z.string(),
  productId: z.string(),
  /** The author as shown: first name and last initial ("Ada L."). */
  user: z.string(),
  rating: z.number().int(),
  /** Plain text: shown as text, never as markup. */
  comment: z.string(),
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
  /** Whether the signed-in reader wrote it. */
  own: z.boolean(),
});
export type Review = z.infer<typeof Review>;

export const ReviewList = z.object({
  reviews: z.array(Review),
  /** Average stars over all the product's reviews, one decimal; 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewList = z.infer<typeof ReviewList>;

export const ReviewReply = z.object({ review: Review, replaced: z.boolean() });
export type ReviewReply = z.infer<typeof ReviewReply>;
