import { queryOptions, useQuery } from '@tanstack/react-query';
import { Screenshots } from '@store/shared/schemas/product-details';
import { apiGet } from '../../../lib/api-client';

/** A product's screenshots with their captions, in gallery order. */
export function getScreenshots(productId: string, signal?: AbortSignal): Promise<Screenshots> {
  return apiGet('/product/screenshots', Screenshots, { query: { productId }, signal });
}

export function screenshotsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['products', 'screenshots', productId],
    queryFn: ({ signal }) => getScreenshots(productId, signal),
  });
}

export function useScreenshots(productId: string) {
  return useQuery(screenshotsQueryOptions(productId));
}
