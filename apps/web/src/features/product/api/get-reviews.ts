import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ReviewList } from '@store/shared/schemas/reviews';
import { apiGet } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/** Reviews shown per page; "Show more" loads the next page. */
export const REVIEWS_PAGE_SIZE = 5;

/** One page of a product's reviews, newest first, with the average and count of all. */
export function getReviews(
  productId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewList> {
  return apiGet(`/product/reviews/${encodeURIComponent(productId)}`, ReviewList, {
    query: { page, pageSize: REVIEWS_PAGE_SIZE },
    signal,
  });
}

/** Keyed by reader too: the server marks the reader's own review. */
export function reviewsQueryOptions(productId: string, readerId: string | null) {
  return infiniteQueryOptions({
    queryKey: ['products', 'reviews', productId, readerId],
    queryFn: ({ pageParam, signal }) => getReviews(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.count ? last.page + 1 : undefined,
  });
}

export function useReviews(productId: string) {
  const readerId = useAuthStore((state) => state.user?._id ?? null);
  return useInfiniteQuery(reviewsQueryOptions(productId, readerId));
}
