import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductTypeId } from '@store/shared/constants';
import { ProductList } from '@store/shared/schemas/products';
import { apiGet } from '../../../lib/api-client';
import { useAppSettingsStore } from '../../../stores/app-settings';

/** The filters of GET /api/v1/product/products this app uses so far. */
export interface ProductsQuery {
  type?: ProductTypeId;
  platform?: string;
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
