import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import { ProductDetails } from '@store/shared/schemas/product-details';
import { apiGet } from '../../../lib/api-client';

/** What a product page shows about a product, its texts in `lang` (English where missing). */
export function getProductDetails(
  productId: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  return apiGet(`/product/product-details/${encodeURIComponent(productId)}`, ProductDetails, {
    query: { lang },
    signal,
  });
}

/** Waits (skips) until the product's id is known. */
export function productDetailsQueryOptions(productId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: ['products', 'details', productId, lang],
    queryFn: productId ? ({ signal }) => getProductDetails(productId, lang, signal) : skipToken,
  });
}

export function useProductDetails(productId: string | undefined, lang: Language) {
  return useQuery({
    ...productDetailsQueryOptions(productId, lang),
    // A language switch keeps the page on screen until the new texts arrive.
    placeholderData: (previous) => (previous?._id === productId ? previous : undefined),
  });
}
