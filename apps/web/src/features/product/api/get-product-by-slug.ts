import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductReply } from '@store/shared/schemas/product-details';
import { apiGet } from '../../../lib/api-client';
import { useAppSettingsStore } from '../../../stores/app-settings';

/** The product a page URL names by its slug, with every entry priced in the announced currency. */
export async function getProductBySlug(slug: string, signal?: AbortSignal): Promise<ProductReply> {
  const product = await apiGet(`/product/title/${encodeURIComponent(slug)}`, ProductReply, {
    signal,
  });
  useAppSettingsStore.getState().setCurrencySymbol(product.currency, product.currencySymbol);
  return product;
}

export function productBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['products', 'slug', slug.toLowerCase()],
    queryFn: ({ signal }) => getProductBySlug(slug, signal),
  });
}

export function useProductBySlug(slug: string) {
  return useQuery(productBySlugQueryOptions(slug));
}
