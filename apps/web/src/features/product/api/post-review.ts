import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReviewReply, type ReviewBody } from '@store/shared/schemas/reviews';
import { apiSend } from '../../../lib/api-client';

/** Writes the signed-in customer's review; a second one of the same product replaces the first. */
export function postReview(body: ReviewBody): Promise<ReviewReply> {
  return apiSend('POST', '/product/reviews', body, ReviewReply);
}

export function usePostReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    // The list and the page's average both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products', 'reviews', productId] }),
        queryClient.invalidateQueries({ queryKey: ['products', 'details', productId] }),
      ]),
  });
}
