import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryId, ProductTypeId } from '@store/shared/constants';
import { ProductList, type ProductSort } from '@store/shared/schemas/products';
import { apiGet } from '../../../lib/api-client';
import { useAppSettingsStore } from '../../../stores/app-settings';

/** The query of GET /api/v1/product/products (see ProductListQuery for what each key means). */
export interface ProductsQuery {
  category?: CategoryId;
  /** One platform id, ids joined by commas, or a family key. */
  platform?: string;
  type?: ProductTypeId;
  genre?: string;
  /** Major units of the announced currency, such as "19.99". */
  maxPrice?: string;
  sort?: ProductSort;
  search?: string;
  page?: number;
  pageSize?: number;
}

/** One page of products, priced in the currency the server announces. */
export async function getProducts(
  query: ProductsQuery,
  signal?: AbortSignal,
): Promise<ProductList> {
  const list = await apiGet('/product/products', ProductList, { query: { ...query }, signal });
  // The list is where the server names the symbol of the currency it priced in.
  useAppSettingsStore.getState().setCurrencySymbol(list.currency, list.currencySymbol);
  return list;
}

export function productsQueryOptions(query: ProductsQuery) {
  return queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}

export function useProducts(query: ProductsQuery) {
  return useQuery(productsQueryOptions(query));
}

/**
 * A page of the catalogue that keeps the results on screen while the next page or filter
 * loads; without a query (nothing can match) nothing is asked.
 */
export function useCatalogueProducts(query: ProductsQuery | null) {
  return useQuery({
    ...productsQueryOptions(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
