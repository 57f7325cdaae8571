import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import { CreditDetails } from '@store/shared/schemas/product-details';
import { apiGet } from '../../../lib/api-client';

/** A gift or subscription card's denominations per region, with each region's note in `lang`. */
export function getCreditDetails(
  productId: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<CreditDetails> {
  return apiGet(`/product/credit-details/${encodeURIComponent(productId)}`, CreditDetails, {
    query: { lang },
    signal,
  });
}

/** Waits (skips) until the card's id is known. */
export function creditDetailsQueryOptions(productId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: ['products', 'credit', productId, lang],
    queryFn: productId ? ({ signal }) => getCreditDetails(productId, lang, signal) : skipToken,
  });
}

export function useCreditDetails(productId: string | undefined, lang: Language) {
  return useQuery({
    ...creditDetailsQueryOptions(productId, lang),
    // A language switch keeps the page on screen until the new texts arrive.
    placeholderData: (previous) => (previous?._id === productId ? previous : undefined),
  });
}
