import { queryOptions, useQuery } from '@tanstack/react-query';
import { SuggestedProducts } from '@store/shared/schemas/product-details';
import { apiGet } from '../../../lib/api-client';

/** Up to eight in-stock products of the same genre or platform, priced for the visitor. */
export function getSuggestedProducts(
  productId: string,
  signal?: AbortSignal,
): Promise<SuggestedProducts> {
  return apiGet(`/product/suggested/${encodeURIComponent(productId)}`, SuggestedProducts, {
    signal,
  });
}

export function suggestedProductsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['products', 'suggested', productId],
    queryFn: ({ signal }) => getSuggestedProducts(productId, signal),
  });
}

export function useSuggestedProducts(productId: string) {
  return useQuery(suggestedProductsQueryOptions(productId));
}
